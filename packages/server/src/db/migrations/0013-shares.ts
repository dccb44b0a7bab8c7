import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import { withId } from './0001-foundation.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * Shares of things (archives now; reports, screens and plans later) with a user, a department or a
 * role of the thing's company, and the creator of each archive. Archives made before have no creator:
 * administrators and shares still reach them.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('shares'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('thing_id', 'integer', notNull)
    .addColumn('target_type', 'integer', notNull)
    .addColumn('target_id', 'integer', notNull)
    .addColumn('shared_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', notNull)
    .addUniqueConstraint('shares_thing_target', ['kind', 'thing_id', 'target_type', 'target_id'])
    .execute();
  // "Shared with me": the shares reaching a user, its department or one of its roles.
  await db.schema
    .createIndex('shares_target')
    .on('shares')
    .columns(['target_type', 'target_id', 'kind', 'thing_id'])
    .execute();
  // "Shared by me".
  await db.schema.createIndex('shares_sharer').on('shares').columns(['shared_by', 'kind', 'thing_id']).execute();

  await db.schema
    .alterTable('device_archives')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('device_archives_creator').on('device_archives').columns(['created_by', 'id']).execute();
}
