import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect.js';

type Table = CreateTableBuilder<string, never>;

export function withId(table: Table, dialect: Dialect): Table {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string) => withId(db.schema.createTable(name), dialect);

  await table('domains')
    .addColumn('domain', 'varchar(253)', (c) => c.notNull().unique())
    .addColumn('style', 'varchar(8)', notNull)
    .addColumn('title', 'varchar(128)', text)
    .addColumn('channel_name', 'varchar(128)', text)
    .addColumn('logo_url', 'varchar(512)', text)
    .addColumn('back_ground_image', 'varchar(512)', text)
    .addColumn('record_num', 'varchar(128)', text)
    .addColumn('domain_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('licence', 'text')
    .addColumn('activated_until', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await table('companies')
    .addColumn('name', 'varchar(128)', notNull)
    .addColumn('parent_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id'))
    .addColumn('is_dealer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('companies_name').on('companies').column('name').execute();

  await table('depts')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('depts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await table('users')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('dept_id', 'integer', (c) => c.references('depts.id').onDelete('set null'))
    .addColumn('username', 'varchar(64)', (c) => c.unique())
    .addColumn('phone', 'varchar(32)', (c) => c.unique())
    .addColumn('email', 'varchar(254)')
    .addColumn('nick_name', 'varchar(64)', notNull)
    .addColumn('password_hash', 'varchar(256)', notNull)
    .addColumn('user_type', 'integer', notNull)
    .addColumn('home_page', 'integer', (c) => c.notNull().defaultTo(8))
    .addColumn('menu_style', 'varchar(16)')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('users_company').on('users').column('company_id').execute();

  await table('roles')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('builtin', 'varchar(32)')
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await table('menus')
    .addColumn('parent_id', 'integer', (c) => c.references('menus.id').onDelete('cascade'))
    .addColumn('type', 'integer', notNull)
    .addColumn('component_name', 'varchar(64)', notNull)
    .addColumn('button', 'varchar(32)')
    .addColumn('path', 'varchar(128)', text)
    .addColumn('title_zh', 'varchar(64)', notNull)
    .addColumn('title_en', 'varchar(64)', notNull)
    .addColumn('icon', 'varchar(64)', text)
    .addColumn('level', 'varchar(16)', notNull)
    .addColumn('use_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('menus_key').on('menus').columns(['component_name', 'button']).unique().execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await table('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'varchar(64)', text)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('uuid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('text', 'varchar(16)', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .execute();

  await table('verification_codes')
    .addColumn('target', 'varchar(254)', notNull)
    .addColumn('purpose', 'varchar(16)', notNull)
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('used_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('codes_target').on('verification_codes').columns(['target', 'purpose']).execute();

  await table('outbox')
    .addColumn('channel', 'varchar(16)', notNull)
    .addColumn('target', 'varchar(254)', notNull)
    .addColumn('subject', 'varchar(256)', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await table('login_attempts')
    .addColumn('account', 'varchar(254)', notNull)
    .addColumn('ip', 'varchar(64)', notNull)
    .addColumn('ok', 'integer', notNull)
    .addColumn('at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('login_attempts_account').on('login_attempts').columns(['account', 'at']).execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'at']).execute();

  await table('demo_requests')
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('contact', 'varchar(254)', notNull)
    .addColumn('logon_type', 'integer', notNull)
    .addColumn('company', 'varchar(128)', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await table('vpn_clients')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('public_key', 'varchar(64)', notNull)
    .addColumn('config', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();
}
