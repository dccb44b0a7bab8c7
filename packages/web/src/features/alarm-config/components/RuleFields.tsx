import { ALARM_FILTER_MAX_COUNT, ALARM_LEVELS } from '@iot/contract';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Col, Divider, Form, InputNumber, Radio, Row, Select, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS } from '../config-form';
import { ALARM_CONFIG_NS } from '../i18n';

function LevelSelect({ name }: { name: string }) {
  const { t } = useTranslation(ALARM_CONFIG_NS);
  return (
    <Form.Item name={name} noStyle>
      <Select
        style={{ width: '100%' }}
        aria-label={t('level')}
        options={ALARM_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
      />
    </Form.Item>
  );
}

/** A section title, with its explanation behind a question mark. */
function Section({ title, hint }: { title: string; hint?: string }) {
  return (
    <Divider titlePlacement="start" plain style={{ margin: '8px 0 12px' }}>
      {title}
      {hint ? (
        <Tooltip title={hint}>
          <QuestionCircleOutlined style={{ marginInlineStart: 6, color: 'rgba(0, 0, 0, 0.45)' }} />
        </Tooltip>
      ) : null}
    </Divider>
  );
}

/** One row of the limits grid: its name, then its inputs. */
function GridRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row gutter={12} align="middle" style={{ marginBottom: 10 }}>
      <Col span={6}>{label}</Col>
      {children}
    </Row>
  );
}

/** The four limits (numeric inputs, empty = not set), each with its level, and the dead band. */
export function LimitFields() {
  const { t } = useTranslation(ALARM_CONFIG_NS);
  return (
    <>
      <Section title={t('limits')} />
      <Row gutter={12} style={{ marginBottom: 6 }}>
        <Col span={6} />
        <Col span={10}>
          <Typography.Text type="secondary">{t('limit')}</Typography.Text>
        </Col>
        <Col span={8}>
          <Typography.Text type="secondary">{t('level')}</Typography.Text>
        </Col>
      </Row>
      {LIMIT_KINDS.map((kind) => (
        <GridRow key={kind} label={t(`limitKinds.${kind}`)}>
          <Col span={10}>
            <Form.Item name={`${kind}Limit`} noStyle>
              <InputNumber
                style={{ width: '100%' }}
                placeholder={t('notSet')}
                aria-label={t(`limitKinds.${kind}`)}
                data-testid={`alarm-limit-${kind}`}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <LevelSelect name={`${kind}Level`} />
          </Col>
        </GridRow>
      ))}
      <GridRow label={t('deadBand')}>
        <Col span={10}>
          <Form.Item name="deadBand" noStyle>
            <InputNumber
              min={0}
              style={{ width: '100%' }}
              placeholder={t('notSet')}
              aria-label={t('deadBand')}
              data-testid="alarm-dead-band"
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Typography.Text type="secondary">{t('deadBandHint')}</Typography.Text>
        </Col>
      </GridRow>
    </>
  );
}

/** The switch rule of a switch_value variable: which edge raises the alarm, and its level. */
export function SwitchFields() {
  const { t } = useTranslation(ALARM_CONFIG_NS);
  return (
    <>
      <Section title={t('switchRule')} />
      <Form.Item name="switchValue" label={t('switchValue')}>
        <Radio.Group
          options={[
            { value: true, label: t('switchRise') },
            { value: false, label: t('switchFall') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('level')}>
        <LevelSelect name="switchLevel" />
      </Form.Item>
    </>
  );
}

/** Spike filtering, offered for devices of model 20 only. */
export function FilteringFields() {
  const { t } = useTranslation(ALARM_CONFIG_NS);
  return (
    <>
      <Section title={t('filteringTitle')} hint={t('filteringHint')} />
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="filtering" label={t('filtering')}>
            <InputNumber min={0} max={100_000} style={{ width: '100%' }} data-testid="alarm-filtering" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="filteringConfig" label={t('filteringConfig')}>
            <InputNumber min={1} max={ALARM_FILTER_MAX_COUNT} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
