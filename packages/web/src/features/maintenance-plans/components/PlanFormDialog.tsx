import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ADVANCE_MINUTES_MAX,
  CHECK_ITEM_MAX,
  CHECK_ITEMS_MAX,
  GRACE_MINUTES_MAX,
  MAINTENANCE_TYPES,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PLAN_SCHEDULE_UNITS,
  SCHEDULE_EVERY_MAX,
  type MaintenanceType,
  type PlanRecord,
} from '@iot/contract';
import { Button, Col, DatePicker, Flex, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { createPlan, updatePlan } from '../api';
import { PLANS_NS } from '../i18n';
import { blankPlanForm, formToBody, planToForm, scheduleChoices, type PlanFormValues } from '../plan-form';
import { AssigneesInput, DurationInput, TargetInput } from './PlanFormInputs';

interface PlanFormDialogProps {
  /** null: a new plan. */
  plan: PlanRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A plan's form: what, on which device, when, who, and what to check. */
export function PlanFormDialog({ plan, onClose, onSaved }: PlanFormDialogProps) {
  const { t } = useTranslation(PLANS_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<PlanFormValues>();
  const type = Form.useWatch('type', form) ?? plan?.type;
  const scheduleKind = Form.useWatch('scheduleKind', form);
  const choices = scheduleChoices(type ?? 2);
  const required = [{ required: true, message: tc('common.required') }];

  const submit = async (values: PlanFormValues) => {
    const body = formToBody(values, plan ?? undefined);
    if (plan) await updatePlan({ ...body, id: plan.id });
    else await createPlan({ ...body, status: values.enabled ? 1 : 0 });
  };

  return (
    <FormDialog<PlanFormValues>
      title={plan ? t('edit') : t('add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={plan ? planToForm(plan) : blankPlanForm()}
      width={760}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('name')} rules={required}>
            <Input maxLength={PLAN_NAME_MAX} data-testid="plan-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="target" label={t('target')} rules={required}>
            <TargetInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('type')} rules={required}>
            <Select<MaintenanceType>
              options={MAINTENANCE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
              onChange={(value) => form.setFieldValue('scheduleKind', scheduleChoices(value)[0])}
              data-testid="plan-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="scheduleKind" label={t('scheduleKind')}>
            <Select
              disabled={choices.length === 1}
              options={choices.map((value) => ({ value, label: t(`scheduleKinds.${value}`) }))}
              data-testid="plan-schedule-kind"
            />
          </Form.Item>
        </Col>
        {scheduleKind === 'every' ? (
          <Col xs={24} md={12}>
            <Form.Item label={t('every')} required>
              <Space.Compact block>
                <Form.Item name="every" noStyle rules={required}>
                  <InputNumber min={1} max={SCHEDULE_EVERY_MAX} precision={0} style={{ width: '60%' }} />
                </Form.Item>
                <Form.Item name="unit" noStyle>
                  <Select
                    style={{ width: '40%' }}
                    options={PLAN_SCHEDULE_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
                    data-testid="plan-unit"
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
        ) : null}
        {scheduleKind === 'cron' ? (
          <Col xs={24} md={12}>
            <Form.Item name="cron" label={t('cron')} rules={required} extra={t('cronHint')}>
              <Input />
            </Form.Item>
          </Col>
        ) : null}
        {scheduleKind && scheduleKind !== 'none' ? (
          <Col xs={24} md={12}>
            <Form.Item
              name="start"
              label={scheduleKind === 'once' ? t('at') : t('start')}
              rules={scheduleKind === 'cron' ? [] : required}
            >
              <DatePicker showTime style={{ width: '100%' }} data-testid="plan-start" />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item name="advance" label={t('advance')}>
            <DurationInput max={ADVANCE_MINUTES_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="grace" label={t('grace')}>
            <DurationInput max={GRACE_MINUTES_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="endTime" label={t('endTime')}>
            <DatePicker showTime style={{ width: '100%' }} placeholder={t('endTimeHint')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="suppressAlarms" label={t('suppressAlarms')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {plan ? null : (
          <Col xs={24} md={12}>
            <Form.Item name="enabled" label={t('enableNow')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item label={t('checkItems')}>
        <Form.List name="checkItems">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} align="baseline" gap={8}>
                  <Form.Item name={field.name} rules={required} style={{ marginBottom: 8, flex: 1 }}>
                    <Input maxLength={CHECK_ITEM_MAX} placeholder={t('checkItem', { n: index + 1 })} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} aria-label={tc('common.delete')} />
                </Flex>
              ))}
              {fields.length < CHECK_ITEMS_MAX ? (
                <Button type="dashed" onClick={() => add('')} icon={<PlusOutlined />} data-testid="plan-add-item">
                  {t('addCheckItem')}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="description" label={t('description')}>
        <Input.TextArea maxLength={PLAN_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="assignees" label={t('assignees')}>
        <AssigneesInput planId={plan?.id} />
      </Form.Item>
    </FormDialog>
  );
}
