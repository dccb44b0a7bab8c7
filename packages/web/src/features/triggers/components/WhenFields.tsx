import { CONDITION_OPS, SCHEDULE_KINDS, SCHEDULE_UNITS, HOLD_SECONDS_MAX, SCHEDULE_EVERY_MAX } from '@iot/contract';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRIGGERS_NS } from '../i18n';
import type { TriggerFormValues } from '../trigger-form';
import { DataRefPicker } from './DataRefPicker';

const wide = { style: { width: '100%' } };

/** What a value trigger watches and when it fires: the data, the condition and its hold time. */
function ConditionFields({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation(TRIGGERS_NS);
  const { t: tc } = useTranslation();
  const required = [{ required: true, message: tc('common.required') }];
  const op = Form.useWatch<TriggerFormValues['condition']['op'] | undefined>(['condition', 'op']);
  return (
    <>
      <Form.Item name="watched" label={t('watched')} rules={required}>
        <DataRefPicker customData={type === 2} testId="trigger-watched" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={6}>
          <Form.Item name={['condition', 'op']} label={t('condition')} rules={required}>
            <Select options={CONDITION_OPS.map((value) => ({ value, label: t(`ops.${value}`) }))} />
          </Form.Item>
        </Col>
        {op === 'change' ? null : (
          <Col span={6}>
            <Form.Item name={['condition', 'value']} label={t('value')} rules={required}>
              <InputNumber {...wide} data-testid="trigger-value" />
            </Form.Item>
          </Col>
        )}
        {op === 'between' ? (
          <Col span={6}>
            <Form.Item name={['condition', 'value2']} label={t('value2')} rules={required}>
              <InputNumber {...wide} />
            </Form.Item>
          </Col>
        ) : null}
        {op === 'change' ? null : (
          <Col span={6}>
            <Form.Item name={['condition', 'holdSeconds']} label={t('holdSeconds')}>
              <InputNumber min={0} max={HOLD_SECONDS_MAX} precision={0} {...wide} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}

/** When a timing trigger fires: once, every N units from a start, or by cron. */
function ScheduleFields() {
  const { t } = useTranslation(TRIGGERS_NS);
  const { t: tc } = useTranslation();
  const required = [{ required: true, message: tc('common.required') }];
  const kind = Form.useWatch<TriggerFormValues['schedule']['kind'] | undefined>(['schedule', 'kind']);
  return (
    <Row gutter={12}>
      <Col span={6}>
        <Form.Item name={['schedule', 'kind']} label={t('schedule')} rules={required}>
          <Select options={SCHEDULE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
        </Form.Item>
      </Col>
      {kind === 'once' ? (
        <Col span={10}>
          <Form.Item name={['schedule', 'at']} label={t('at')} rules={required}>
            <DatePicker showTime {...wide} />
          </Form.Item>
        </Col>
      ) : null}
      {kind === 'every' ? (
        <>
          <Col span={4}>
            <Form.Item name={['schedule', 'every']} label={t('every')} rules={required}>
              <InputNumber min={1} max={SCHEDULE_EVERY_MAX} precision={0} {...wide} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name={['schedule', 'unit']} label={t('unit')} rules={required}>
              <Select options={SCHEDULE_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))} />
            </Form.Item>
          </Col>
        </>
      ) : null}
      {kind === 'cron' ? (
        <Col span={8}>
          <Form.Item name={['schedule', 'cron']} label={t('cron')} rules={required}>
            <Input placeholder="0 8 * * 1-5" />
          </Form.Item>
        </Col>
      ) : null}
      {kind === 'every' || kind === 'cron' ? (
        <Col span={kind === 'every' ? 9 : 10}>
          <Form.Item name={['schedule', 'start']} label={t('start')} rules={kind === 'every' ? required : []}>
            <DatePicker showTime {...wide} />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}

/** The fields of the trigger's type: a condition on a value, a schedule, or none (function). */
export function WhenFields({ type }: { type: TriggerFormValues['type'] | undefined }) {
  if (type === 1 || type === 2) return <ConditionFields type={type} />;
  if (type === 3) return <ScheduleFields />;
  return null;
}
