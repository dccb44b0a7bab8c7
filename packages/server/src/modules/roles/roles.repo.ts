import type { RolePageQuery, RoleRecord } from '@iot/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, Role } from '../../db/schema.js';
import type { Scope } from '../access/access.service.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import { formatTime } from '../../http/format-time.js';
import { COMPANY_ADMIN_ROLE } from './builtin-roles.js';
import { fetchPage } from '../../db/paging.js';

type Eb = ExpressionBuilder<Database, 'roles'>;

/** Roles a caller sees: those of its companies, and the built-in ones. */
function visible(eb: Eb, scope: Scope) {
  if (scope.all) return eb.lit(true);
  return eb.or([eb('roles.builtin', 'is not', null), eb('roles.companyId', 'in', scopeCompanyIds(scope))]);
}

export function createRoleRepo(kysely: Kysely<Database>, timeZone: string) {
  function usersOf(roleId: number, scope: Scope) {
    let q = kysely
      .selectFrom('userRoles')
      .innerJoin('users', 'users.id', 'userRoles.userId')
      .select(['users.id', 'users.nickName', 'users.username'])
      .where('userRoles.roleId', '=', roleId);
    if (!scope.all) q = q.where('users.companyId', 'in', scopeCompanyIds(scope));
    return q.orderBy('users.id').execute();
  }

  function records(scope: Scope) {
    return kysely
      .selectFrom('roles')
      .leftJoin('companies', 'companies.id', 'roles.companyId')
      .select((eb) => [
        'roles.id',
        'roles.name',
        'roles.companyId',
        'companies.name as companyName',
        'roles.builtin',
        'roles.createdAt',
        eb
          .selectFrom('userRoles')
          .innerJoin('users', 'users.id', 'userRoles.userId')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('userRoles.roleId', '=', 'roles.id')
          .$if(!scope.all, (q) => q.where('users.companyId', 'in', scopeCompanyIds(scope)))
          .as('userCount'),
      ])
      .where((eb) => visible(eb, scope));
  }

  type Row = Awaited<ReturnType<ReturnType<typeof records>['executeTakeFirstOrThrow']>>;
  const present = (r: Row): RoleRecord => ({
    id: r.id,
    name: r.name,
    companyId: r.companyId,
    companyName: r.companyName,
    builtin: r.builtin !== null,
    createTime: formatTime(r.createdAt, timeZone),
    userCount: Number(r.userCount ?? 0),
  });

  async function page(scope: Scope, { pageNum, pageSize, param }: RolePageQuery) {
    let q = records(scope);
    if (param.name) q = q.where(containsText('roles.name', param.name));
    if (param.companyId) q = q.where('roles.companyId', '=', param.companyId);
    const { rows, total } = await fetchPage(q.orderBy('roles.id'), { pageNum, pageSize });
    return { records: rows.map(present), total, pageNum, pageSize };
  }

  async function record(scope: Scope, id: number): Promise<RoleRecord | undefined> {
    const row = await records(scope).where('roles.id', '=', id).executeTakeFirst();
    return row && present(row);
  }

  function find(id: number): Promise<Role | undefined> {
    return kysely.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  function findMany(ids: number[]): Promise<Role[]> {
    return kysely
      .selectFrom('roles')
      .selectAll()
      .where('id', 'in', [0, ...ids])
      .execute();
  }

  async function menuIdsOf(roleId: number): Promise<number[]> {
    const rows = await kysely.selectFrom('roleMenus').select('menuId').where('roleId', '=', roleId).execute();
    return rows.map((r) => r.menuId).sort((a, b) => a - b);
  }

  async function companyExists(id: number): Promise<boolean> {
    return (await kysely.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async function companyAdminRoleId(): Promise<number | undefined> {
    const row = await kysely
      .selectFrom('roles')
      .select('id')
      .where('builtin', '=', COMPANY_ADMIN_ROLE)
      .executeTakeFirst();
    return row?.id;
  }

  async function insert(role: { name: string; companyId: number; menuIds: number[] }, now: number): Promise<number> {
    return kysely.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('roles')
        .values({ name: role.name, companyId: role.companyId, builtin: null, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (role.menuIds.length > 0) {
        await trx
          .insertInto('roleMenus')
          .values(role.menuIds.map((menuId) => ({ roleId: id, menuId })))
          .execute();
      }
      return id;
    });
  }

  async function update(id: number, patch: { name?: string; menuIds?: number[] }): Promise<void> {
    await kysely.transaction().execute(async (trx) => {
      if (patch.name !== undefined)
        await trx.updateTable('roles').set({ name: patch.name }).where('id', '=', id).execute();
      if (patch.menuIds === undefined) return;
      await trx.deleteFrom('roleMenus').where('roleId', '=', id).execute();
      if (patch.menuIds.length > 0) {
        await trx
          .insertInto('roleMenus')
          .values(patch.menuIds.map((menuId) => ({ roleId: id, menuId })))
          .execute();
      }
    });
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('roles').where('id', '=', id).execute();
  }

  /** Every user holding the role, in any company: all of them lose rights when it changes. */
  async function holders(roleId: number): Promise<number[]> {
    const rows = await kysely.selectFrom('userRoles').select('userId').where('roleId', '=', roleId).execute();
    return rows.map((r) => r.userId);
  }

  return {
    usersOf,
    page,
    record,
    find,
    findMany,
    menuIdsOf,
    companyExists,
    companyAdminRoleId,
    insert,
    update,
    remove,
    holders,
  };
}
export type RoleRepo = ReturnType<typeof createRoleRepo>;
