import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.js';

/**
 * The dashboard's filtered counts (EXPLAIN ANALYZE, 100,000 gateways in one company): under the online
 * or area filter, PostgreSQL counts archives and unconfirmed alarms by a hash join against the filtered
 * gateways, and built that hash from a scan of the whole devices table (the indexes of 0046 and 0051
 * hold no id): 60-90 ms. These hold the filter's columns and the id, so the hash is built from the index
 * alone (the archive count 20 ms). SQLite needs none: its indexes carry the row id, and it tests each
 * archive's gateway by key.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.schema.createIndex('devices_online_ids').on('devices').columns(['company_id', 'isonline', 'id']).execute();
  await db.schema.createIndex('devices_province_ids').on('devices').columns(['company_id', 'province', 'id']).execute();
}
