import { CODE_LOCK_MS } from '@iot/contract';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess, showWarning } from '../../../api/feedback';
import { CodeButton } from '../../../ui/CodeButton';
import { changeMobile, sendChangeCode } from '../api';

interface PhoneFields {
  password?: string;
  mobile?: string;
  code?: string;
}

/** Needs the password and the new phone for a code (then locked 10 minutes), and the code to save. */
export function ChangePhoneForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneFields>();
  const [saving, setSaving] = useState(false);

  const requestCode = async () => {
    const { password, mobile } = form.getFieldsValue();
    if (!password || !mobile?.trim()) {
      showWarning(t('common.requiredEmpty'));
      throw new Error('missing fields');
    }
    await sendChangeCode(mobile.trim(), password);
    showSuccess(t('common.codeSent'));
  };

  const save = async () => {
    const { mobile, code } = form.getFieldsValue();
    if (!mobile?.trim() || !code?.trim()) {
      showWarning(t('common.requiredEmpty'));
      return;
    }
    setSaving(true);
    try {
      await changeMobile(mobile.trim(), code.trim());
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
    <Form form={form} layout="vertical" style={{ maxWidth: 420 }}>
      <Form.Item name="password" label={t('common.password')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="mobile" label={t('userCenter.newPhone')}>
        <Input />
      </Form.Item>
      <Form.Item label={t('common.code')}>
        <Flex gap={8}>
          <Form.Item name="code" noStyle>
            <Input maxLength={8} />
          </Form.Item>
          <CodeButton onRequest={requestCode} durationMs={CODE_LOCK_MS} lockKey="changePhone" />
        </Flex>
      </Form.Item>
      <Button type="primary" onClick={() => void save()} loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
