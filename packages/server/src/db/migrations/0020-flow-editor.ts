import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

/**
 * The flow editor's columns (spec 3.6: description, thumbnail, folder, template origin, background)
 * and its folders (repertories). Templates are flows of their own kind (`template` 1), in the same table.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('config_flow_repertories'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('config_flow_repertories_company')
    .on('config_flow_repertories')
    .columns(['company_id', 'name'])
    .execute();

  const columns: [string, 'varchar(255)' | 'integer' | 'text'][] = [
    ['description', 'varchar(255)'],
    ['image', 'varchar(255)'],
    ['background_image', 'text'],
  ];
  for (const [name, type] of columns) {
    await db.schema
      .alterTable('config_flows')
      .addColumn(name, type, (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('config_flows')
    .addColumn('repertory_id', 'integer', (c) => c.references('config_flow_repertories.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('config_flows').addColumn('template_id', 'integer').execute();
  await db.schema
    .alterTable('config_flows')
    .addColumn('is_from_template', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('config_flows')
    .addColumn('template', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('config_flows_template')
    .on('config_flows')
    .columns(['template', 'company_id', 'type'])
    .execute();
}
