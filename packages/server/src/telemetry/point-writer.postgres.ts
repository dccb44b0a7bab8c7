import type pg from 'pg';
import type { PointWriter } from './point-writer.js';
import { HOUR_MS, MINUTE_MS, sortPoints, type LatestInput, type PointInput } from './series.js';

const UNIQUE_VIOLATION = '23505';

const ROLLUP_MERGE = (table: string) => `
  ON CONFLICT (series_id, bucket) DO UPDATE SET
    min_value = LEAST(${table}.min_value, excluded.min_value),
    max_value = GREATEST(${table}.max_value, excluded.max_value),
    sum_value = ${table}.sum_value + excluded.sum_value,
    count = ${table}.count + excluded.count,
    last_value = CASE WHEN excluded.last_ts >= ${table}.last_ts THEN excluded.last_value ELSE ${table}.last_value END,
    last_ts = GREATEST(${table}.last_ts, excluded.last_ts)`;

const ROLLUP_COLUMNS = '(series_id, bucket, min_value, max_value, sum_value, count, last_value, last_ts)';

/** A rollup upsert of aggregates made in Node: eight arrays from parameter `first` on. */
const rollupFromArrays = (table: string, first: number) => {
  const types = ['int', 'bigint', 'float8', 'float8', 'float8', 'int', 'float8', 'bigint'];
  const arrays = types.map((type, i) => `$${first + i}::${type}[]`).join(', ');
  return `INSERT INTO ${table} ${ROLLUP_COLUMNS} SELECT * FROM unnest(${arrays}) ${ROLLUP_MERGE(table)}`;
};

/** Both rollups in one statement. */
const UPSERT_ROLLUPS = `WITH minute AS (${rollupFromArrays('rollup_minute', 1)}) ${rollupFromArrays('rollup_hour', 9)}`;

/** The common case: no point of the batch is stored yet, so a plain insert (no conflict check) takes them all. */
const INSERT_POINTS = `
  INSERT INTO points (series_id, ts, value, text)
  SELECT * FROM unnest($1::int[], $2::bigint[], $3::float8[], $4::text[])`;

/** Rollup of the rows the insert kept (duplicates are skipped, so nothing is counted twice). */
const rollupOfKept = (table: string, bucketMs: number) => `
  ${table}_upsert AS (
    INSERT INTO ${table} ${ROLLUP_COLUMNS}
    SELECT series_id, ts - ts % ${bucketMs}, MIN(value), MAX(value), SUM(value), COUNT(*),
           (array_agg(value ORDER BY ts DESC))[1], MAX(ts)
    FROM inserted WHERE value IS NOT NULL
    GROUP BY series_id, ts - ts % ${bucketMs}
    ${ROLLUP_MERGE(table)}
  )`;

/**
 * A batch holding points already stored (a retried flush, a gateway sending again): points and both
 * rollups in one statement (data-modifying CTEs), the rollups made of the rows actually inserted.
 */
const WRITE_POINTS_SKIPPING_STORED = `
  WITH inserted AS (
    INSERT INTO points (series_id, ts, value, text)
    SELECT * FROM unnest($1::int[], $2::bigint[], $3::float8[], $4::text[])
    ON CONFLICT DO NOTHING
    RETURNING series_id, ts, value
  ),
  ${rollupOfKept('rollup_minute', MINUTE_MS)},
  ${rollupOfKept('rollup_hour', HOUR_MS)}
  SELECT COUNT(*)::int AS kept FROM inserted`;

const UPSERT_LATEST = `
  INSERT INTO latest_values (variable_id, value, numeric, ts)
  SELECT u.* FROM unnest($1::int[], $2::text[], $3::float8[], $4::bigint[]) AS u(variable_id, value, numeric, ts)
  JOIN variables v ON v.id = u.variable_id
  ON CONFLICT (variable_id) DO UPDATE SET value = excluded.value, numeric = excluded.numeric, ts = excluded.ts
  WHERE excluded.ts >= latest_values.ts`;

/**
 * A PostgreSQL array literal of numbers (`{1,2.5,NULL}`): much cheaper than the driver's element-wise
 * conversion. JavaScript's number text reads back as the same float8.
 */
