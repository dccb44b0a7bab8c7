import type { Kysely } from 'kysely';

/** The address a verification code was asked from: code requests are limited per address too. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_codes').addColumn('ip', 'varchar(64)').execute();
  await db.schema.createIndex('verification_codes_ip').on('verification_codes').columns(['ip', 'created_at']).execute();
}
