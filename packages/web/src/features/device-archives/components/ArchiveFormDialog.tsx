import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ArchiveDetail } from '@iot/contract';
import { Button, Col, Form, Input, Row, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { PICKERS_NS } from '../../../ui/pickers/i18n';
import { DevicePickerDialog } from '../../../ui/pickers/PickerDialogs';
import type { PickedDevice } from '../../../ui/pickers/types';
import { createArchive, updateArchive, useVariablesOf, type ArchiveFields } from '../api';
import { ARCHIVES_NS } from '../i18n';

interface ArchiveFormDialogProps {
  archive: ArchiveDetail | null;
  onClose: () => void;
  onSaved: () => void;
}

const linkedOf = (archive: ArchiveDetail | null): PickedDevice[] =>
  archive?.device
    ? [
        {
          key: `h:${archive.device.id}`,
          devType_: 1,
          deviceId: archive.device.id,
          deviceName: archive.device.name,
          deviceNum: archive.device.identity,
          name: archive.device.name,
        },
      ]
    : [];

export function ArchiveFormDialog({ archive, onClose, onSaved }: ArchiveFormDialogProps) {
  const { t } = useTranslation(ARCHIVES_NS);
  const { t: tc } = useTranslation();
  useTranslation(PICKERS_NS);
  const [form] = Form.useForm<ArchiveFields>();
  const [linked, setLinked] = useState<PickedDevice[]>(() => linkedOf(archive));
  const [picking, setPicking] = useState(false);
  const deviceId = linked[0]?.deviceId ?? null;
  const variables = useVariablesOf(deviceId);

  const submit = async (values: ArchiveFields) => {
    const body: ArchiveFields = {
      name: values.name,
      nameplate: values.nameplate ?? '',
      fixedAssetsNo: values.fixedAssetsNo ?? '',
      description: values.description ?? '',
      deviceId,
      mouldItems: (values.mouldItems ?? []).map((item) => ({
        name: item.name,
        unit: item.unit ?? '',
        description: item.description ?? '',
        variableId: deviceId === null ? null : (item.variableId ?? null),
      })),
    };
    if (archive) await updateArchive({ ...body, id: archive.id });
    else await createArchive(body);
  };

  return (
    <FormDialog
      title={archive ? t('edit') : t('add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={archive ?? { mouldItems: [] }}
      width={760}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label={t('name')} rules={[{ required: true, message: tc('common.required') }]}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('device')}>
            <Space wrap>
              {linked[0] ? (
                <Tag closable onClose={() => setLinked([])} data-testid="archive-linked-device">
                  {linked[0].deviceName} ({linked[0].deviceNum})
                </Tag>
              ) : (
                <Tag>{t('noDevice')}</Tag>
              )}
              <Button size="small" onClick={() => setPicking(true)} data-testid="archive-pick-device">
                {t('pickDevice')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameplate" label={t('nameplate')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="fixedAssetsNo" label={t('fixedAssetsNo')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('description')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="mouldItems">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} align="top">
                <Col span={6}>
                  <Form.Item name={[field.name, 'name']} rules={[{ required: true, message: tc('common.required') }]}>
                    <Input placeholder={t('itemName')} maxLength={64} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[field.name, 'unit']}>
                    <Input placeholder={t('itemUnit')} maxLength={32} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[field.name, 'description']}>
                    <Input placeholder={t('itemDescription')} maxLength={256} />
                  </Form.Item>
                </Col>
                <Col span={7}>
                  <Form.Item name={[field.name, 'variableId']}>
                    <Select
                      allowClear
                      disabled={deviceId === null}
                      placeholder={deviceId === null ? t('needDevice') : t('itemVariable')}
                      options={(variables.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={1}>
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                </Col>
              </Row>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ name: '' })}>
              {t('addItem')}
            </Button>
          </>
        )}
      </Form.List>
      {picking ? (
        <DevicePickerDialog
          mode="single"
          kinds={['hardware']}
          value={linked}
          onClose={() => setPicking(false)}
          onOk={(value) => {
            setLinked(value);
            setPicking(false);
          }}
        />
      ) : null}
    </FormDialog>
  );
}
