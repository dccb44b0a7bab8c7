import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOM_DATA_FUNCTIONS, CustomDataType, TIMER_MODES } from '@iot/contract';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_DATA_NS } from '../i18n';
import { RefListPicker, RefPicker } from './RefPickers';

const number = { style: { width: '100%' } };

/** The config part of the custom data form, by type (the form keeps it under `config`). */
export function ConfigFields({ type }: { type: number | undefined }) {
  const { t } = useTranslation(CUSTOM_DATA_NS);
  const { t: tc } = useTranslation();
  const required = [{ required: true, message: tc('common.required') }];
  const timeType = Form.useWatch(['config', 'timeType']) as number | undefined;

  switch (type) {
    case CustomDataType.function:
      return (
        <>
          <Form.Item name={['config', 'fn']} label={t('fn')} rules={required}>
            <Select options={CUSTOM_DATA_FUNCTIONS.map((fn) => ({ value: fn, label: t(`fns.${fn}`) }))} />
          </Form.Item>
          <Form.Item name={['config', 'inputs']} label={t('inputs')} rules={required}>
            <RefListPicker />
          </Form.Item>
        </>
      );
    case CustomDataType.expression:
      return (
        <>
          <Form.Item
            name={['config', 'expression']}
            label={t('expression')}
            extra={t('expressionHint')}
            rules={required}
          >
            <Input maxLength={1000} placeholder="a * 2 + b" data-testid="expression-input" />
          </Form.Item>
          <Form.Item label={t('bindings')}>
            <Form.List name={['config', 'bindingList']}>
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Row key={field.key} gutter={8} align="top">
                      <Col span={7}>
                        <Form.Item
                          name={[field.name, 'name']}
                          rules={[...required, { pattern: /^[A-Za-z_][A-Za-z0-9_]*$/, message: 'a-z A-Z 0-9 _' }]}
                        >
                          <Input placeholder={t('bindingName')} maxLength={64} />
                        </Form.Item>
                      </Col>
                      <Col span={15}>
                        <Form.Item name={[field.name, 'ref']} rules={required}>
                          <RefPicker testId="pick-binding" />
                        </Form.Item>
                      </Col>
                      <Col span={2}>
                        <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                      </Col>
                    </Row>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ name: '' })}
                    data-testid="add-binding"
                  >
                    {t('addBinding')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
        </>
      );
    case CustomDataType.statistics:
      return (
        <>
          <Form.Item name={['config', 'variableRef']} label={t('variable')} rules={required}>
            <RefPicker variablesOnly />
          </Form.Item>
          <Form.Item name={['config', 'timeType']} label={t('timeType')} rules={required}>
            <Select options={[0, 1, 2, 3, 4].map((v) => ({ value: v, label: t(`timeTypes.${v}`) }))} />
          </Form.Item>
          {timeType === 4 ? (
            <Form.Item name={['config', 'range']} label={t('range')} rules={required}>
              <DatePicker.RangePicker showTime {...number} />
            </Form.Item>
          ) : null}
        </>
      );
    case CustomDataType.timer:
      return (
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name={['config', 'intervalSeconds']} label={t('intervalSeconds')} rules={required}>
              <InputNumber min={1} max={86400} precision={0} {...number} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name={['config', 'start']} label={t('start')} rules={required}>
              <DatePicker showTime {...number} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name={['config', 'mode']} label={t('mode')} rules={required}>
              <Select options={TIMER_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))} />
            </Form.Item>
          </Col>
        </Row>
      );
    case CustomDataType.constant:
      return (
        <Form.Item name={['config', 'value']} label={t('value')} rules={required}>
          <InputNumber {...number} />
        </Form.Item>
      );
    case CustomDataType.time:
      return (
        <Form.Item name={['config', 'format']} label={t('format')} extra={t('formatHint')} rules={required}>
          <Input maxLength={64} />
        </Form.Item>
      );
    case CustomDataType.random:
      return (
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name={['config', 'min']} label={t('min')} rules={required}>
              <InputNumber {...number} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name={['config', 'max']} label={t('max')} rules={required}>
              <InputNumber {...number} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name={['config', 'decimalPlaces']} label={t('decimalPlaces')}>
              <InputNumber min={0} max={6} precision={0} {...number} />
            </Form.Item>
          </Col>
        </Row>
      );
    default:
      return null;
  }
}
