import { CHART_HISTORY_HOURS, ChartDataType, HISTORY_POINTS, PenData, PenKind } from '@iot/contract';
import { Button, Flex, Form, Input, InputNumber, List, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_KINDS, chartPen, historyPoints, livePoints, withChartDataType } from '../../../editor/flow/chart-pen';
import { boundDevice } from '../binding-draft';
import { EDITOR_NS } from '../i18n';
import { DeleteItemButton } from './DeleteItemButton';
import { BindDialog } from './BindDialog';
import type { PanelProps } from './panel-props';

/** Where an inserted chart lands: the canvas's top left, a step further for each chart already there. */
const INSERT_AT = { x: 40, y: 40, step: 24 } as const;

function ChartSettingsForm({ engine, penId, onChange, screen }: PanelProps & { penId: string; screen: boolean }) {
  const { t } = useTranslation(EDITOR_NS);
  const [binding, setBinding] = useState(false);
  const pen = engine.pen(penId);
  const read = PenData.safeParse(pen?.iotData ?? {});
  if (!pen || !read.success) return null;
  const data = read.data;
  const chart = data.echarts ?? { type: '1' as const };
  const store = (iotData: Record<string, unknown>) => {
    engine.setPenData(penId, 'iotData', iotData);
    // The preview draws the kind, title and series count.
    engine.setPen(penId, {});
    onChange();
  };
  const setChart = (change: Record<string, unknown>) => store({ ...data, echarts: { ...chart, ...change } });
  const setDataType = (dType: '0' | '1') => {
    const events = Array.isArray(pen.iotEvents) ? (pen.iotEvents as unknown[]) : [];
    const next = withChartDataType(data, events, dType, screen);
    engine.setPenData(penId, 'iotEvents', next.events);
    store(next.iotData);
  };
  const history = data.dType === ChartDataType.history;
  return (
    <Form layout="horizontal" size="small" labelCol={{ span: 10 }} colon={false} data-testid="chart-settings">
      <Form.Item label={t('chartKind')}>
        <Select
          value={chart.type}
          options={CHART_KINDS.map((code) => ({ value: code, label: t(`chart_${code}`) }))}
          onChange={(type) => setChart({ type })}
          data-testid="chart-kind"
        />
      </Form.Item>
      <Form.Item label={t('chartTitle')}>
        <Input
          maxLength={255}
          value={chart.title ?? ''}
          onChange={(event) => setChart({ title: event.target.value || undefined })}
          data-testid="chart-title"
        />
      </Form.Item>
      <Form.Item label={t('chartDataType')}>
        <Radio.Group
          value={data.dType ?? ChartDataType.live}
          onChange={(event) => setDataType(event.target.value as '0' | '1')}
          options={[
            { value: ChartDataType.live, label: t('chartLive') },
            { value: ChartDataType.history, label: t('chartHistory') },
          ]}
          data-testid="chart-data-type"
        />
      </Form.Item>
      {history ? (
        <>
          <Form.Item label={t('chartRange')}>
            <Select
              value={chart.historyHours}
              options={CHART_HISTORY_HOURS.map((hours) => ({ value: hours, label: t(`hours_${hours}`) }))}
              onChange={(historyHours) => setChart({ historyHours })}
              data-testid="chart-range"
            />
          </Form.Item>
          <Form.Item label={t('chartDataNum')}>
            <InputNumber
              min={HISTORY_POINTS.min}
              max={HISTORY_POINTS.max}
              step={HISTORY_POINTS.step}
              value={data.dataNum ?? HISTORY_POINTS.default}
              onChange={(value) => {
                const dataNum = historyPoints(value);
                if (dataNum !== null) store({ ...data, dataNum });
              }}
              data-testid="chart-data-num"
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item label={t('chartMaxNum')}>
          <InputNumber
            min={1}
            step={1}
            precision={0}
            value={data.maxNum ?? null}
            onChange={(value) => {
              const maxNum = livePoints(value);
              if (maxNum !== null) store({ ...data, maxNum });
            }}
            data-testid="chart-max-num"
          />
        </Form.Item>
      )}
      <h4 className="flow-panel-title">{t('chartSeries')}</h4>
      <List
        size="small"
        locale={{ emptyText: t('chartNoSeries') }}
        dataSource={data.data}
        renderItem={(series, index) => (
          <List.Item
            data-testid="chart-series"
            actions={[
              <DeleteItemButton
                key="delete"
                onClick={() => store({ ...data, data: data.data.filter((_, i) => i !== index) })}
              />,
            ]}
          >
            {[series.desc, series.variableName ?? series.varId ?? series.customDataId].filter(Boolean).join(' · ')}
          </List.Item>
        )}
      />
      <Button size="small" onClick={() => setBinding(true)} data-testid="chart-add-series">
        {t('chartAddSeries')}
      </Button>
      {binding && (
        <BindDialog
          current={boundDevice(data.data.at(-1))}
          onClose={() => setBinding(false)}
          onOk={(value) => {
            store({ ...data, data: [...data.data, { ...value, dataProps: [] }] });
            setBinding(false);
          }}
        />
      )}
    </Form>
  );
}

/** The chart panel (spec 2.1): the selected chart's settings, and the chart kinds to insert (codes 1-14). */
export function ChartsTab(props: PanelProps & { penId?: string; screen: boolean }) {
  const { t } = useTranslation(EDITOR_NS);
  const { engine, penId, onChange } = props;
  const isChart = penId !== undefined && engine.pen(penId)?.name === PenKind.chart;
  const insert = async (code: (typeof CHART_KINDS)[number]) => {
    const offset = engine.pens().filter((p) => p.name === PenKind.chart).length * INSERT_AT.step;
    const [added] = await engine.addPens([{ ...chartPen(code), x: INSERT_AT.x + offset, y: INSERT_AT.y + offset }]);
    if (added?.id) engine.select([added.id]);
    onChange();
  };
  return (
    <Flex vertical gap={12} className="flow-panel-form">
      {isChart ? <ChartSettingsForm {...props} penId={penId} /> : <p className="flow-panel-empty">{t('chartPick')}</p>}
      <h4 className="flow-panel-title">{t('chartInsert')}</h4>
      <div className="flow-chart-kinds">
        {CHART_KINDS.map((code) => (
          <Button key={code} size="small" onClick={() => void insert(code)} data-testid={`chart-insert-${code}`}>
            {t(`chart_${code}`)}
          </Button>
        ))}
      </div>
    </Flex>
  );
}
