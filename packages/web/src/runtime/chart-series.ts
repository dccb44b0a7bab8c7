import { ChartDataType, HISTORY_POINTS } from '@iot/contract';

/** Spec 9: a real-time line keeps 30 points unless the pen says otherwise. */
export const LIVE_POINTS_DEFAULT = 30;
/** Spec 9: the history window of a chart is 1 hour unless the pen sets a range. */
export const HISTORY_WINDOW_MS = 60 * 60 * 1000;

/** Chart codes that show one value per series (gauges, percentage columns) rather than a time line. */
const SINGLE_VALUE_CODES = new Set(['5', '6', '7', '11']);
/** Pies and rings: a slice per binding, its latest value. */
const PIE_CODES = new Set(['3', '4']);

export type Point = [time: number, value: number];

/** What a chart pen keeps of its `data`: the kind, live or history, and its point counts. */
export interface ChartSpec {
  code: string;
  history: boolean;
  maxNum: number;
  dataNum: number;
}

export function chartSpec(data: { dType?: string; maxNum?: number; dataNum?: number; echarts?: { type: string } }) {
  return {
    code: data.echarts?.type ?? '1',
    history: data.dType === ChartDataType.history,
    maxNum: data.maxNum ?? LIVE_POINTS_DEFAULT,
    dataNum: data.dataNum ?? HISTORY_POINTS.default,
  } satisfies ChartSpec;
}

/** Appends a live value, keeping the newest `maxNum` points (a rolling real-time chart). */
export function rolled(points: readonly Point[], point: Point, maxNum: number): Point[] {
  const next = [...points, point];
  return next.length > maxNum ? next.slice(next.length - maxNum) : next;
}

/** At most `count` points, evenly picked over the whole range (the newest always kept). */
export function thinned(points: readonly Point[], count: number): Point[] {
  if (points.length <= count) return [...points];
  const step = points.length / count;
  return Array.from({ length: count }, (_, i) => points[Math.min(points.length - 1, Math.round((i + 1) * step) - 1)]!);
}

type Option = Record<string, unknown>;

/**
 * The pen's ECharts option with its bindings' points: a time line per binding (a range selector under
 * history charts), or the latest value for the single-value kinds. Series the option lacks are added.
 */
export function optionWith(
  base: Option,
  spec: ChartSpec,
  series: readonly (readonly Point[])[],
  names: string[],
): Option {
  const given = Array.isArray(base.series) ? (base.series as Option[]) : [];
  const latest = (points: readonly Point[]) => points.at(-1)?.[1] ?? 0;
  if (PIE_CODES.has(spec.code)) {
    return {
      tooltip: { trigger: 'item' },
      ...base,
      series: [
        { type: 'pie', ...given[0], data: series.map((points, i) => ({ name: names[i], value: latest(points) })) },
      ],
    };
  }
  if (SINGLE_VALUE_CODES.has(spec.code)) {
    return {
      ...base,
      series: series.map((points, i) => ({
        type: 'gauge',
        ...given[i],
        data: [{ name: names[i], value: latest(points) }],
      })),
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    ...base,
    xAxis: { type: 'time', ...(base.xAxis as Option | undefined) },
    yAxis: { type: 'value', ...(base.yAxis as Option | undefined) },
    ...(spec.history ? { dataZoom: [{ type: 'slider', height: 16, bottom: 4 }, { type: 'inside' }] } : {}),
    series: series.map((points, i) => ({
      type: spec.code === '2' || spec.code === '14' ? 'bar' : 'line',
      showSymbol: points.length < 2,
      ...given[i],
      name: names[i],
      data: points,
    })),
  };
}
