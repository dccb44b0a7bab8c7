import { Alert, Form, Input, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { activate, getUniqueCode } from '../api';

interface ActivationFields {
  code: string;
}

/** "平台未授权": show the machine's unique code for the vendor, take the licence code back. */
export function ActivationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActivationFields>();
  const unique = useQuery({ queryKey: ['activation', 'uniqueCode'], queryFn: getUniqueCode });

  const submit = async ({ code }: ActivationFields) => {
    await activate(code.trim());
    window.location.reload();
  };

  return (
    <FormDialog title={t('activation.title')} form={form} onClose={onClose} onSubmit={submit} width={560}>
      <Alert type="warning" showIcon title={t('activation.notAuthorised')} style={{ marginBottom: 16 }} />
      <Form.Item label={t('activation.uniqueCode')} extra={t('activation.uniqueCodeHint')}>
        <Typography.Paragraph copyable={unique.data ? { text: unique.data.uniqueCode } : false} code>
          {unique.data?.uniqueCode ?? '…'}
        </Typography.Paragraph>
      </Form.Item>
      <Form.Item name="code" label={t('activation.code')} rules={[{ required: true, message: t('common.required') }]}>
        <Input.TextArea rows={4} />
      </Form.Item>
    </FormDialog>
  );
}
