import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { HistorySeries } from './api';
import { lineChartOption } from './chart-option';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

export interface HistoryLineChartProps {
  series: readonly HistorySeries[];
  height: number;
  /** Draw across empty buckets (default: leave a gap). */
  connectNulls?: boolean;
}

/** The ECharts line chart of history series (its own chunk: load it through LazyLineChart). */
export default function HistoryLineChart({ series, height, connectNulls = false }: HistoryLineChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const node = element.current!;
    const instance = echarts.init(node);
    chart.current = instance;
    // Tests and screenshots wait for this: what the chart has drawn, as `{series}x{points}`.
    instance.on('finished', () => node.setAttribute('data-drawn', node.dataset.drawing ?? ''));
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(node);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    element.current?.setAttribute('data-drawing', `${series.length}x${series[0]?.points.length ?? 0}`);
    const fontFamily = getComputedStyle(document.body).fontFamily;
    chart.current?.setOption(lineChartOption(series, { fontFamily, connectNulls }), { notMerge: true });
  }, [series, connectNulls]);

  return <div ref={element} style={{ width: '100%', height }} data-testid="history-chart" />;
}
