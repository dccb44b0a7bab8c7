import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/**
 * Maintenance plans on a gateway or an archive, and the records their schedules, people and triggers
 * make: who they went to, when they are due and overdue, what was found, pictures. A record copies
 * its plan's name and target name, so it keeps its history when the plan or device goes. Records of
 * a schedule are made once per due time through job-run claims (`maintenance:plan:{id}`).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string) => withId(db.schema.createTable(name), dialect);

  await table('maintenance_plans')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('target_type', 'integer', notNull)
    .addColumn('device_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
    .addColumn('archive_id', 'integer', (c) => c.references('device_archives.id').onDelete('set null'))
    .addColumn('schedule', 'text')
    .addColumn('schedule_from', 'bigint', notNull)
    .addColumn('advance_minutes', 'integer', notNull)
    .addColumn('grace_minutes', 'integer', notNull)
    .addColumn('window_minutes', 'integer', notNull)
    .addColumn('suppress_alarms', 'integer', notNull)
    .addColumn('end_at', 'bigint')
    .addColumn('check_items', 'text', notNull)
    .addColumn('description', 'varchar(500)', text)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();
  await db.schema
    .createIndex('maintenance_plans_company')
    .on('maintenance_plans')
    .columns(['company_id', 'id'])
    .execute();
  await db.schema.createIndex('maintenance_plans_status').on('maintenance_plans').column('status').execute();
  for (const column of ['device_id', 'archive_id', 'created_by']) {
    await db.schema.createIndex(`maintenance_plans_${column}`).on('maintenance_plans').column(column).execute();
  }

  await table('maintenance_records')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.references('maintenance_plans.id').onDelete('set null'))
    .addColumn('plan_name', 'varchar(64)', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('source', 'integer', notNull)
    .addColumn('trigger_id', 'integer')
    .addColumn('device_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
    .addColumn('archive_id', 'integer', (c) => c.references('device_archives.id').onDelete('set null'))
    .addColumn('target_name', 'varchar(64)', text)
    .addColumn('notice_at', 'bigint', notNull)
    .addColumn('due_at', 'bigint', notNull)
    .addColumn('overdue_at', 'bigint', notNull)
    .addColumn('window_end_at', 'bigint', notNull)
    .addColumn('suppress_alarms', 'integer', notNull)
    .addColumn('done_at', 'bigint')
    .addColumn('done_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('result', 'integer')
    .addColumn('notes', 'varchar(2000)', text)
    .addColumn('items', 'text', notNull)
    .addColumn('confirmed_at', 'bigint')
    .addColumn('confirmed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema
    .createIndex('maintenance_records_company_due')
    .on('maintenance_records')
    .columns(['company_id', 'due_at'])
    .execute();
  await db.schema
    .createIndex('maintenance_records_plan')
    .on('maintenance_records')
    .columns(['plan_id', 'due_at'])
    .execute();
  // The alarm writer asks, for each raise, whether one of the device's records is open.
  await db.schema
    .createIndex('maintenance_records_device')
    .on('maintenance_records')
    .columns(['device_id', 'due_at'])
    .execute();
  for (const column of ['archive_id', 'done_by', 'confirmed_by']) {
    await db.schema.createIndex(`maintenance_records_${column}`).on('maintenance_records').column(column).execute();
  }

  await db.schema
    .createTable('maintenance_record_users')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('maintenance_records.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('maintenance_record_users_pk', ['record_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('maintenance_record_users_user')
    .on('maintenance_record_users')
    .columns(['user_id', 'record_id'])
    .execute();

  await table('maintenance_record_images')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('maintenance_records.id').onDelete('cascade'))
    .addColumn('stored_name', 'varchar(64)', notNull)
    .addColumn('file_name', 'varchar(255)', text)
    .addColumn('mime', 'varchar(32)', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema
    .createIndex('maintenance_record_images_record')
    .on('maintenance_record_images')
    .column('record_id')
    .execute();
}
