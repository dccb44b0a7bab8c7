import type { HistorySeries, HistoryTarget } from '../variable-history';

export type SheetCell = string | number | null;

/** The report as one sheet: a time column, then one column per variable (what the table and exports show). */
export interface ReportSheet {
  header: string[];
  /** `[time, value of each series...]`, in time order. */
  rows: SheetCell[][];
}

export const columnTitle = (target: HistoryTarget) => (target.unit ? `${target.label} (${target.unit})` : target.label);

/** Every series of one query has the same bucket times; values are matched by time all the same. */
export function reportSheet(series: readonly HistorySeries[], timeTitle: string): ReportSheet {
  const times = series[0]?.points.map((point) => point.time) ?? [];
  const byTime = series.map(({ points }) => new Map(points.map((point) => [point.time, point.value])));
  return {
    header: [timeTitle, ...series.map((s) => columnTitle(s.target))],
    rows: times.map((time) => [time, ...byTime.map((values) => values.get(time) ?? null)]),
  };
}
