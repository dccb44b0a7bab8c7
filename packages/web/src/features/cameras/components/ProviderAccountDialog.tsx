import { Alert, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { saveProviderAccount, useProviderAccount } from '../api';
import { CAMERAS_NS } from '../i18n';

interface AccountForm {
  appKey: string;
  appSecret?: string;
}

/** The company's own Yingshi account: the key is shown, the secret is write-only. */
export function ProviderAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(CAMERAS_NS);
  const [form] = Form.useForm<AccountForm>();
  const account = useProviderAccount();
  if (!account.data) return null;
  const { appKey, secretSet, installationAccount, mediaServer } = account.data;

  return (
    <FormDialog<AccountForm>
      title={t('account')}
      form={form}
      onClose={onClose}
      onSubmit={(values) =>
        saveProviderAccount({ appKey: values.appKey ?? '', appSecret: values.appSecret || undefined })
      }
      initialValues={{ appKey }}
      width={520}
    >
      <Alert type="info" showIcon title={t('accountHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="appKey" label={t('appKey')}>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="appSecret" label={t('appSecret')}>
        <Input.Password
          maxLength={128}
          autoComplete="new-password"
          placeholder={secretSet ? t('secretKeep') : undefined}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('installation', { state: t(installationAccount ? 'configured' : 'notConfigured') })}
        <br />
        {t('mediaServer', { address: mediaServer ?? t('notConfigured') })}
      </Typography.Paragraph>
    </FormDialog>
  );
}
