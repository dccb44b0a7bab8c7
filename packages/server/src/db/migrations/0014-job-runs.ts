import type { Kysely } from 'kysely';

/**
 * One row per run of a scheduled job for one due time (a maintenance record due at 08:00, the daily
 * report of 2026-11-22). Its primary key is what makes a run happen once however many platform
 * processes share the database, and again after a restart that missed the due time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'varchar(128)', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'due_at'])
    .execute();
  await db.schema.createIndex('job_runs_claimed').on('job_runs').column('claimed_at').execute();
}
