import { sql, type Kysely } from 'kysely';

/**
 * A gateway's overrides of the platform's defaults (null: the default): the values a second it may
 * ingest, how long a remote write waits for its ack, and after how long silence it counts as offline
 * (0: never; online state then comes from its MQTT connection only). The offline sweep reads the
 * gateways that have a timeout through a partial index, not the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['rate_limit', 'command_timeout_sec', 'offline_timeout_sec']) {
    await db.schema.alterTable('devices').addColumn(column, 'integer').execute();
  }
  await db.schema
    .createIndex('devices_offline_timeout')
    .on('devices')
    .columns(['offline_timeout_sec', 'last_seen_at'])
    .where(sql.ref('offline_timeout_sec'), '>', 0)
    .execute();
}
