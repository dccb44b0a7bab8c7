import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TRIGGER_ACTIONS_MAX } from '@iot/contract';
import { Button, Card, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../ui/display-name';
import { usePlanOptions, useUserOptions } from '../api';
import { TRIGGERS_NS } from '../i18n';
import type { ActionValues } from '../trigger-form';
import { DataRefPicker } from './DataRefPicker';

const ACTION_TYPES = ['write', 'notify', 'maintenance'] as const;

/** The fields of one action, by its type. */
function ActionBody({ index }: { index: number }) {
  const { t } = useTranslation(TRIGGERS_NS);
  const { t: tc } = useTranslation();
  const required = [{ required: true, message: tc('common.required') }];
  const type = Form.useWatch<ActionValues['type'] | undefined>(['actions', index, 'type']);
  const users = useUserOptions();
  const plans = usePlanOptions();
  if (type === 'write') {
    return (
      <Row gutter={12}>
        <Col span={14}>
          <Form.Item name={[index, 'target']} label={t('target')} rules={required}>
            <DataRefPicker testId={`trigger-action-${index}-target`} />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name={[index, 'value']} label={t('writeValue')} rules={required}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
      </Row>
    );
  }
  if (type === 'notify') {
    return (
      <Row gutter={12}>
        <Col span={16}>
          <Form.Item name={[index, 'userIds']} label={t('users')} rules={required}>
            <Select
              mode="multiple"
              loading={users.isLoading}
              optionFilterProp="label"
              options={(users.data ?? []).map((u) => ({ value: u.id, label: displayName(u) }))}
              data-testid={`trigger-action-${index}-users`}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name={[index, 'email']} label=" " valuePropName="checked">
            <Checkbox>{t('email')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    );
  }
  return (
    <Form.Item name={[index, 'planId']} label={t('plan')} rules={required}>
      <Select
        loading={plans.isLoading}
        optionFilterProp="label"
        showSearch
        options={(plans.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
    </Form.Item>
  );
}

/** The trigger's actions, run in order when it fires. */
export function ActionFields() {
  const { t } = useTranslation(TRIGGERS_NS);
  return (
    <Form.List name="actions">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 8 }}
              title={
                <Form.Item name={[field.name, 'type']} noStyle>
                  <Select
                    style={{ width: 200 }}
                    options={ACTION_TYPES.map((value) => ({ value, label: t(`actionTypes.${value}`) }))}
                  />
                </Form.Item>
              }
              extra={
                fields.length > 1 ? (
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                ) : null
              }
            >
              <ActionBody index={field.name} />
            </Card>
          ))}
          {fields.length < TRIGGER_ACTIONS_MAX ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ type: 'notify', userIds: [], email: false })}>
              {t('addAction')}
            </Button>
          ) : null}
        </>
      )}
    </Form.List>
  );
}
