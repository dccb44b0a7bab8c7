/** Stored values are keyed by series: a variable is its own id, a custom data item minus its id. */
export const variableSeries = (variableId: number): number => variableId;
export const customDataSeries = (customDataId: number): number => -customDataId;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

export interface PointInput {
  seriesId: number;
  ts: number;
  /** Numeric value; null for text and bytes values, which only the raw table keeps. */
  value: number | null;
  text: string | null;
  /** The time it counts as for the latest value when that differs from `ts` (stamped ahead of the clock). */
  latestTs?: number;
}

/** A variable's newest value of a batch, for latest_values. */
export interface LatestInput {
  variableId: number;
  /** The value as text (numbers too), what the variable lists show. */
  value: string;
  numeric: number | null;
  ts: number;
}

/** Aggregate of the new points of one series in one bucket. */
export interface BucketAggregate {
  seriesId: number;
  bucket: number;
  min: number;
  max: number;
  sum: number;
  count: number;
  last: number;
  lastTs: number;
}

/** Folds points (already known to be new) into per-(series, bucket) aggregates. */
export function aggregate(points: Iterable<PointInput>, bucketMs: number): BucketAggregate[] {
  const byKey = new Map<string, BucketAggregate>();
  for (const p of points) {
    if (p.value === null) continue;
    const bucket = p.ts - (((p.ts % bucketMs) + bucketMs) % bucketMs);
    const key = `${p.seriesId}:${bucket}`;
    const a = byKey.get(key);
    if (!a) {
      byKey.set(key, {
        seriesId: p.seriesId,
        bucket,
        min: p.value,
        max: p.value,
        sum: p.value,
        count: 1,
        last: p.value,
        lastTs: p.ts,
      });
      continue;
    }
    a.min = Math.min(a.min, p.value);
    a.max = Math.max(a.max, p.value);
    a.sum += p.value;
    a.count += 1;
    if (p.ts >= a.lastTs) {
      a.last = p.value;
      a.lastTs = p.ts;
    }
  }
  return [...byKey.values()];
}

/** Sorted by (series, ts): SQLite then touches each series' pages once per commit. */
export function sortPoints(points: PointInput[]): PointInput[] {
  return points.sort((a, b) => a.seriesId - b.seriesId || a.ts - b.ts);
}
