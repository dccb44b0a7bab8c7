import type { Kysely } from 'kysely';

/**
 * A firmware download is authorized by a one-time token made for one upgrade (that device, that
 * version), never by the device secret: only its hash is kept, with its expiry and its use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upgrade_logs').addColumn('download_token_hash', 'varchar(64)').execute();
  await db.schema.alterTable('upgrade_logs').addColumn('download_expires_at', 'bigint').execute();
  await db.schema.alterTable('upgrade_logs').addColumn('downloaded_at', 'bigint').execute();
  await db.schema
    .createIndex('upgrade_logs_download_token')
    .on('upgrade_logs')
    .column('download_token_hash')
    .unique()
    .execute();
}
