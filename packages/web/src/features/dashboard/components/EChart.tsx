import { GaugeChart, PieChart } from 'echarts/charts';
import { TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([GaugeChart, PieChart, TitleComponent, TooltipComponent, CanvasRenderer]);

export interface EChartProps {
  option: echarts.EChartsCoreOption;
  height: number | string;
  testId: string;
}

/** One ECharts canvas of the dashboard (gauge, pies), in its own chunk: load it through LazyChart. */
export default function EChart({ option, height, testId }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const node = element.current!;
    const instance = echarts.init(node, 'dark');
    chart.current = instance;
    // Tests and screenshots wait for this.
    instance.on('finished', () => node.setAttribute('data-drawn', 'true'));
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(node);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    instance.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} style={{ width: '100%', height }} data-testid={testId} />;
}
