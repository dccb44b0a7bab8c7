import type pg from 'pg';
import type { PointWriter } from './point-writer.js';
import { HOUR_MS, MINUTE_MS, sortPoints, type LatestInput, type PointInput } from './series.js';

/** Rollup of the rows the insert kept (duplicates are skipped, so nothing is counted twice). */
const rollupFrom = (table: string, bucketMs: number) => `
  ${table}_upsert AS (
    INSERT INTO ${table} (series_id, bucket, min_value, max_value, sum_value, count, last_value, last_ts)
    SELECT series_id, ts - ts % ${bucketMs}, MIN(value), MAX(value), SUM(value), COUNT(*),
           (array_agg(value ORDER BY ts DESC))[1], MAX(ts)
    FROM inserted WHERE value IS NOT NULL
    GROUP BY series_id, ts - ts % ${bucketMs}
    ON CONFLICT (series_id, bucket) DO UPDATE SET
      min_value = LEAST(${table}.min_value, excluded.min_value),
      max_value = GREATEST(${table}.max_value, excluded.max_value),
      sum_value = ${table}.sum_value + excluded.sum_value,
      count = ${table}.count + excluded.count,
      last_value = CASE WHEN excluded.last_ts >= ${table}.last_ts THEN excluded.last_value ELSE ${table}.last_value END,
      last_ts = GREATEST(${table}.last_ts, excluded.last_ts)
  )`;

/**
 * Points and both rollups in one statement (data-modifying CTEs): the kept rows never travel back to
 * Node, which is what made separate statements slow.
 */
const WRITE_POINTS = `
  WITH inserted AS (
    INSERT INTO points (series_id, ts, value, text)
    SELECT * FROM unnest($1::int[], $2::bigint[], $3::float8[], $4::text[])
    ON CONFLICT DO NOTHING
    RETURNING series_id, ts, value
  ),
  ${rollupFrom('rollup_minute', MINUTE_MS)},
  ${rollupFrom('rollup_hour', HOUR_MS)}
  SELECT COUNT(*)::int AS kept FROM inserted`;

const UPSERT_LATEST = `
  INSERT INTO latest_values (variable_id, value, numeric, ts)
  SELECT u.* FROM unnest($1::int[], $2::text[], $3::float8[], $4::bigint[]) AS u(variable_id, value, numeric, ts)
  JOIN variables v ON v.id = u.variable_id
  ON CONFLICT (variable_id) DO UPDATE SET value = excluded.value, numeric = excluded.numeric, ts = excluded.ts
  WHERE excluded.ts >= latest_values.ts`;

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

/** Arrays (unnest) rather than one parameter per value: any batch size within PostgreSQL's limits. */
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

  async function write(points: PointInput[], latest: LatestInput[] = []): Promise<number> {
    if (points.length === 0 && latest.length === 0) return 0;
    sortPoints(points);
    const client = await pool.connect();
    try {
      await ensurePartitions(client, points);
      await client.query('BEGIN');
      let kept = 0;
      if (points.length > 0) {
        const result = await client.query<{ kept: number }>(WRITE_POINTS, [
          points.map((p) => p.seriesId),
          points.map((p) => p.ts),
          points.map((p) => p.value),
          points.map((p) => p.text),
        ]);
        kept = result.rows[0]?.kept ?? 0;
      }
      if (latest.length > 0) {
        await client.query(UPSERT_LATEST, [
          latest.map((l) => l.variableId),
          latest.map((l) => l.value),
          latest.map((l) => l.numeric),
          latest.map((l) => l.ts),
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
