import type pg from 'pg';
import type { PointWriter } from './point-writer.js';
import { aggregate, HOUR_MS, MINUTE_MS, sortPoints, type BucketAggregate, type PointInput } from './series.js';

const INSERT_POINTS = `
  INSERT INTO points (series_id, ts, value, text)
  SELECT * FROM unnest($1::int[], $2::bigint[], $3::float8[], $4::text[])
  ON CONFLICT DO NOTHING
  RETURNING series_id, ts, value`;

const upsertRollup = (table: string) => `
  INSERT INTO ${table} (series_id, bucket, min_value, max_value, sum_value, count, last_value, last_ts)
  SELECT * FROM unnest($1::int[], $2::bigint[], $3::float8[], $4::float8[], $5::float8[], $6::int[], $7::float8[], $8::bigint[])
  ON CONFLICT (series_id, bucket) DO UPDATE SET
    min_value = LEAST(${table}.min_value, excluded.min_value),
    max_value = GREATEST(${table}.max_value, excluded.max_value),
    sum_value = ${table}.sum_value + excluded.sum_value,
    count = ${table}.count + excluded.count,
    last_value = CASE WHEN excluded.last_ts >= ${table}.last_ts THEN excluded.last_value ELSE ${table}.last_value END,
    last_ts = GREATEST(${table}.last_ts, excluded.last_ts)`;

const columns = (rows: BucketAggregate[]) => [
  rows.map((r) => r.seriesId),
  rows.map((r) => r.bucket),
  rows.map((r) => r.min),
  rows.map((r) => r.max),
  rows.map((r) => r.sum),
  rows.map((r) => r.count),
  rows.map((r) => r.last),
  rows.map((r) => r.lastTs),
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

/** One statement per table with arrays (unnest): any batch size within PostgreSQL's parameter limit. */
export function createPostgresPointWriter(pool: pg.Pool): PointWriter {
  const knownPartitions = new Set<string>();

  async function ensurePartitions(client: pg.PoolClient, points: PointInput[]): Promise<void> {
    const needed = new Map<string, ReturnType<typeof monthPartition>>();
    for (const p of points) {
      const part = monthPartition(p.ts);
      if (!knownPartitions.has(part.name)) needed.set(part.name, part);
    }
    for (const part of needed.values()) {
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${part.name} PARTITION OF points FOR VALUES FROM (${part.from}) TO (${part.to})`,
      );
      knownPartitions.add(part.name);
    }
  }

  async function write(points: PointInput[]): Promise<number> {
    if (points.length === 0) return 0;
    sortPoints(points);
    const client = await pool.connect();
    try {
      await ensurePartitions(client, points);
      await client.query('BEGIN');
      const inserted = await client.query<{ series_id: number; ts: number; value: number | null }>(INSERT_POINTS, [
        points.map((p) => p.seriesId),
        points.map((p) => p.ts),
        points.map((p) => p.value),
        points.map((p) => p.text),
      ]);
      const fresh = inserted.rows.map((r) => ({ seriesId: r.series_id, ts: r.ts, value: r.value, text: null }));
      for (const [table, bucketMs] of [
        ['rollup_minute', MINUTE_MS],
        ['rollup_hour', HOUR_MS],
      ] as const) {
        const rows = aggregate(fresh, bucketMs);
        if (rows.length > 0) await client.query(upsertRollup(table), columns(rows));
      }
      await client.query('COMMIT');
      return fresh.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return { write };
}
