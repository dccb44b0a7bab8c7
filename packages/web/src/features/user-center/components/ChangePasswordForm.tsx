import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../api/feedback';
import { changePassword } from '../api';
import { repeatPasswordRules, requiredRule } from '../../../ui/form-rules';

interface PasswordFields {
  oldPassword: string;
  password: string;
  confirm: string;
}

export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordFields>();
  const [saving, setSaving] = useState(false);
  const required = requiredRule(t);

  const submit = async ({ oldPassword, password }: PasswordFields) => {
    setSaving(true);
    try {
      await changePassword({ oldPassword, password });
      showSuccess(t('common.modified'));
      form.resetFields();
      onDone?.();
    } catch {
      // The client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label={t('userCenter.oldPassword')} rules={required}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('login.newPassword')} rules={required}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('common.rePassword')}
        dependencies={['password']}
        rules={repeatPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
