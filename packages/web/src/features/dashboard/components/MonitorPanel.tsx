import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gaugeOption } from '../chart-options';
import { DASHBOARD_NS } from '../i18n';
import { LazyChart } from './LazyChart';
import { Panel } from './Panel';
import { useChartFont } from './useChartFont';

/** Data monitoring: the work-order completion gauge (0 to 100 %). */
export function MonitorPanel({ completionRate }: { completionRate: number | null | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const font = useChartFont();
  const option = useMemo(() => gaugeOption(completionRate ?? null, font), [completionRate, font]);
  return (
    <Panel
      title={t('monitor.title')}
      extra={<span className="dashboard-muted">{t('monitor.completion')}</span>}
      className="dashboard-monitor"
      testId="dashboard-monitor"
    >
      <LazyChart option={option} height="100%" testId="dashboard-gauge" />
    </Panel>
  );
}
