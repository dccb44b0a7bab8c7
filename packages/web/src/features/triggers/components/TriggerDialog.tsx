import { TRIGGER_DESCRIPTION_MAX, TRIGGER_NAME_MAX, TRIGGER_TYPES, type TriggerRecord } from '@iot/contract';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { createTrigger, updateTrigger } from '../api';
import { TRIGGERS_NS } from '../i18n';
import { NEW_TRIGGER, toFormValues, toTriggerBody, type TriggerFormValues } from '../trigger-form';
import { ActionFields } from './ActionFields';
import { WhenFields } from './WhenFields';

interface TriggerDialogProps {
  /** null: a new trigger. */
  trigger: TriggerRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a trigger: its type decides the fields (condition, schedule, none), then its actions. */
export function TriggerDialog({ trigger, onClose, onSaved }: TriggerDialogProps) {
  const { t } = useTranslation(TRIGGERS_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<TriggerFormValues>();
  const type = Form.useWatch('type', form);
  const submit = (values: TriggerFormValues) =>
    trigger ? updateTrigger({ ...toTriggerBody(values), id: trigger.id }) : createTrigger(toTriggerBody(values));
  return (
    <FormDialog<TriggerFormValues>
      title={trigger ? t('edit', { name: trigger.name }) : t('add')}
      form={form}
      width={760}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={trigger ? toFormValues(trigger) : NEW_TRIGGER}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="name"
            label={t('name')}
            rules={[
              { required: true, whitespace: true, message: tc('common.required') },
              { max: TRIGGER_NAME_MAX, message: tc('common.tooLong', { max: TRIGGER_NAME_MAX }) },
            ]}
          >
            <Input data-testid="trigger-name" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="type" label={t('type')}>
            <Select
              disabled={trigger !== null}
              options={TRIGGER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
              data-testid="trigger-type"
            />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <WhenFields type={type} />
      <Form.Item label={t('actions')} required>
        <ActionFields />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('description')}
        rules={[{ max: TRIGGER_DESCRIPTION_MAX, message: tc('common.tooLong', { max: TRIGGER_DESCRIPTION_MAX }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
