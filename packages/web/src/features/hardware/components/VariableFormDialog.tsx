import type { VariableRecord } from '@iot/contract';
import { DATA_TYPES } from '@iot/contract';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { showError } from '../../../api/feedback';
import { FormDialog } from '../../../ui/FormDialog';
import { createVariable, updateVariable, type VariableFields } from '../api';
import { DEVICES_NS } from '../i18n';

const FIELDS = ['name', 'unit', 'description', 'dataType', 'expression', 'decimalPlaces', 'varType_1', 'slaveId'];

/**
 * The server answers a refusal as `field: reason` (an expression that does not parse, a name in use):
 * the reason goes under that field; anything else is shown as a message.
 */
export function fieldError(error: unknown): { field: string; reason: string } | null {
  if (!(error instanceof ApiError)) return null;
  const match = /^([A-Za-z_0-9]+): (.+)$/s.exec(error.message);
  return match?.[1] && match[2] && FIELDS.includes(match[1]) ? { field: match[1], reason: match[2] } : null;
}

interface VariableFormDialogProps {
  deviceId: number;
  variable: VariableRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

export function VariableFormDialog({ deviceId, variable, onClose, onSaved }: VariableFormDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<VariableFields>();
  const varType = Form.useWatch('varType_1', form);

  const submit = async (values: VariableFields) => {
    const body: VariableFields = {
      ...values,
      unit: values.unit ?? '',
      description: values.description ?? '',
      expression: values.expression?.trim() ?? '',
      slaveId: values.varType_1 === 3 ? (values.slaveId ?? null) : null,
    };
    try {
      if (variable) await updateVariable({ ...body, id: variable.id });
      else await createVariable({ ...body, deviceId });
    } catch (error) {
      const onField = fieldError(error);
      if (onField) form.setFields([{ name: onField.field as keyof VariableFields, errors: [onField.reason] }]);
      else if (error instanceof ApiError) showError(error.message || tc('common.operationFailed'));
      throw error;
    }
  };

  const initialValues: Partial<VariableFields> = variable ?? {
    dataType: 'float',
    decimalPlaces: 2,
    varType_1: 0,
    expression: '',
  };

  return (
    <FormDialog
      title={variable ? t('editVariable') : t('addVariable')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={initialValues}
      width={620}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label={t('varName')} rules={[{ required: true, message: tc('common.required') }]}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="unit" label={t('unit')}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="dataType" label={t('dataType')} rules={[{ required: true }]}>
            <Select options={DATA_TYPES.map((type) => ({ value: type, label: type }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="decimalPlaces" label={t('decimalPlaces')}>
            <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="varType_1" label={t('varType1')}>
            <Select options={([0, 1, 3] as const).map((v) => ({ value: v, label: t(`varTypes.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          {varType === 3 ? (
            <Form.Item name="slaveId" label={t('slaveId')} rules={[{ required: true, message: tc('common.required') }]}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
        </Col>
        <Col span={24}>
          <Form.Item name="expression" label={t('expression')} extra={t('expressionHint')}>
            <Input maxLength={500} placeholder="x * 0.1" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('description')}>
            <Input maxLength={256} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
