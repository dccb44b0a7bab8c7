import { AutoComplete, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../ui/CodeInput';
import { FormDialog } from '../../../ui/FormDialog';
import { register, searchCompanies, sendRegisterCode, type RegisterForm } from '../api';
import { ContactFields } from './ContactFields';
import { repeatPasswordRules, requiredRule } from '../../../ui/form-rules';

const COMPANY_SEARCH_MIN = 6;

export function RegisterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterForm>();
  const [companies, setCompanies] = useState<string[]>([]);
  const required = requiredRule(t);

  const search = (key: string) => {
    if (key.trim().length < COMPANY_SEARCH_MIN) {
      setCompanies([]);
      return;
    }
    searchCompanies(key.trim())
      .then((hits) => setCompanies(hits.map((hit) => hit.Name)))
      .catch(() => setCompanies([]));
  };

  return (
    // Two columns keep the whole form, with its buttons, inside a 768 px high window.
    <FormDialog title={t('login.register')} form={form} width={600} onClose={onClose} onSubmit={register}>
      <ContactFields contactField="mobile" />
      <CodeInput
        contactField="mobile"
        onRequest={(mobile) => sendRegisterCode(mobile, Number(form.getFieldValue('logonType') ?? 0))}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="username" label={t('common.username')} rules={required}>
            <Input autoComplete="username" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="companyName"
            label={t('common.companyName')}
            rules={required}
            extra={t('login.companySearchHint', { count: COMPANY_SEARCH_MIN })}
          >
            <AutoComplete options={companies.map((value) => ({ value }))} onSearch={search} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="password" label={t('common.password')} rules={required}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="rePassword"
            label={t('common.rePassword')}
            dependencies={['password']}
            rules={repeatPasswordRules(t)}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
