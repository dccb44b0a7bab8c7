import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const DAY_MS = 86_400_000;
/** Claims are kept this long: longer than any job looks back for a missed due time. */
export const JOB_RUNS_KEPT_DAYS = 400;

/**
 * Run-once claims of scheduled jobs, shared through the database: of every process that asks to run
 * `job` for `dueAt`, exactly one is told yes, also after a restart or when the processes race.
 */
export function createJobRuns(kysely: Kysely<Database>, now: () => number) {
  /** True for the one caller that gets the run; false when another already has it. */
  async function claim(job: string, dueAt: number): Promise<boolean> {
    const result = await kysely
      .insertInto('jobRuns')
      .values({ job, dueAt, claimedAt: now() })
      .onConflict((oc) => oc.columns(['job', 'dueAt']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The latest due time of `job` that was claimed, or null: where a schedule resumes after a restart. */
  async function lastClaimed(job: string): Promise<number | null> {
    const row = await kysely
      .selectFrom('jobRuns')
      .select((eb) => eb.fn.max('dueAt').as('dueAt'))
      .where('job', '=', job)
      .executeTakeFirst();
    return row?.dueAt === null || row?.dueAt === undefined ? null : Number(row.dueAt);
  }

  async function prune(): Promise<void> {
    await kysely
      .deleteFrom('jobRuns')
      .where('claimedAt', '<', now() - JOB_RUNS_KEPT_DAYS * DAY_MS)
      .execute();
  }

  return { claim, lastClaimed, prune };
}
export type JobRuns = ReturnType<typeof createJobRuns>;
