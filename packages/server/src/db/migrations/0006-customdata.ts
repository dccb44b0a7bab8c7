import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

/** Custom data and the repertories (folders) that hold them. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('custom_repertories'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('custom_repertories.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_repertories_company').on('custom_repertories').column('company_id').execute();

  await withId(db.schema.createTable('custom_data'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('repertory_id', 'integer', (c) => c.notNull().references('custom_repertories.id'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('decimal_places', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_data_company').on('custom_data').column('company_id').execute();
  await db.schema.createIndex('custom_data_repertory').on('custom_data').column('repertory_id').execute();
}
