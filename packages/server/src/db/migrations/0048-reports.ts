import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * Spreadsheet report templates of a company (the sheet JSON and the cell bindings as JSON), and the
 * reports generated from them: the filled sheets, the stored XLSX and the push. Scheduled generation
 * is claimed once per period through job runs (`report:{id}`).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string) => withId(db.schema.createTable(name), dialect);

  await table('reports')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('type', 'integer', notNull)
    .addColumn('time_type', 'integer', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('sheets', 'text', notNull)
    .addColumn('bindings', 'text', notNull)
    .addColumn('receivers', 'text', notNull)
    .addColumn('start_at', 'bigint')
    .addColumn('end_at', 'bigint')
    .addColumn('schedule_from', 'bigint', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('reports_company').on('reports').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('reports_status_type').on('reports').columns(['status', 'type']).execute();
  await db.schema.createIndex('reports_created_by').on('reports').column('created_by').execute();

  await table('report_files')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('period_from', 'bigint', notNull)
    .addColumn('period_to', 'bigint', notNull)
    .addColumn('source', 'varchar(16)', notNull)
    .addColumn('sheets', 'text', notNull)
    .addColumn('stored_name', 'varchar(64)', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('push_count', 'integer')
    .addColumn('pushed_at', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('report_files_report').on('report_files').columns(['report_id', 'id']).execute();
  await db.schema.createIndex('report_files_company').on('report_files').columns(['company_id', 'id']).execute();
}
