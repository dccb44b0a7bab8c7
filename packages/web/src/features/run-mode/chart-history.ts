import type { BindingTarget } from '../../runtime/display';
import type { Point } from '../../runtime/chart-series';
import { fetchPointValues } from '../variable-history/api';

/** `yyyy-MM-dd HH:mm:ss` of the history API as a time of the page. */
const timeOf = (text: string) => new Date(text.replace(' ', 'T')).getTime();

/** A history chart's stored points: about `count` buckets over the range, empty buckets left out. */
export async function historyPoints(
  target: BindingTarget,
  range: { start: number; end: number },
  count: number,
): Promise<Point[]> {
  const { history } = target;
  if (!history) return [];
  const values = await fetchPointValues(
    { key: `${history.type}:${history.code}`, ...history, label: target.name, unit: target.unit, step: false },
    { ...range, intervalMs: Math.max(1000, Math.ceil((range.end - range.start) / count)) },
  );
  return values.flatMap((point): Point[] => (point.value === null ? [] : [[timeOf(point.time), point.value]]));
}
