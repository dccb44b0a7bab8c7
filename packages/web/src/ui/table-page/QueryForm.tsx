import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueryField } from './types';

interface QueryFormProps {
  fields: readonly QueryField[];
  onQuery: (param: Record<string, unknown>) => void;
}

/** The query and reset form above a table; empty fields are left out of the query. */
export function QueryForm({ fields, onQuery }: QueryFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();

  const query = (values: Record<string, unknown>) =>
    onQuery(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')));

  return (
    <Form form={form} onFinish={query} data-testid="query-form">
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.name} xs={24} md={12} xl={6}>
            <Form.Item name={field.name} label={field.label}>
              {field.input ?? <Input allowClear />}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12} xl={6}>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="query-submit">
              {t('table.query')}
            </Button>
            <Button
              style={{ marginLeft: 8 }}
              onClick={() => {
                form.resetFields();
                onQuery({});
              }}
              data-testid="query-reset"
            >
              {t('table.reset')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
