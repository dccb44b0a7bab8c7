import { Empty, Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryLineChartProps } from './HistoryLineChart';

const HistoryLineChart = lazy(() => import('./HistoryLineChart'));

interface LazyLineChartProps extends HistoryLineChartProps {
  /** What the empty chart says (default "no data"). */
  emptyText?: ReactNode;
}

/** The history line chart, with ECharts loaded on first use; an empty state without series. */
export function LazyLineChart({ emptyText, ...chart }: LazyLineChartProps) {
  const { t } = useTranslation();
  if (chart.series.length === 0) {
    return (
      <ChartPlaceholder height={chart.height}>
        <Empty description={emptyText ?? t('common.noData')} />
      </ChartPlaceholder>
    );
  }
  return (
    <Suspense
      fallback={
        <ChartPlaceholder height={chart.height}>
          <Spin />
        </ChartPlaceholder>
      }
    >
      <HistoryLineChart {...chart} />
    </Suspense>
  );
}

/** Keeps the chart's height while something else stands in for it. */
function ChartPlaceholder({ height, children }: { height: number; children: ReactNode }) {
  return <div style={{ height, display: 'grid', placeItems: 'center' }}>{children}</div>;
}
