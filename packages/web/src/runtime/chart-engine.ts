import { BarChart, GaugeChart, LineChart, PieChart, RadarChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  GaugeChart,
  PieChart,
  RadarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  RadarComponent,
  DataZoomComponent,
  AriaComponent,
  CanvasRenderer,
]);

/** The chart kinds of the editor's chart pens (spec 9), loaded with the first chart pen of a screen. */
export const initChart = (element: HTMLElement) => echarts.init(element);
export type Chart = ReturnType<typeof initChart>;
