import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const flag = (value: 0 | 1) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value);

/** Devices and what hangs off them; deleting a device deletes its variables, stations and ports. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string) => withId(db.schema.createTable(name), dialect);

  await table('devices')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('identity', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('model_name', 'varchar(64)', text)
    .addColumn('isonline', 'integer', flag(0))
    .addColumn('network_way', 'varchar(32)', text)
    .addColumn('scan_cycle', 'integer', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .addColumn('enable_days', 'integer')
    .addColumn('iccid', 'varchar(32)', text)
    .addColumn('left_flow', 'double precision')
    .addColumn('package_time', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addColumn('logic_enable', 'integer', flag(0))
    .addColumn('auto_register', 'integer', flag(1))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('description', 'varchar(500)', text)
    .addColumn('config_flow_id', 'integer')
    .addColumn('config_flow_url', 'varchar(512)')
    .addColumn('province', 'varchar(64)')
    .addColumn('city', 'varchar(64)')
    .addColumn('county', 'varchar(64)')
    .addColumn('address', 'varchar(256)')
    .addColumn('secret_hash', 'varchar(64)', notNull)
    .addColumn('last_seen_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('devices_company').on('devices').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('devices_expires').on('devices').column('expires_at').execute();

  await table('device_ports')
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', notNull)
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('settings', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('device_ports_device').on('device_ports').columns(['device_id', 'kind']).execute();

  await table('slave_stations')
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('slave_address', 'integer', notNull)
    .addColumn('protocol', 'varchar(32)', notNull)
    .addColumn('port_type', 'varchar(8)', notNull)
    .addColumn('port_id', 'integer', (c) => c.references('device_ports.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('slave_stations_device').on('slave_stations').column('device_id').execute();
  await db.schema.createIndex('slave_stations_port').on('slave_stations').column('port_id').execute();

  await table('variables')
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('unit', 'varchar(32)', text)
    .addColumn('description', 'varchar(256)', text)
    .addColumn('data_type', 'varchar(16)', notNull)
    .addColumn('expression', 'varchar(500)', text)
    .addColumn('decimal_places', 'integer', notNull)
    .addColumn('var_type1', 'integer', notNull)
    .addColumn('slave_id', 'integer', (c) => c.references('slave_stations.id'))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema
    .createIndex('variables_device_name')
    .on('variables')
    .columns(['device_id', 'name'])
    .unique()
    .execute();
  await db.schema.createIndex('variables_slave').on('variables').column('slave_id').execute();

  // Written by telemetry: the last value of each variable.
  await db.schema
    .createTable('latest_values')
    .addColumn('variable_id', 'integer', (c) => c.primaryKey().references('variables.id').onDelete('cascade'))
    .addColumn('value', 'text')
    .addColumn('numeric', 'double precision')
    .addColumn('ts', 'bigint', notNull)
    .execute();

  await table('device_archives')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('device_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('nameplate', 'varchar(64)', text)
    .addColumn('fixed_assets_no', 'varchar(64)', text)
    .addColumn('description', 'varchar(500)', text)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('device_archives_company').on('device_archives').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('device_archives_device').on('device_archives').column('device_id').execute();

  await table('archive_mould_items')
    .addColumn('archive_id', 'integer', (c) => c.notNull().references('device_archives.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('description', 'varchar(256)', text)
    .addColumn('variable_id', 'integer', (c) => c.references('variables.id').onDelete('set null'))
    .addColumn('unit', 'varchar(32)', text)
    .addColumn('sort', 'integer', notNull)
    .execute();
  await db.schema.createIndex('archive_mould_items_archive').on('archive_mould_items').column('archive_id').execute();
  await db.schema.createIndex('archive_mould_items_variable').on('archive_mould_items').column('variable_id').execute();

  await table('firmware_versions')
    .addColumn('domain_id', 'integer', (c) => c.references('domains.id').onDelete('cascade'))
    .addColumn('version', 'varchar(32)', notNull)
    .addColumn('model_name', 'varchar(64)', notNull)
    .addColumn('publish_content', 'varchar(2000)', text)
    .addColumn('ispublish', 'integer', flag(0))
    .addColumn('file_name', 'varchar(255)', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('sha256', 'varchar(64)', notNull)
    .addColumn('stored_name', 'varchar(64)', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
}
