import type { Kysely } from 'kysely';

/**
 * The device list's sort fields (name, creation time, online state; identity has its unique index),
 * each with the id that breaks ties: a sorted first page reads 30 index entries instead of sorting
 * every device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of [
    ['devices_name', 'name'],
    ['devices_created', 'created_at'],
    ['devices_online', 'isonline'],
  ] as const) {
    await db.schema.createIndex(name).on('devices').columns([column, 'id']).execute();
  }
}
