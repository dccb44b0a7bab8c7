import {
  ChartCode,
  ChartDataType,
  DEFAULT_HISTORY_HOURS,
  EventAction,
  EventTrigger,
  HISTORY_POINTS,
  LIVE_POINTS_DEFAULT,
  PenKind,
  PenType,
  RuntimeEvent,
  type ChartCode as ChartCodeValue,
} from '@iot/contract';

/** The chart kinds the chart panel inserts, in the spec's order of codes (spec 9). */
export const CHART_KINDS: readonly ChartCodeValue[] = Object.values(ChartCode);

/** Bars show 12 points by default, the other kinds 30 (spec 9). */
const BAR_CODES: readonly string[] = [ChartCode.bar, ChartCode.sortedBar, ChartCode.liveBar];
export const livePointsDefault = (code: string): number =>
  BAR_CODES.includes(code) ? LIVE_POINTS_DEFAULT.bar : LIVE_POINTS_DEFAULT.line;

/** The default chart size: 360 wide, 240 high. */
const CHART_SIZE = { width: 360, height: 240 } as const;

/** A new real-time chart pen of a kind, as the gallery adds it (the engine gives it its id and place). */
export function chartPen(code: ChartCodeValue): Record<string, unknown> {
  return {
    name: PenKind.chart,
    type: PenType.node,
    ...CHART_SIZE,
    iotData: { dType: ChartDataType.live, maxNum: livePointsDefault(code), data: [], echarts: { type: code } },
  };
}

/** The event a history chart carries: a click opens the bound variable's history (spec 4.1). */
const OPEN_HISTORY = {
  type: EventTrigger.click,
  name: 'click',
  action: EventAction.more,
  myType: RuntimeEvent.openHistory,
} as const;

type Json = Record<string, unknown>;
const isOpenHistory = (event: unknown) =>
  typeof event === 'object' && event !== null && String((event as Json).myType) === RuntimeEvent.openHistory;

/**
 * A chart switched to real time ('0') or history ('1', spec 4.1): history adds the open-item event and
 * its window (8 hours on a screen, 1 hour elsewhere) and 100 points; real time removes the event.
 */
export function withChartDataType(
  iotData: Json,
  events: readonly unknown[],
  dType: '0' | '1',
  screen: boolean,
): { iotData: Json; events: unknown[] } {
  const others = events.filter((event) => !isOpenHistory(event));
  const chart = (iotData.echarts ?? {}) as Json;
  if (dType === ChartDataType.live) {
    const { historyHours: _hours, ...rest } = chart;
    const { dataNum: _points, ...data } = iotData;
    return { iotData: { ...data, dType, echarts: rest }, events: others };
  }
  return {
    iotData: {
      ...iotData,
      dType,
      dataNum: typeof iotData.dataNum === 'number' ? iotData.dataNum : HISTORY_POINTS.default,
      echarts: {
        ...chart,
        historyHours: chart.historyHours ?? (screen ? DEFAULT_HISTORY_HOURS.screen : DEFAULT_HISTORY_HOURS.other),
      },
    },
    events: [...others, OPEN_HISTORY],
  };
}

/** History points are entered in steps of 10 within 10-300 (spec 5). */
export function historyPoints(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const stepped = Math.round(value / HISTORY_POINTS.step) * HISTORY_POINTS.step;
  return Math.min(HISTORY_POINTS.max, Math.max(HISTORY_POINTS.min, stepped));
}

/** A real-time chart's point count: a whole number, at least 1 (spec 5). */
export const livePoints = (value: number | null): number | null =>
  value === null || !Number.isFinite(value) ? null : Math.max(1, Math.round(value));

/** Whether a selection holds a chart: the spec refuses normal copy for charts, they are cloned. */
export const hasChart = (pens: readonly { name?: string }[]): boolean => pens.some((p) => p.name === PenKind.chart);
