import type { CustomDataDetail, RepertoryNode } from '@iot/contract';
import { CustomDataType } from '@iot/contract';
import { Col, Form, Input, InputNumber, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { showError } from '../../../api/feedback';
import { FormDialog } from '../../../ui/FormDialog';
import { createCustomData, updateCustomData } from '../api';
import { CUSTOM_DATA_NS } from '../i18n';
import { DEFAULT_CONFIG, fromConfigForm, toConfigForm, type ConfigForm } from './config-form';
import { ConfigFields } from './ConfigFields';

interface FormValues {
  name: string;
  repertoryId: number;
  type: number;
  unit?: string;
  decimalPlaces?: number;
  description?: string;
  config: ConfigForm;
}

/** Where the form shows a refusal the server names by its path (`config.expression: …`). */
const FIELD_OF: Record<string, (string | number)[]> = {
  name: ['name'],
  repertoryId: ['repertoryId'],
  unit: ['unit'],
  description: ['description'],
  decimalPlaces: ['decimalPlaces'],
  value: ['config', 'value'],
  'config.expression': ['config', 'expression'],
  'config.bindings': ['config', 'expression'],
  'config.fn': ['config', 'fn'],
  'config.inputs': ['config', 'inputs'],
  'config.variableId': ['config', 'variableRef'],
  'config.startTime': ['config', 'range'],
  'config.endTime': ['config', 'range'],
  'config.intervalSeconds': ['config', 'intervalSeconds'],
  'config.start': ['config', 'start'],
  'config.format': ['config', 'format'],
  'config.min': ['config', 'min'],
  'config.max': ['config', 'max'],
};

export function serverFieldError(message: string): { name: (string | number)[]; reason: string } | null {
  const match = /^([A-Za-z_.0-9]+): (.+)$/s.exec(message);
  if (!match?.[1] || !match[2]) return null;
  // `config.inputs.0.id` is shown on `config.inputs`.
  const path = Object.keys(FIELD_OF)
    .filter((key) => match[1] === key || match[1]?.startsWith(`${key}.`))
    .sort((a, b) => b.length - a.length)[0];
  return path ? { name: FIELD_OF[path] ?? [], reason: match[2] } : null;
}

interface CustomDataFormDialogProps {
  item: CustomDataDetail | null;
  repertoryId: number | undefined;
  repertories: RepertoryNode[];
  onClose: () => void;
  onSaved: () => void;
}

export function CustomDataFormDialog({ item, repertoryId, repertories, onClose, onSaved }: CustomDataFormDialogProps) {
  const { t } = useTranslation(CUSTOM_DATA_NS);
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form) as number | undefined;
  const required = [{ required: true, message: tc('common.required') }];

  const submit = async (values: FormValues) => {
    const common = {
      name: values.name,
      repertoryId: values.repertoryId,
      unit: values.unit ?? '',
      description: values.description ?? '',
      decimalPlaces: values.decimalPlaces ?? 2,
    };
    const config = fromConfigForm(values.type, values.config ?? {});
    try {
      if (!item) {
        await createCustomData({ ...common, type: values.type, config } as Parameters<typeof createCustomData>[0]);
      } else if (values.type === CustomDataType.constant && item.type === CustomDataType.constant) {
        // A constant's new value is the spec's `PUT /customdata {id, name, value, type: 4}`.
        await updateCustomData({ ...common, id: item.id, type: 4, value: (config as { value: number }).value });
      } else {
        await updateCustomData({ ...common, id: item.id, type: values.type, config });
      }
    } catch (error) {
      if (error instanceof ApiError) {
        const onField = serverFieldError(error.message);
        if (onField) form.setFields([{ name: onField.name as never, errors: [onField.reason] }]);
        else showError(error.message || tc('common.operationFailed'));
      }
      throw error;
    }
  };

  const initialValues: Partial<FormValues> = item
    ? { ...item, config: toConfigForm(item) }
    : { type: CustomDataType.constant, repertoryId, decimalPlaces: 2, config: DEFAULT_CONFIG[CustomDataType.constant] };

  return (
    <FormDialog
      title={item ? t('edit') : t('add')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
      initialValues={initialValues}
      width={720}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label={t('name')} rules={required}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="type" label={t('type')} rules={required}>
            <Select
              data-testid="customdata-type"
              options={Object.values(CustomDataType).map((v) => ({ value: v, label: t(`types.${v}`) }))}
              onChange={(next: number) => form.setFieldValue('config', DEFAULT_CONFIG[next] ?? {})}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="repertoryId" label={t('repertory')} rules={required}>
            <TreeSelect treeData={repertories} fieldNames={{ label: 'name', value: 'id', children: 'children' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="unit" label={t('unit')}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="decimalPlaces" label={t('decimalPlaces')}>
            <InputNumber min={0} max={6} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <ConfigFields type={type} />
      <Form.Item name="description" label={t('description')}>
        <Input.TextArea rows={2} maxLength={255} />
      </Form.Item>
    </FormDialog>
  );
}
