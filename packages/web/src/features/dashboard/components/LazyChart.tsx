import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './EChart';

// ECharts loads with the first chart, in a chunk of its own.
const EChart = lazy(() => import('./EChart'));

export function LazyChart(props: EChartProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
