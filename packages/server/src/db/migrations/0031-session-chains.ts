import type { Kysely } from 'kysely';

/**
 * A renewed session continues its chain: `chain_id` is the first session's id (null on that first
 * session itself), `chain_started_at` when the user logged in (the absolute lifetime counts from it),
 * and `renew_salt` makes the one successor token every parallel renewal of this session derives alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('chain_id', 'integer').execute();
  await db.schema.alterTable('sessions').addColumn('chain_started_at', 'bigint').execute();
  await db.schema.alterTable('sessions').addColumn('renew_salt', 'varchar(64)').execute();
  await db.schema.createIndex('sessions_chain').on('sessions').column('chain_id').execute();
}
