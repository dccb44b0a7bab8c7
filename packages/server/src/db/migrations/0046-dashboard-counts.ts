import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.js';

/**
 * The dashboard counts a company's gateways, their variables and unconfirmed alarms on every call. With
 * 100,000 gateways and a million variables, counting the variables row by row costs hundreds of ms, so
 * each gateway keeps its variable count, kept right by triggers on every insert and delete (cascades
 * too). Indexes that cover the dashboard's grouped counts let them read no table rows.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('devices')
    .addColumn('variable_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update devices set variable_count = (select count(*) from variables v where v.device_id = devices.id)`.execute(
    db,
  );
  if (dialect === 'postgres') {
    // Statement triggers over the changed rows: a bulk insert updates each gateway once.
    await sql`
      create function variables_counted() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update devices d set variable_count = d.variable_count + x.n
          from (select device_id, count(*) as n from changed group by device_id) x where d.id = x.device_id;
        else
          update devices d set variable_count = d.variable_count - x.n
          from (select device_id, count(*) as n from changed group by device_id) x where d.id = x.device_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger variables_counted_insert after insert on variables
      referencing new table as changed for each statement execute function variables_counted()`.execute(db);
    await sql`create trigger variables_counted_delete after delete on variables
      referencing old table as changed for each statement execute function variables_counted()`.execute(db);
  } else {
    await sql`create trigger variables_counted_insert after insert on variables begin
      update devices set variable_count = variable_count + 1 where id = new.device_id; end`.execute(db);
    await sql`create trigger variables_counted_delete after delete on variables begin
      update devices set variable_count = variable_count - 1 where id = old.device_id; end`.execute(db);
  }
  await db.schema
    .createIndex('devices_overview')
    .on('devices')
    .columns(['company_id', 'province', 'isonline', 'variable_count'])
    .execute();
  await db.schema
    .createIndex('alarm_records_overview')
    .on('alarm_records')
    .columns(['process_state', 'company_id', 'alarm_type', 'device_id'])
    .execute();
  await db.schema
    .createIndex('alarm_records_unconfirmed_time')
    .on('alarm_records')
    .columns(['process_state', 'company_id', 'alarm_time'])
    .execute();
}
