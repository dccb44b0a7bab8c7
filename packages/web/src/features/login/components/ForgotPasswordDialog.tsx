import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../ui/CodeInput';
import { FormDialog } from '../../../ui/FormDialog';
import { forgotPassword, sendForgotCode, type ForgotForm } from '../api';

export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgotForm>();
  const required = [{ required: true, message: t('common.required') }];
  return (
    <FormDialog title={t('login.forgot')} form={form} onClose={onClose} onSubmit={forgotPassword}>
      <Form.Item name="mobile" label={t('common.phone')} rules={required}>
        <Input autoComplete="username" />
      </Form.Item>
      <CodeInput contactField="mobile" onRequest={sendForgotCode} />
      <Form.Item name="password" label={t('login.newPassword')} rules={required}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
