import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';
import { BUILTIN_REPORT_TEMPLATE_KEYS } from '../../modules/reports/builtin-templates.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * The report template library: the built-in templates (one row per key; their names and sheets are
 * the server's code) and the templates a company saved from its reports. A company's time zone, in
 * which its report periods close (null: the installation's).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('report_templates'), dialect)
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('builtin', 'varchar(32)', (c) => c.unique())
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('time_type', 'integer', notNull)
    .addColumn('sheets', 'text', notNull)
    .addColumn('bindings', 'text', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema
    .createIndex('report_templates_company')
    .on('report_templates')
    .columns(['company_id', 'id'])
    .execute();
  await db.schema.createIndex('report_templates_created_by').on('report_templates').column('created_by').execute();
  const k = db as Kysely<{
    report_templates: {
      builtin: string;
      name: string;
      time_type: number;
      sheets: string;
      bindings: string;
      created_at: number;
    };
  }>;
  await k
    .insertInto('report_templates')
    .values(
      Object.entries(BUILTIN_REPORT_TEMPLATE_KEYS).map(([builtin, timeType]) => ({
        builtin,
        name: builtin,
        time_type: timeType,
        sheets: '[]',
        bindings: '[]',
        created_at: 0,
      })),
    )
    .execute();

  await db.schema.alterTable('companies').addColumn('time_zone', 'varchar(64)').execute();
}
