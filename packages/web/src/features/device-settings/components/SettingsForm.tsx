import { DEVICE_SETTINGS_LIMITS as LIMITS, type DeviceSettings, type DeviceSettingsOverride } from '@iot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Divider, Form, InputNumber, Row, Switch, Typography, type FormRule } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { showError, showSuccess } from '../../../api/feedback';
import { useButtonPermission } from '../../../app/session/useButtonPermission';
import { useReloadTable } from '../../../ui/table-page/useTableData';
import { deviceSettingsKey, saveDeviceSettings } from '../api';
import { DEVICE_SETTINGS_NS } from '../i18n';
import {
  fromForm,
  offlineRule,
  settingsFieldError,
  toForm,
  wholeRule,
  type SettingsFormValues,
} from '../settings-form';

interface NumberFieldProps {
  name: keyof SettingsFormValues;
  label: string;
  hint: string;
  unit: string;
  rules: FormRule[];
  placeholder?: string;
}

function NumberField({ name, label, hint, unit, rules, placeholder }: NumberFieldProps) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} extra={hint} rules={rules}>
        <InputNumber precision={0} suffix={unit} placeholder={placeholder} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
}

function SwitchField({ name, label, hint }: { name: keyof SettingsFormValues; label: string; hint: string }) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} extra={hint} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Col>
  );
}

const Section = ({ title }: { title: ReactNode }) => (
  <Divider titlePlacement="start" style={{ marginTop: 8 }}>
    {title}
  </Divider>
);

/** The form of one gateway; an empty override field leaves the value to the platform (shown as placeholder). */
export function SettingsForm({ settings }: { settings: DeviceSettings }) {
  const { t } = useTranslation(DEVICE_SETTINGS_NS);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const reloadList = useReloadTable('equipIndex');
  const canEdit = useButtonPermission('equipIndex', 'update');
  const [form] = Form.useForm<SettingsFormValues>();
  const [saving, setSaving] = useState(false);
  const { defaults } = settings;
  const platformDefault = (value: number, unit: string) =>
    t('platformDefault', { value: value === 0 ? t('off') : `${value} ${unit}` });

  const overrides: { name: DeviceSettingsOverride; unit: string; rule: FormRule }[] = [
    { name: 'rateLimit', unit: 'perSecond', rule: wholeRule(t, LIMITS.rateLimit) },
    { name: 'commandTimeoutSec', unit: 'seconds', rule: wholeRule(t, LIMITS.commandTimeoutSec) },
    { name: 'offlineTimeoutSec', unit: 'seconds', rule: offlineRule(t) },
  ];

  const submit = async (values: SettingsFormValues) => {
    setSaving(true);
    try {
      const saved = await saveDeviceSettings({ id: settings.id, ...fromForm(values) });
      queries.setQueryData(deviceSettingsKey(settings.id), saved);
      void queries.invalidateQueries({ queryKey: ['device', settings.id], exact: true });
      reloadList();
      form.setFieldsValue(toForm(saved));
      showSuccess(t('saved'));
    } catch (error) {
      const onField = settingsFieldError(error);
      if (onField) form.setFields([onField]);
      else if (error instanceof ApiError) showError(error.message || tc('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('title', { name: settings.name, identity: settings.identity })}
      extra={<Button onClick={() => void navigate(`/hardware/${settings.id}`)}>{t('backToDevice')}</Button>}
      data-testid="device-settings"
    >
      {canEdit ? null : <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} />}
      <Form<SettingsFormValues>
        form={form}
        name="deviceSettings"
        layout="vertical"
        disabled={!canEdit}
        initialValues={toForm(settings)}
        onFinish={(values) => void submit(values)}
        style={{ maxWidth: 880 }}
      >
        <Section title={t('collection')} />
        <Row gutter={24}>
          <NumberField
            name="scanCycle"
            label={t('scanCycle')}
            hint={t('scanCycleHint', LIMITS.scanCycle)}
            unit={t('seconds')}
            rules={[{ required: true, message: tc('common.required') }, wholeRule(t, LIMITS.scanCycle)]}
          />
          <Col xs={0} md={12} />
          <SwitchField name="autoRegister" label={t('autoRegister')} hint={t('autoRegisterHint')} />
          <SwitchField name="logicEnable" label={t('logicEnable')} hint={t('logicEnableHint')} />
        </Row>
        <Section title={t('limits')} />
        <Typography.Paragraph type="secondary">{t('emptyIsDefault')}</Typography.Paragraph>
        <Row gutter={24}>
          {overrides.map(({ name, unit, rule }) => (
            <NumberField
              key={name}
              name={name}
              label={t(name)}
              hint={t(`${name}Hint`)}
              unit={t(unit)}
              rules={[rule]}
              placeholder={platformDefault(defaults[name], t(unit))}
            />
          ))}
        </Row>
        <Form.Item style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-save">
            {tc('common.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
