import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * Triggers of a company (function, variable, custom data, timing) with their condition or schedule and
 * actions as JSON, and the log of their firings. Timing firings are claimed once per due time through
 * job runs (`trigger:{id}`).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string) => withId(db.schema.createTable(name), dialect);

  await table('triggers')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('enabled', 'integer', notNull)
    .addColumn('variable_id', 'integer', (c) => c.references('variables.id').onDelete('set null'))
    .addColumn('custom_data_id', 'integer', (c) => c.references('custom_data.id').onDelete('set null'))
    .addColumn('condition', 'text')
    .addColumn('schedule', 'text')
    .addColumn('schedule_from', 'bigint', notNull)
    .addColumn('actions', 'text', notNull)
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('triggers_company').on('triggers').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('triggers_enabled_type').on('triggers').columns(['enabled', 'type']).execute();
  for (const column of ['variable_id', 'custom_data_id', 'created_by']) {
    await db.schema.createIndex(`triggers_${column}`).on('triggers').column(column).execute();
  }

  await table('trigger_logs')
    .addColumn('trigger_id', 'integer', (c) => c.notNull().references('triggers.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('cause', 'varchar(16)', notNull)
    .addColumn('value', 'double precision')
    .addColumn('outcome', 'integer')
    .addColumn('results', 'text', notNull)
    .addColumn('fired_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('trigger_logs_trigger').on('trigger_logs').columns(['trigger_id', 'id']).execute();
  await db.schema.createIndex('trigger_logs_company').on('trigger_logs').columns(['company_id', 'id']).execute();
}
