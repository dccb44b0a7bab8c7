import type { EChartsCoreOption } from 'echarts/core';
import type { HistorySeries } from './api';

/** Room one extra value axis takes beside the plot. */
const AXIS_OFFSET = 56;

/** `yyyy-MM-dd HH:mm:ss` → `MM-dd HH:mm` under the time axis. */
const shortTime = (time: string) => time.slice(5, 16);

export interface LineChartLook {
  /** The page's font family: ECharts' default "sans-serif" is measured in one font and drawn in another. */
  fontFamily: string;
  /** Draw across empty buckets instead of leaving gaps. */
  connectNulls: boolean;
}

/** A value between two empty buckets is drawn as a dot: a line needs two neighbours to show. */
function withLoneDots(values: readonly (number | null)[]) {
  return values.map((value, i) =>
    value !== null && (values[i - 1] ?? null) === null && (values[i + 1] ?? null) === null
      ? { value, symbol: 'circle', symbolSize: 6 }
      : value,
  );
}

/**
 * One line per series over the bucket times (every series of a query shares them), one value axis per
 * unit (alternating left and right), gaps where a bucket is empty, switch values as steps, zoom by
 * wheel and slider. ECharts escapes the names it puts into tooltips, so user text stays text.
 */
export function lineChartOption(
  series: readonly HistorySeries[],
  { fontFamily, connectNulls }: LineChartLook,
): EChartsCoreOption {
  const times = series[0]?.points.map((point) => point.time) ?? [];
  const units = [...new Set(series.map((s) => s.target.unit))];
  const sideCount = (side: number) => units.filter((_, i) => i % 2 === side).length;
  return {
    animationDuration: 300,
    textStyle: { fontFamily },
    legend: { type: 'scroll', top: 0, left: 16, right: 16 },
    tooltip: { trigger: 'axis', confine: true, className: 'history-chart-tooltip' },
    grid: {
      top: 56,
      bottom: 72,
      left: 24 + Math.max(0, sideCount(0) - 1) * AXIS_OFFSET,
      right: 24 + Math.max(0, sideCount(1) - 1) * AXIS_OFFSET,
      containLabel: true,
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: times,
      axisLabel: { formatter: shortTime, hideOverlap: true },
    },
    yAxis: units.map((unit, i) => ({
      type: 'value',
      name: unit,
      position: i % 2 === 0 ? 'left' : 'right',
      offset: Math.floor(i / 2) * AXIS_OFFSET,
      scale: true,
      alignTicks: i > 0,
      axisLine: { show: true },
      splitLine: { show: i === 0 },
    })),
    dataZoom: [
      { type: 'inside', filterMode: 'none' },
      { type: 'slider', filterMode: 'none', bottom: 16, labelFormatter: (i: number) => shortTime(times[i] ?? '') },
    ],
    series: series.map(({ target, points }) => ({
      id: target.key,
      name: target.label,
      type: 'line',
      yAxisIndex: units.indexOf(target.unit),
      data: connectNulls ? points.map((point) => point.value) : withLoneDots(points.map((point) => point.value)),
      step: target.step ? 'end' : false,
      symbol: 'none',
      showAllSymbol: true,
      connectNulls,
      tooltip: { valueFormatter: (value: number | null | undefined) => valueText(value, target.unit) },
    })),
  };
}

/** Empty buckets read "-". */
function valueText(value: number | null | undefined, unit: string): string {
  if (typeof value !== 'number') return '-';
  return unit ? `${value} ${unit}` : String(value);
}
