import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/**
 * Alarm configs (one per variable or custom data item), the records they raise with their snapshots,
 * follow-ups (images, reminder users) and the devices users muted. A record holds the id of its config
 * in `active_config_id` while it is active and NULL after: a unique column, so at most one active record
 * per config on both databases (NULLs never collide), and deleting the config ends it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string) => withId(db.schema.createTable(name), dialect);

  await table('alarm_configs')
    .addColumn('variable_id', 'integer', (c) => c.unique().references('variables.id').onDelete('cascade'))
    .addColumn('custom_data_id', 'integer', (c) => c.unique().references('custom_data.id').onDelete('cascade'))
    .addColumn('data_type', 'varchar(32)', text)
    .addColumn('limit_data_type', 'integer', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('enable', 'integer', notNull)
    .addColumn('save_record', 'integer', notNull)
    .addColumn('alert_level_color_id', 'integer', notNull)
    .addColumn('alert_desc', 'varchar(255)', text)
    .addColumn('dead_band', 'double precision')
    .addColumn('uupper_limit', 'double precision')
    .addColumn('uupper_level', 'integer')
    .addColumn('upper_limit', 'double precision')
    .addColumn('upper_level', 'integer')
    .addColumn('lower_limit', 'double precision')
    .addColumn('lower_level', 'integer')
    .addColumn('llower_limit', 'double precision')
    .addColumn('llower_level', 'integer')
    .addColumn('switch_value', 'integer')
    .addColumn('switch_level', 'integer')
    .addColumn('filtering', 'double precision')
    .addColumn('filtering_config', 'integer')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  await table('alarm_records')
    .addColumn('config_id', 'integer', (c) => c.references('alarm_configs.id').onDelete('set null'))
    .addColumn('active_config_id', 'integer', (c) => c.unique().references('alarm_configs.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('device_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
    .addColumn('variable_id', 'integer', (c) => c.references('variables.id').onDelete('set null'))
    .addColumn('custom_data_id', 'integer', (c) => c.references('custom_data.id').onDelete('set null'))
    .addColumn('var_type', 'integer', notNull)
    .addColumn('device_name', 'varchar(64)', text)
    .addColumn('identity', 'varchar(64)', text)
    .addColumn('variable_name', 'varchar(64)', text)
    .addColumn('variable_desc', 'varchar(256)', text)
    .addColumn('mould_item_desc', 'varchar(256)', text)
    .addColumn('alarm_type', 'integer', notNull)
    .addColumn('alert_desc', 'varchar(255)', text)
    .addColumn('alert_level_color_id', 'integer', notNull)
    .addColumn('limit_kind', 'varchar(8)', notNull)
    .addColumn('alarm_level', 'integer', notNull)
    .addColumn('current_value', 'double precision')
    .addColumn('limit_value', 'double precision')
    .addColumn('alarm_time', 'bigint', notNull)
    .addColumn('process_state', 'integer', notNull)
    .addColumn('process_time', 'bigint')
    .addColumn('is_self_process', 'integer', notNull)
    .addColumn('confirm_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recover_time', 'bigint')
    .addColumn('is_push', 'integer', notNull)
    .addColumn('is_success', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('alarm_records_company_time')
    .on('alarm_records')
    .columns(['company_id', 'alarm_time'])
    .execute();
  await db.schema
    .createIndex('alarm_records_device')
    .on('alarm_records')
    .columns(['device_id', 'alarm_time'])
    .execute();
  // Foreign keys that set NULL on delete: indexed, so deleting a variable or config scans no table.
  for (const column of ['config_id', 'variable_id', 'custom_data_id']) {
    await db.schema.createIndex(`alarm_records_${column}`).on('alarm_records').column(column).execute();
  }

  await table('alarm_snapshots')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('alarm_records.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', notNull)
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('description', 'varchar(256)', text)
    .addColumn('unit', 'varchar(32)', text)
    .addColumn('numeric', 'double precision')
    .addColumn('value', 'text')
    .execute();
  await db.schema.createIndex('alarm_snapshots_record').on('alarm_snapshots').column('record_id').execute();

  await table('alarm_follows')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('alarm_records.id').onDelete('cascade'))
    .addColumn('content', 'varchar(1000)', notNull)
    .addColumn('create_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('alarm_follows_record').on('alarm_follows').column('record_id').execute();

  await table('alarm_follow_images')
    .addColumn('follow_id', 'integer', (c) => c.notNull().references('alarm_follows.id').onDelete('cascade'))
    .addColumn('stored_name', 'varchar(64)', notNull)
    .addColumn('file_name', 'varchar(255)', text)
    .addColumn('mime', 'varchar(32)', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('alarm_follow_images_follow').on('alarm_follow_images').column('follow_id').execute();

  await db.schema
    .createTable('alarm_follow_items')
    .addColumn('follow_id', 'integer', (c) => c.notNull().references('alarm_follows.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('alarm_follow_items_pk', ['follow_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('alarm_mutes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('alarm_mutes_pk', ['user_id', 'device_id'])
    .execute();
  await db.schema.createIndex('alarm_mutes_device').on('alarm_mutes').column('device_id').execute();
}
