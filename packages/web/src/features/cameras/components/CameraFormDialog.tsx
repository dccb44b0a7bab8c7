import { CameraType, type CameraInput, type CameraRecord } from '@iot/contract';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { requiredRule } from '../../../ui/form-rules';
import { useArchiveOptions, useHardwareOptions } from '../../../ui/pickers/api';
import { createCamera, updateCamera } from '../api';
import { CAMERAS_NS } from '../i18n';

type SourceKind = 'stream' | 'rtsp';
interface CameraForm extends CameraInput {
  source: SourceKind;
}

interface CameraFormDialogProps {
  camera: CameraRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A camera: a cloud camera's serial and channel, or a local video's stream or RTSP source; its device and archive. */
export function CameraFormDialog({ camera, onClose, onSaved }: CameraFormDialogProps) {
  const { t } = useTranslation(CAMERAS_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<CameraForm>();
  const type = Form.useWatch('type', form) ?? camera?.type ?? CameraType.local;
  const [source, setSource] = useState<SourceKind>(camera?.rtspSource ? 'rtsp' : 'stream');
  const devices = useHardwareOptions('', '');
  const archives = useArchiveOptions();

  const submit = async ({ source: _source, ...values }: CameraForm) => {
    const body = {
      ...values,
      deviceSerial: values.deviceSerial ?? '',
      remark: values.remark ?? '',
      deviceId: values.deviceId ?? null,
      archiveId: values.archiveId ?? null,
      streamUrl: type === CameraType.local && source === 'stream' ? (values.streamUrl ?? '') : '',
      rtspUrl: type === CameraType.local && source === 'rtsp' ? values.rtspUrl || undefined : '',
    };
    if (camera) await updateCamera({ ...body, id: camera.id });
    else await createCamera({ ...body, rtspUrl: body.rtspUrl ?? '' });
  };

  return (
    <FormDialog<CameraForm>
      title={camera ? t('edit') : t('add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      width={640}
      initialValues={
        camera
          ? { ...camera, rtspUrl: '' }
          : { type: CameraType.local, channelNo: 1, deviceId: null, archiveId: null, streamUrl: '', remark: '' }
      }
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="channelName" label={t('channelName')} rules={requiredRule(tc)}>
            <Input maxLength={64} data-testid="camera-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="type" label={t('type')}>
            <Radio.Group
              options={[CameraType.local, CameraType.cloud].map((v) => ({ value: v, label: t(`types.${v}`) }))}
              data-testid="camera-type"
            />
          </Form.Item>
        </Col>
        {type === CameraType.cloud ? (
          <>
            <Col span={12}>
              <Form.Item name="deviceSerial" label={t('deviceSerial')} rules={requiredRule(tc)}>
                <Input maxLength={32} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="channelNo" label={t('channelNo')}>
                <InputNumber min={1} max={256} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        ) : (
          <Col span={24}>
            <Form.Item label={t('source')}>
              <Radio.Group
                value={source}
                onChange={(e) => setSource(e.target.value as SourceKind)}
                options={(['stream', 'rtsp'] as const).map((v) => ({ value: v, label: t(`sourceKinds.${v}`) }))}
              />
            </Form.Item>
            {source === 'stream' ? (
              <Form.Item name="streamUrl" label={t('streamUrl')} extra={t('streamHint')} rules={requiredRule(tc)}>
                <Input maxLength={1024} data-testid="camera-stream" />
              </Form.Item>
            ) : (
              <Form.Item
                name="rtspUrl"
                label={t('rtspUrl')}
                extra={camera?.rtspSource ? `${camera.rtspSource} · ${t('rtspKeep')}` : undefined}
                rules={camera?.rtspSource ? [] : requiredRule(tc)}
              >
                <Input.Password maxLength={1024} placeholder="rtsp://user:password@host:554/..." autoComplete="off" />
              </Form.Item>
            )}
          </Col>
        )}
        <Col span={12}>
          <Form.Item name="deviceId" label={t('device')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('none')}
              loading={devices.isFetching}
              options={(devices.data ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.identity})` }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="archiveId" label={t('archive')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('none')}
              loading={archives.isFetching}
              options={(archives.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
