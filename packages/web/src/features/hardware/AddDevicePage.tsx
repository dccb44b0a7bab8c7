import type { DeviceRecord } from '@iot/contract';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../api/feedback';
import { useButtonPermission } from '../../app/session/useButtonPermission';
import { useReloadTable } from '../../ui/table-page/useTableData';
import { createDevice, updateDevice, useDevice, type DeviceFields } from './api';
import { PositionFields } from './components/PositionFields';
import { SecretDialog } from './components/SecretDialog';
import { DEVICES_NS } from './i18n';

interface FormValues extends Omit<DeviceFields, 'enabled' | 'packageTime'> {
  enabled: boolean;
  packageTime?: Dayjs | null;
}

const toForm = (device: DeviceRecord): FormValues => ({
  ...device,
  enabled: device.enabled === 1,
  packageTime: device.packageTime ? dayjs(device.packageTime) : null,
});

const BLANK: Partial<FormValues> = { scanCycle: 60, enabled: true, lat: null, lng: null, enableDays: null };

/** `/addDevice`: a new device, or `?id=` to edit one. */
export function AddDevicePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const device = useDevice(id);
  if (id !== undefined && !device.data) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  return <DeviceForm key={id ?? 'new'} device={device.data} />;
}

function DeviceForm({ device }: { device: DeviceRecord | undefined }) {
  const { t } = useTranslation(DEVICES_NS);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const reload = useReloadTable('equipIndex');
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<{ id: number; identity: string; secret: string } | null>(null);
  const canExpire = useButtonPermission('deviceExpiration', 'update');
  const required = [{ required: true, message: tc('common.required') }];

  const submit = async (values: FormValues) => {
    const { packageTime, enabled, enableDays, ...rest } = values;
    const body: DeviceFields = {
      ...rest,
      modelName: rest.modelName ?? '',
      networkWay: rest.networkWay ?? '',
      iccid: rest.iccid ?? '',
      desc: rest.desc ?? '',
      lat: rest.lat ?? null,
      lng: rest.lng ?? null,
      enabled: enabled ? 1 : 0,
      ...(canExpire
        ? {
            enableDays: enableDays ?? null,
            packageTime: packageTime ? packageTime.format('YYYY-MM-DD HH:mm:ss') : null,
          }
        : {}),
    };
    setSaving(true);
    try {
      if (device) {
        await updateDevice({ ...body, id: device.id });
        showSuccess(t('saved'));
        reload();
        void navigate('/equipIndex');
      } else {
        const result = await createDevice(body);
        reload();
        setCreated({ id: result.id, identity: body.identity, secret: result.secret });
      }
    } catch {
      // The client showed the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={device ? t('editTitle') : t('addTitle')} data-testid="device-form">
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={device ? toForm(device) : BLANK}
        onFinish={(values) => void submit(values)}
        style={{ maxWidth: 880 }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('name')} rules={required}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="identity"
              label={t('identity')}
              rules={[...required, { pattern: /^[A-Za-z0-9_.-]{1,64}$/, message: 'A-Z a-z 0-9 _ . -' }]}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="modelName" label={t('modelName')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="networkWay" label={t('networkWay')}>
              <Input maxLength={32} placeholder="4G / WiFi / Ethernet" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="scanCycle" label={t('scanCycle')} rules={required}>
              <InputNumber min={1} max={86400} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="iccid" label={t('iccid')} rules={[{ pattern: /^[0-9A-Za-z]{0,32}$/, message: '0-9 A-Z' }]}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          {canExpire ? (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="enableDays" label={t('enableDays')}>
                  <InputNumber min={1} max={36500} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="packageTime" label={t('packageTime')}>
                  <DatePicker showTime style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          ) : null}
          <Col span={24}>
            <PositionFields form={form} />
          </Col>
          <Col span={24}>
            <Form.Item name="desc" label={t('desc')}>
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="device-save">
          {tc('common.save')}
        </Button>
        <Button style={{ marginLeft: 8 }} onClick={() => void navigate('/equipIndex')}>
          {t('back')}
        </Button>
      </Form>
      {created ? (
        <SecretDialog
          identity={created.identity}
          secret={created.secret}
          onClose={() => {
            setCreated(null);
            void navigate(`/hardware/${created.id}`);
          }}
        />
      ) : null}
    </Card>
  );
}
