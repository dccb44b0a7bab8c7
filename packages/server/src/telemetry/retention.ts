import { sql } from 'kysely';
import type { Ctx } from '../context.js';
import { createJobRuns } from '../jobs/job-runs.js';
import { createTicker } from '../jobs/ticker.js';
import { HOUR_MS } from './series.js';

const DAY_MS = 86_400_000;
/** PostgreSQL month partitions of points, as the writer names them. */
const PARTITION = /^points_y(\d{4})m(\d{2})$/;

/**
 * Deletes what is older than each resolution's retention, hourly. On PostgreSQL a month partition
 * of points lying wholly before the cut is dropped (instant, no dead rows); the rest is deleted.
 * Old run-once claims of scheduled jobs go in the same pass.
 */
export function createRetention(ctx: Ctx) {
  const { kysely, dialect } = ctx.db;
  const days = ctx.config.retentionDays;

  async function dropOldPartitions(cut: number): Promise<string[]> {
    const result = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname = 'points'`.execute(kysely);
    const dropped: string[] = [];
    for (const { name } of result.rows) {
      const m = PARTITION.exec(name);
      if (!m || Date.UTC(Number(m[1]), Number(m[2]), 1) > cut) continue;
      await sql`DROP TABLE IF EXISTS ${sql.table(name)}`.execute(kysely);
      dropped.push(name);
    }
    return dropped;
  }

  /** One pass; answers the partitions dropped (PostgreSQL) for the log and tests. */
  async function run(): Promise<string[]> {
    const now = ctx.now();
    const rawCut = now - days.raw * DAY_MS;
    const dropped = dialect === 'postgres' ? await dropOldPartitions(rawCut) : [];
    await kysely.deleteFrom('points').where('ts', '<', rawCut).execute();
    await kysely
      .deleteFrom('rollupMinute')
      .where('bucket', '<', now - days.minute * DAY_MS)
      .execute();
    await kysely
      .deleteFrom('rollupHour')
      .where('bucket', '<', now - days.hour * DAY_MS)
      .execute();
    await createJobRuns(kysely, ctx.now).prune();
    if (dropped.length > 0) ctx.log.info({ dropped }, 'retention dropped partitions');
    return dropped;
  }

  const ticker = createTicker('retention', HOUR_MS, async () => void (await run()), ctx.log);

  function start(): void {
    void ticker.tick();
    ticker.start();
  }

  /** Stops the timer and waits for a pass under way (the database closes after). */
  return { run, start, stop: ticker.stop };
}
