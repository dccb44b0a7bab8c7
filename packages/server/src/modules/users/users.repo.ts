import type { UserInfo, UserPageQuery, UserType } from '@iot/contract';
import type { Kysely } from 'kysely';
import type { Database, NewUser, User, UserPatch } from '../../db/schema.js';
import type { Scope } from '../access/access.service.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import { formatTime } from '../../http/format-time.js';
import { fetchPage } from '../../db/paging.js';

export function createUserRepo(kysely: Kysely<Database>, timeZone: string) {
  function findByAccount(account: string): Promise<User | undefined> {
    return kysely
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.or([eb('username', '=', account), eb('phone', '=', account), eb('email', '=', account.toLowerCase())]),
      )
      .orderBy('id')
      .executeTakeFirst();
  }

  function getById(id: number): Promise<User | undefined> {
    return kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Another user holding this username or phone. */
  async function taken(field: 'username' | 'phone', value: string, exceptId = 0): Promise<boolean> {
    const row = await kysely
      .selectFrom('users')
      .select('id')
      .where(field, '=', value)
      .where('id', '!=', exceptId)
      .executeTakeFirst();
    return row !== undefined;
  }

  function infoRows() {
    return kysely
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.companyId')
      .leftJoin('depts', 'depts.id', 'users.deptId')
      .select([
        'users.id',
        'users.username',
        'users.phone',
        'users.email',
        'users.nickName',
        'users.companyId',
        'users.userType',
        'users.homePage',
        'users.menuStyle',
        'users.enabled',
        'users.isDemo',
        'users.deptId',
        'users.createdAt',
        'companies.name as companyName',
        'depts.name as deptName',
      ]);
  }
  type InfoRow = Awaited<ReturnType<ReturnType<typeof infoRows>['executeTakeFirstOrThrow']>>;

  /** Users as the console shows them (never a password hash), with their roles. */
  async function present(rows: InfoRow[]): Promise<UserInfo[]> {
    const ids = rows.map((r) => r.id);
    const roles = await kysely
      .selectFrom('userRoles')
      .innerJoin('roles', 'roles.id', 'userRoles.roleId')
      .select(['userRoles.userId', 'roles.id', 'roles.name'])
      .where('userRoles.userId', 'in', [0, ...ids])
      .orderBy('roles.id')
      .execute();
    return rows.map(({ deptId, deptName, createdAt, enabled, isDemo, menuStyle, userType, ...r }) => ({
      ...r,
      userType: userType as UserType,
      menuStyle: menuStyle === 'side' || menuStyle === 'drawer' ? menuStyle : null,
      enabled: enabled === 1,
      isDemo: isDemo === 1,
      depts: deptId !== null && deptName !== null ? [{ id: deptId, name: deptName }] : [],
      roles: roles.filter((role) => role.userId === r.id).map((role) => ({ id: role.id, name: role.name })),
      createTime: formatTime(createdAt, timeZone),
    }));
  }

  async function info(id: number): Promise<UserInfo | undefined> {
    const row = await infoRows().where('users.id', '=', id).executeTakeFirst();
    return row && (await present([row]))[0];
  }

  async function page(scope: Scope, { pageNum, pageSize, param }: UserPageQuery) {
    let q = infoRows();
    if (!scope.all) q = q.where('users.companyId', 'in', scopeCompanyIds(scope));
    if (param.nickName) q = q.where(containsText('users.nickName', param.nickName));
    if (param.phone) q = q.where(containsText('users.phone', param.phone));
    if (param.companyName) q = q.where(containsText('companies.name', param.companyName));
    if (param.companyId) q = q.where('users.companyId', '=', param.companyId);
    if (param.deptId) q = q.where('users.deptId', '=', param.deptId);
    const { rows, total } = await fetchPage(q.orderBy('users.id'), { pageNum, pageSize });
    return { records: await present(rows), total, pageNum, pageSize };
  }

  async function roleIdsOf(userId: number): Promise<number[]> {
    const rows = await kysely.selectFrom('userRoles').select('roleId').where('userId', '=', userId).execute();
    return rows.map((r) => r.roleId);
  }

  async function insert(user: NewUser, roleIds: number[]): Promise<number> {
    return kysely.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      if (roleIds.length > 0) {
        await trx
          .insertInto('userRoles')
          .values(roleIds.map((roleId) => ({ userId: id, roleId })))
          .execute();
      }
      return id;
    });
  }

  /** Updates the given columns, and replaces the roles when `roleIds` is given. */
  async function update(id: number, patch: UserPatch, roleIds?: number[]): Promise<void> {
    await kysely.transaction().execute(async (trx) => {
      if (Object.values(patch).some((v) => v !== undefined)) {
        await trx.updateTable('users').set(patch).where('id', '=', id).execute();
      }
      if (roleIds === undefined) return;
      await trx.deleteFrom('userRoles').where('userId', '=', id).execute();
      if (roleIds.length > 0) {
        await trx
          .insertInto('userRoles')
          .values(roleIds.map((roleId) => ({ userId: id, roleId })))
          .execute();
      }
    });
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('users').where('id', '=', id).execute();
  }

  /** Users of the companies a scope sees (the dashboard's userNum). */
  async function count(scope: Scope): Promise<number> {
    const row = await kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .$if(!scope.all, (q) => q.where('companyId', 'in', scopeCompanyIds(scope)))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return { findByAccount, getById, taken, info, page, roleIdsOf, insert, update, remove, count };
}
export type UserRepo = ReturnType<typeof createUserRepo>;
