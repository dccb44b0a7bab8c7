import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../ui/CodeInput';
import { FormDialog } from '../../../ui/FormDialog';
import { requestDemo, sendDemoCode, type DemoForm } from '../api';
import { ContactFields } from './ContactFields';

export function DemoRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DemoForm>();
  const required = [{ required: true, message: t('common.required') }];
  return (
    <FormDialog title={t('login.applyDemo')} form={form} onClose={onClose} onSubmit={requestDemo}>
      <Form.Item name="name" label={t('common.name')} rules={required}>
        <Input />
      </Form.Item>
      <Form.Item name="company" label={t('common.companyName')} rules={required}>
        <Input />
      </Form.Item>
      <ContactFields contactField="phone" />
      <CodeInput
        contactField="phone"
        onRequest={(phone) => sendDemoCode(phone, Number(form.getFieldValue('logonType') ?? 0))}
      />
    </FormDialog>
  );
}
