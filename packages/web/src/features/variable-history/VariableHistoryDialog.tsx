import { Flex, InputNumber, Modal, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../ui/pickers/useDebounced';
import { useHistorySeries, type HistoryRequest, type HistoryTarget } from './api';
import { HistoryRangePicker, type TimeRange } from './HistoryRangePicker';
import { alignUp, bucketUnit, intervalForPoints, lastHours, SECOND_MS } from './history-window';
import { VARIABLE_HISTORY_NS } from './i18n';
import { LazyLineChart } from './LazyLineChart';

/** The data-point count input (spec 5: 10 to 300, default 100, steps of 10). */
const POINTS = { min: 10, max: 300, step: 10, initial: 100 } as const;

const clampPoints = (value: number) => Math.min(POINTS.max, Math.max(POINTS.min, Math.round(value)));

interface VariableHistoryDialogProps {
  target: HistoryTarget;
  onClose: () => void;
  /** The first window in hours back from now: 1, or 8 on the chart screen (spec 9). */
  defaultHours?: number;
}

/** One variable's or custom data item's history: a time range, a data-point count, a line chart. */
export function VariableHistoryDialog({ target, onClose, defaultHours = 1 }: VariableHistoryDialogProps) {
  const { t } = useTranslation(VARIABLE_HISTORY_NS);
  const [range, setRange] = useState<TimeRange>(() => lastHours(defaultHours));
  const [pointsDraft, setPointsDraft] = useState<number>(POINTS.initial);
  const points = clampPoints(useDebounced(pointsDraft, 400));
  const request = useMemo((): HistoryRequest | null => {
    if (!range) return null;
    const end = range[1].valueOf();
    const intervalMs = intervalForPoints({ start: range[0].valueOf(), end }, points);
    // Rollup buckets start on whole minutes or hours: starting there keeps the count at most `points`
    // (and whole seconds at least, as the bucket times read).
    const unit = Math.max(SECOND_MS, bucketUnit(intervalMs));
    return { start: alignUp(range[0].valueOf(), unit), end, intervalMs };
  }, [range, points]);
  const targets = useMemo(() => [target], [target]);
  const { series, loading } = useHistorySeries(targets, request);

  return (
    <Modal
      open
      title={t('title', { name: target.label })}
      width={1000}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <HistoryRangePicker value={range} onChange={setRange} />
        <span>{t('points')}</span>
        <InputNumber
          min={POINTS.min}
          max={POINTS.max}
          step={POINTS.step}
          precision={0}
          value={pointsDraft}
          onChange={(value) => setPointsDraft(value ?? POINTS.initial)}
          data-testid="history-points"
        />
      </Flex>
      <Spin spinning={loading}>
        {/* Finer buckets than the gateway's period are often empty: one variable's trend reads better joined. */}
        <LazyLineChart series={series} height={420} connectNulls emptyText={range ? undefined : t('timeRequired')} />
      </Spin>
    </Modal>
  );
}
