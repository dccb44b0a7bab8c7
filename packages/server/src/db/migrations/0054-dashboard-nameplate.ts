import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.js';

/**
 * The dashboard's filtered counts, again (EXPLAIN on both databases, 100,000 gateways and 20,000
 * archives in one company):
 * - the nameplate filter (a substring, `lower(nameplate) like '%…%'`) scanned every archive of the
 *   company in each of the call's four queries, and PostgreSQL, without statistics on the lowered
 *   nameplate, guessed 32 matches where there were 1,111 and chose nested loops (20 ms a query). A
 *   trigram index answers the substring from the index (1 ms) and gives the planner the expression's
 *   statistics. It needs the pg_trgm extension (in PostgreSQL's contrib, and trusted: the database's
 *   owner may create it); where the server lacks it the filter keeps its scan rather than failing the
 *   migration, which runs in one transaction with the others.
 * - SQLite counted the archives under the online or area filter by reading each archive's row for its
 *   gateway (14 ms); an index of the company and the gateway answers that scan alone (8 ms). PostgreSQL
 *   hashes the archives of a company by a sequential scan either way, so it does not get this one.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await db.schema
      .createIndex('device_archives_company_device')
      .on('device_archives')
      .columns(['company_id', 'device_id'])
      .execute();
    return;
  }
  const { rows } = await sql<{ usable: boolean }>`
    select exists (
      select 1 from pg_available_extensions
      where name = 'pg_trgm'
        and (installed_version is not null or has_database_privilege(current_database(), 'CREATE'))
    ) as usable`.execute(db);
  if (!rows[0]?.usable) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index device_archives_nameplate_trgm on device_archives using gin (lower(nameplate) gin_trgm_ops)`.execute(
    db,
  );
}
