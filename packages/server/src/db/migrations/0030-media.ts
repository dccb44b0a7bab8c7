import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/**
 * Cameras (cloud cameras and local videos) bound to devices and archives, a company's own camera-cloud
 * account (its secret encrypted), the file library and device pictures (files under generated names).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('cameras'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('channel_name', 'varchar(64)', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('device_serial', 'varchar(32)', text)
    .addColumn('channel_no', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('stream_url', 'varchar(1024)', text)
    /** The RTSP source holds the camera's credentials: stored encrypted. */
    .addColumn('rtsp_url_enc', 'text')
    .addColumn('rtsp_source', 'varchar(1024)', text)
    .addColumn('device_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
    .addColumn('archive_id', 'integer', (c) => c.references('device_archives.id').onDelete('set null'))
    .addColumn('remark', 'varchar(200)', text)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('cameras_company').on('cameras').columns(['company_id', 'type', 'id']).execute();
  await db.schema.createIndex('cameras_device').on('cameras').columns(['device_id', 'id']).execute();
  await db.schema.createIndex('cameras_archive').on('cameras').columns(['archive_id', 'id']).execute();

  await db.schema
    .createTable('camera_accounts')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('app_key', 'varchar(64)', notNull)
    .addColumn('app_secret_enc', 'text', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();

  await withId(db.schema.createTable('library_files'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(255)', notNull)
    .addColumn('stored_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('file_type', 'varchar(16)', notNull)
    .addColumn('mime', 'varchar(128)', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('library_files_company').on('library_files').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('device_pictures')
    .addColumn('device_id', 'integer', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
    .addColumn('stored_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(64)', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
}