function numberArray(values: (number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
}

function textArray(values: (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/**
 * The 1-minute or 1-hour aggregates of points sorted by (series, ts), as the eight columns of a rollup
 * upsert: one pass, since the buckets of a series follow each other. Text points have no rollup.
 */
function rollupArrays(points: PointInput[], bucketMs: number): string[] {
  const series: number[] = [];
  const buckets: number[] = [];
  const min: number[] = [];
  const max: number[] = [];
  const sum: number[] = [];
  const count: number[] = [];
  const last: number[] = [];
  const lastTs: number[] = [];
  let n = -1;
  for (const { seriesId, ts, value } of points) {
    if (value === null) continue;
    const bucket = ts - (((ts % bucketMs) + bucketMs) % bucketMs);
    if (n < 0 || series[n] !== seriesId || buckets[n] !== bucket) {
      n += 1;
      series.push(seriesId);
      buckets.push(bucket);
      min.push(value);
      max.push(value);
      sum.push(value);
      count.push(1);
      last.push(value);
      lastTs.push(ts);
      continue;
    }
    min[n] = Math.min(min[n]!, value);
    max[n] = Math.max(max[n]!, value);
    sum[n] = sum[n]! + value;
    count[n] = count[n]! + 1;
    last[n] = value;
    lastTs[n] = ts;
  }
  return [series, buckets, min, max, sum, count, last, lastTs].map(numberArray);
}

const pointArrays = (points: PointInput[]) => [
  numberArray(points.map((p) => p.seriesId)),
  numberArray(points.map((p) => p.ts)),
  numberArray(points.map((p) => p.value)),
  textArray(points.map((p) => p.text)),
];

/** The month partition (UTC) holding a time, as `points_y2026m11` with its bounds. */
export function monthPartition(ts: number): { name: string; from: number; to: number } {
  const d = new Date(ts);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  return {
    name: `points_y${y}m${String(m + 1).padStart(2, '0')}`,
    from: Date.UTC(y, m, 1),
    to: Date.UTC(y, m + 1, 1),
  };
}

/**
 * Arrays (unnest) rather than one parameter per value: any batch size within PostgreSQL's limits.
 * A batch is first written the cheap way (plain insert, rollups aggregated here); if some of its points
 * are stored already, that attempt is undone and the batch written skipping them.
 */
export function createPostgresPointWriter(pool: pg.Pool): PointWriter {
  /** Starts of the month partitions known to exist. */
  const knownPartitions = new Set<number>();
  /** After a batch with stored points, the next goes straight to the skipping write (retries come in runs). */
  let skipStoredNext = false;

  /** Creates the month partitions the points fall in; a point in the previous point's month needs no lookup. */
  async function ensurePartitions(client: pg.PoolClient, points: PointInput[]): Promise<void> {
    let from = 0;
    let to = 0;
    for (const { ts } of points) {
      if (ts >= from && ts < to) continue;
      const part = monthPartition(ts);
      ({ from, to } = part);
      if (knownPartitions.has(from)) continue;
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${part.name} PARTITION OF points FOR VALUES FROM (${from}) TO (${to})`,
      );
      knownPartitions.add(from);
    }
  }

  async function writePoints(client: pg.PoolClient, points: PointInput[]): Promise<number> {
    const arrays = pointArrays(points);
    if (!skipStoredNext) {
      await client.query('SAVEPOINT fresh_points');
      try {
        await client.query(INSERT_POINTS, arrays);
        await client.query(UPSERT_ROLLUPS, [...rollupArrays(points, MINUTE_MS), ...rollupArrays(points, HOUR_MS)]);
        await client.query('RELEASE SAVEPOINT fresh_points');
        return points.length;
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        await client.query('ROLLBACK TO SAVEPOINT fresh_points');
      }
    }
    const result = await client.query<{ kept: number }>(WRITE_POINTS_SKIPPING_STORED, arrays);
    const kept = result.rows[0]?.kept ?? 0;
    skipStoredNext = kept < points.length;
    return kept;
  }

  async function write(points: PointInput[], latest: LatestInput[] = []): Promise<number> {
    if (points.length === 0 && latest.length === 0) return 0;
    sortPoints(points);
    const client = await pool.connect();
    try {
      await ensurePartitions(client, points);
      await client.query('BEGIN');
      const kept = points.length > 0 ? await writePoints(client, points) : 0;
      if (latest.length > 0) {
        await client.query(UPSERT_LATEST, [
          numberArray(latest.map((l) => l.variableId)),
          textArray(latest.map((l) => l.value)),
          numberArray(latest.map((l) => l.numeric)),
          numberArray(latest.map((l) => l.ts)),
        ]);
      }
      await client.query('COMMIT');
      return kept;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      // A partition may have been dropped by retention since: check them again on the retry.
      knownPartitions.clear();
      throw error;
    } finally {
      client.release();
    }
  }

  return { write };
}
