import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLOR_FIELDS,
  GEOMETRY_FIELDS,
  STYLE_FIELDS,
  fieldValue,
  shownValue,
  type NumberField,
} from '../../../editor/flow/pen-fields';
import { EDITOR_NS } from '../i18n';
import { ColorField } from './ColorField';
import type { PenPanelProps } from './panel-props';

/** The selected pen's appearance, with the spec's ranges (spec 3.2, 5). */
export function AppearanceTab({ engine, penId, onChange }: PenPanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const pen = engine.pen(penId);
  if (!pen) return null;
  const set = (key: string, value: unknown) => {
    engine.setPen(penId, { [key]: value });
    onChange();
  };
  const numberItem = (field: NumberField) => (
    <Form.Item key={field.key} label={t(field.key)}>
      <InputNumber
        min={field.min}
        max={field.max}
        step={field.step}
        value={shownValue(field, pen[field.key])}
        onChange={(value) => {
          const checked = fieldValue(field, value);
          if (checked !== null) set(field.key, checked);
        }}
        data-testid={`pen-${field.key}`}
      />
    </Form.Item>
  );
  return (
    <Form layout="horizontal" size="small" labelCol={{ span: 10 }} colon={false} className="flow-panel-form">
      <Form.Item label={t('penId')}>
        <code className="flow-pen-id">{penId}</code>
      </Form.Item>
      {GEOMETRY_FIELDS.map(numberItem)}
      {COLOR_FIELDS.map((key) => (
        <Form.Item key={key} label={t(key)}>
          <ColorField
            value={typeof pen[key] === 'string' ? pen[key] : undefined}
            onChange={(color) => set(key, color)}
            testId={`pen-${key}`}
          />
        </Form.Item>
      ))}
      {STYLE_FIELDS.map(numberItem)}
      <Form.Item label={t('text')}>
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={typeof pen.text === 'string' ? pen.text : ''}
          onChange={(event) => set('text', event.target.value)}
          data-testid="pen-text"
        />
      </Form.Item>
    </Form>
  );
}
