import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { HOUR_MS, MINUTE_MS } from './series.js';

/** Most buckets one history query answers (spec: 500 points per variable). */
export const MAX_POINTS = 500;

export interface HistoryQuery {
  seriesId: number;
  from: number;
  to: number;
  intervalMs: number;
  /** 'avg' for measured values, 'last' for switches and counters. */
  pick: 'avg' | 'last';
}

/**
 * One entry per bucket from `from` in steps of `intervalMs`; a bucket without stored values has
 * value, min and max null (the chart draws a gap there).
 */
export interface HistoryPoint {
  time: number;
  value: number | null;
  min: number | null;
  max: number | null;
}

type Source = { table: 'rollup_minute' | 'rollup_hour'; ts: 'bucket' } | { table: 'points'; ts: 'ts' };

/** The coarsest stored resolution that still divides the asked interval. */
export function sourceFor(intervalMs: number): Source {
  if (intervalMs >= HOUR_MS && intervalMs % HOUR_MS === 0) return { table: 'rollup_hour', ts: 'bucket' };
  if (intervalMs >= MINUTE_MS && intervalMs % MINUTE_MS === 0) return { table: 'rollup_minute', ts: 'bucket' };
  return { table: 'points', ts: 'ts' };
}

export function bucketCount(from: number, to: number, intervalMs: number): number {
  return Math.ceil((to - from) / intervalMs);
}

interface BucketRow {
  i: number;
  avg: number | null;
  min: number | null;
  max: number | null;
  last: number | null;
}

export function createHistoryReader(db: Db) {
  const { kysely, dialect } = db;

  /** Numbers bound as bigint on PostgreSQL, so comparisons with the bigint keys stay index ranges. */
  const big = (n: number) => (dialect === 'postgres' ? sql`${n}::bigint` : sql`${n}`);

  /**
   * The value of the latest row of each bucket, computed only when asked: SQLite returns the bare
   * column of the row holding MAX(); PostgreSQL takes the greatest [ts, value] pair (a plain
   * aggregate, no per-bucket sort; epoch ms are exact in float8).
   */
  function lastOf(q: HistoryQuery, raw: boolean) {
    if (q.pick !== 'last') return sql`NULL AS last`;
    const column = sql.ref(raw ? 'value' : 'last_value');
    const ts = sql.ref(raw ? 'ts' : 'last_ts');
    return dialect === 'postgres'
      ? sql`(MAX(ARRAY[${ts}::float8, ${column}]))[2] AS last`
      : sql`${column} AS last, MAX(${ts}) AS last_ts_max`;
  }

  async function buckets(q: HistoryQuery, source: Source): Promise<BucketRow[]> {
    const ts = sql.ref(source.ts);
    const index = sql<number>`CAST((${ts} - ${big(q.from)}) / ${big(q.intervalMs)} AS INTEGER)`;
    const raw = source.table === 'points';
    const avg = raw ? sql<number>`AVG(value)` : sql<number>`SUM(sum_value) / SUM(count)`;
    const min = raw ? sql<number>`MIN(value)` : sql<number>`MIN(min_value)`;
    const max = raw ? sql<number>`MAX(value)` : sql<number>`MAX(max_value)`;
    const result = await sql<BucketRow>`
      SELECT ${index} AS i, ${avg} AS avg, ${min} AS min, ${max} AS max, ${lastOf(q, raw)}
      FROM ${sql.table(source.table)}
      WHERE series_id = ${q.seriesId} AND ${ts} >= ${big(q.from)} AND ${ts} < ${big(q.to)}
        ${raw ? sql`AND value IS NOT NULL` : sql``}
      GROUP BY 1`.execute(kysely);
    return result.rows;
  }

  /** Buckets of a series over [from, to); at most MAX_POINTS, the caller checks before. */
  async function query(q: HistoryQuery): Promise<HistoryPoint[]> {
    const n = bucketCount(q.from, q.to, q.intervalMs);
    const rows = await buckets(q, sourceFor(q.intervalMs));
    const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
    return Array.from({ length: n }, (_, i) => {
      const r = byIndex.get(i);
      const value = r ? (q.pick === 'last' ? r.last : r.avg) : null;
      return { time: q.from + i * q.intervalMs, value: value ?? null, min: r?.min ?? null, max: r?.max ?? null };
    });
  }

  /** The first and last stored numeric values of a series in [from, to) (counter differences). */
  async function firstAndLast(seriesId: number, from: number, to: number) {
    const edge = (direction: 'asc' | 'desc') =>
      kysely
        .selectFrom('points')
        .select(['value', 'ts'])
        .where('seriesId', '=', seriesId)
        .where('ts', '>=', from)
        .where('ts', '<', to)
        .where('value', 'is not', null)
        .orderBy('ts', direction)
        .limit(1)
        .executeTakeFirst();
    const [first, last] = await Promise.all([edge('asc'), edge('desc')]);
    if (!first || !last || first.value === null || last.value === null) return undefined;
    return { first: first.value, last: last.value };
  }

  return { query, firstAndLast };
}
export type HistoryReader = ReturnType<typeof createHistoryReader>;
