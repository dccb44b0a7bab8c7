import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.js';

/**
 * Stored values: raw points, and 1-minute and 1-hour rollups (min, max, sum, count, last) of the
 * numeric ones. A series is a variable (its id) or a custom data item (minus its id). On PostgreSQL
 * the points are partitioned by month (the writer adds partitions as months arrive).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const real = dialect === 'postgres' ? 'double precision' : 'REAL';
  const big = dialect === 'postgres' ? 'bigint' : 'INTEGER';
  const withoutRowid = dialect === 'sqlite' ? sql.raw(' WITHOUT ROWID') : sql.raw('');
  const partitioned = dialect === 'postgres' ? sql.raw(' PARTITION BY RANGE (ts)') : sql.raw('');
  await sql`CREATE TABLE points (
    series_id integer NOT NULL,
    ts ${sql.raw(big)} NOT NULL,
    value ${sql.raw(real)},
    text text,
    PRIMARY KEY (series_id, ts)
  )${partitioned}${withoutRowid}`.execute(db);
  for (const table of ['rollup_minute', 'rollup_hour']) {
    await sql`CREATE TABLE ${sql.raw(table)} (
      series_id integer NOT NULL,
      bucket ${sql.raw(big)} NOT NULL,
      min_value ${sql.raw(real)} NOT NULL,
      max_value ${sql.raw(real)} NOT NULL,
      sum_value ${sql.raw(real)} NOT NULL,
      count integer NOT NULL,
      last_value ${sql.raw(real)} NOT NULL,
      last_ts ${sql.raw(big)} NOT NULL,
      PRIMARY KEY (series_id, bucket)
    )${withoutRowid}`.execute(db);
  }
}
