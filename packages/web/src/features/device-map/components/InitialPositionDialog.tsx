import type { MapPosition } from '@iot/contract';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { requiredRule } from '../../../ui/form-rules';
import { useSaveMapPosition } from '../api';
import { DEVICE_MAP_NS } from '../i18n';

/** Sets where the map opens for this user (saved on the server): prefilled with the map's current view. */
export function InitialPositionDialog({ current, onClose }: { current: MapPosition; onClose: () => void }) {
  const { t } = useTranslation(DEVICE_MAP_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<MapPosition>();
  const save = useSaveMapPosition();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await save.mutateAsync(values);
    showSuccess(t('dialog.saved'));
    onClose();
  };
  const number = (name: keyof MapPosition, min: number, max: number, precision: number) => (
    <Form.Item name={name} label={t(`dialog.${name}`)} rules={requiredRule(tc)}>
      <InputNumber
        min={min}
        max={max}
        precision={precision}
        style={{ width: '100%' }}
        data-testid={`position-${name}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={t('dialog.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('common.confirm')}
      cancelText={tc('common.cancel')}
    >
      <Typography.Paragraph type="secondary">{t('dialog.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={current}>
        {number('lat', -90, 90, 5)}
        {number('lng', -180, 180, 5)}
        {number('zoom', 3, 18, 0)}
      </Form>
    </Modal>
  );
}
