import type { Kysely } from 'kysely';

/**
 * Alarms meet maintenance: a record raised while its device had an open maintenance record keeps that
 * record's id (suppressed: no notice), and a config may remind again every N minutes until someone
 * confirms an alarm of level 1 or 2.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alarm_records')
    .addColumn('suppressed_by', 'integer', (c) => c.references('maintenance_records.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('alarm_records_suppressed_by').on('alarm_records').column('suppressed_by').execute();
  // The reminder job reads the unconfirmed records.
  await db.schema
    .createIndex('alarm_records_unconfirmed')
    .on('alarm_records')
    .columns(['process_state', 'alarm_level'])
    .execute();
  await db.schema.alterTable('alarm_configs').addColumn('remind_minutes', 'integer').execute();
}
