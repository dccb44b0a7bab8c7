import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gaugeOption } from '../chart-options';
import { DASHBOARD_NS } from '../i18n';
import { LazyChart } from './LazyChart';
import { Panel } from './Panel';
import { useBoxHeight } from './useBoxHeight';
import { useChartFont } from './useChartFont';

/** Data monitoring: the work-order completion gauge (0 to 100 %), its number sized to the panel. */
export function MonitorPanel({ completionRate }: { completionRate: number | null | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const font = useChartFont();
  const box = useRef<HTMLDivElement>(null);
  const height = useBoxHeight(box);
  const option = useMemo(() => gaugeOption(completionRate ?? null, font, height), [completionRate, font, height]);
  return (
    <Panel
      title={t('monitor.title')}
      extra={<span className="dashboard-muted">{t('monitor.completion')}</span>}
      className="dashboard-monitor"
      testId="dashboard-monitor"
    >
      <div ref={box} className="dashboard-gauge-box">
        <LazyChart option={option} height="100%" testId="dashboard-gauge" />
      </div>
    </Panel>
  );
}
