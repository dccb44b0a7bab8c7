import type { ExpirationRecord } from '@iot/contract';
import { DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { updateExpiration } from '../api';
import { EXPIRATION_NS } from '../i18n';

interface FormValues {
  enableDays: number | null;
  packageTime: Dayjs | null;
}

interface ExpirationDialogProps {
  device: ExpirationRecord;
  onClose: () => void;
  onSaved: () => void;
}

/** Valid days and package start of one device. */
export function ExpirationDialog({ device, onClose, onSaved }: ExpirationDialogProps) {
  const { t } = useTranslation(EXPIRATION_NS);
  const [form] = Form.useForm<FormValues>();
  const submit = (values: FormValues) =>
    updateExpiration({
      id: device.id,
      enableDays: values.enableDays ?? null,
      packageTime: values.packageTime ? values.packageTime.format('YYYY-MM-DD HH:mm:ss') : null,
    });
  return (
    <FormDialog<FormValues>
      title={t('edit', { name: device.name })}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={{
        enableDays: device.enableDays,
        packageTime: device.packageTime ? dayjs(device.packageTime) : null,
      }}
    >
      <Form.Item name="enableDays" label={t('enableDays')} tooltip={t('enableDaysHint')}>
        <InputNumber min={1} max={36_500} precision={0} style={{ width: '100%' }} data-testid="expiration-days" />
      </Form.Item>
      <Form.Item name="packageTime" label={t('packageTime')}>
        <DatePicker showTime style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
