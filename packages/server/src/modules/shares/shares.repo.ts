import {
  FLOW_TYPE_OF_SHARE,
  ShareTargetType,
  type ShareCandidate,
  type ShareKind,
  type ShareScope,
  type ShareTarget,
} from '@iot/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { fetchPage, limitOf, offsetOf } from '../../db/paging.js';
import type { Database, User } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

type SharesEb = ExpressionBuilder<Database, 'shares'>;
type Window = { pageNum: number; pageSize: number };

/** A share row with the name of its target (null once the target was deleted). */
export interface TargetRow {
  thingId: number;
  targetType: number;
  targetId: number;
  targetName: string | null;
  sharedBy: number | null;
  sharerName: string | null;
  createdAt: number;
}

/** Drops the shares with a user, department or role being deleted (their services call it). */
export async function forgetShareTarget(
  kysely: Kysely<Database>,
  targetType: ShareTargetType,
  targetId: number,
): Promise<void> {
  await kysely.deleteFrom('shares').where('targetType', '=', targetType).where('targetId', '=', targetId).execute();
}

const nameOf = (nickName: string | null, username: string | null) => nickName || username || null;

export function createShareRepo(kysely: Kysely<Database>) {
  /** Each kind's things: id, name and company, for the lists' names and filters. */
  function things(kind: ShareKind) {
    switch (kind) {
      case 'archive':
        return kysely.selectFrom('deviceArchives').select(['id', 'name', 'companyId']);
      case 'plan':
        return kysely.selectFrom('maintenancePlans').select(['id', 'name', 'companyId']);
      case 'report':
        return kysely.selectFrom('reports').select(['id', 'name', 'companyId']);
      case 'screen':
      case 'flowChart':
        return kysely
          .selectFrom('configFlows')
          .select(['id', 'name', 'companyId'])
          .where('template', '=', 0)
          .where('type', '=', FLOW_TYPE_OF_SHARE[kind]);
    }
  }

  /** Shares reaching a user: directly, through its department, or through one of its roles. */
  function reaching(eb: SharesEb, user: User) {
    const { user: toUser, dept, role } = ShareTargetType;
    return eb.or([
      eb.and([eb('shares.targetType', '=', toUser), eb('shares.targetId', '=', user.id)]),
      eb.and([eb('shares.targetType', '=', dept), eb('shares.targetId', '=', user.deptId ?? 0)]),
      eb.and([
        eb('shares.targetType', '=', role),
        eb(
          'shares.targetId',
          'in',
          eb.selectFrom('userRoles').select('userRoles.roleId').where('userId', '=', user.id),
        ),
      ]),
    ]);
  }

  /** The ids of the things of `kind` shared with a user (a subquery for the things' own queries). */
  function thingIdsReaching(kind: ShareKind, user: User) {
    return kysely
      .selectFrom('shares')
      .select('shares.thingId')
      .where('shares.kind', '=', kind)
      .where((eb) => reaching(eb, user));
  }

  /** Whether a thing of `kind` is shared with a user. */
  async function reaches(kind: ShareKind, thingId: number, user: User): Promise<boolean> {
    const row = await thingIdsReaching(kind, user).where('shares.thingId', '=', thingId).executeTakeFirst();
    return row !== undefined;
  }

  /** The shares of `kind` in the caller's scope, shared with (`mine`) or by (`others`) the caller. */
  function scoped(kind: ShareKind, scope: Scope, user: User, which: ShareScope) {
    return kysely
      .selectFrom('shares')
      .where('shares.kind', '=', kind)
      .$if(!scope.all, (q) => q.where('shares.companyId', 'in', scopeCompanyIds(scope)))
      .where((eb) => (which === 'mine' ? reaching(eb, user) : eb('shares.sharedBy', '=', user.id)));
  }

  /** One page of shared things, newest share first. */
  async function page(
    kind: ShareKind,
    scope: Scope,
    user: User,
    filter: { scope: ShareScope; name?: string },
    window: Window,
  ) {
    const q = scoped(kind, scope, user, filter.scope)
      .innerJoin(things(kind).as('t'), 't.id', 'shares.thingId')
      .innerJoin('companies', 'companies.id', 't.companyId')
      .$if(Boolean(filter.name), (qb) => qb.where(containsText('t.name', filter.name ?? '')));
    const [rows, count] = await Promise.all([
      q
        .select((eb) => [
          'shares.thingId',
          't.name',
          'companies.name as companyName',
          eb.fn.max('shares.createdAt').as('sharedAt'),
        ])
        .groupBy(['shares.thingId', 't.name', 'companies.name'])
        .orderBy('sharedAt', 'desc')
        .orderBy('shares.thingId', 'desc')
        .limit(limitOf(window))
        .offset(offsetOf(window))
        .execute(),
      q.select((eb) => eb.fn.count<number | string>('shares.thingId').distinct().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...r, sharedAt: Number(r.sharedAt) })), total: Number(count.n) };
  }

  /** The shares of the given things, with the names of their targets and sharers, newest first. */
  async function targetRows(
    kind: ShareKind,
    thingIds: number[],
    narrow?: { scope: Scope; user: User; which: ShareScope },
  ): Promise<TargetRow[]> {
    if (thingIds.length === 0) return [];
    const { user, dept, role } = ShareTargetType;
    const rows = await (narrow ? scoped(kind, narrow.scope, narrow.user, narrow.which) : kysely.selectFrom('shares'))
      .where('shares.kind', '=', kind)
      .where('shares.thingId', 'in', thingIds)
      .leftJoin('users', (j) => j.onRef('users.id', '=', 'shares.targetId').on('shares.targetType', '=', user))
      .leftJoin('depts', (j) => j.onRef('depts.id', '=', 'shares.targetId').on('shares.targetType', '=', dept))
      .leftJoin('roles', (j) => j.onRef('roles.id', '=', 'shares.targetId').on('shares.targetType', '=', role))
      .leftJoin('users as sharer', 'sharer.id', 'shares.sharedBy')
      .select([
        'shares.thingId',
        'shares.targetType',
        'shares.targetId',
        'shares.sharedBy',
        'shares.createdAt',
        'users.nickName',
        'users.username',
        'depts.name as deptName',
        'roles.name as roleName',
        'sharer.nickName as sharerNick',
        'sharer.username as sharerAccount',
      ])
      .orderBy('shares.createdAt', 'desc')
      .orderBy('shares.id')
      .execute();
    return rows.map((r) => ({
      thingId: r.thingId,
      targetType: r.targetType,
      targetId: r.targetId,
      targetName: nameOf(r.nickName, r.username) ?? r.deptName ?? r.roleName,
      sharedBy: r.sharedBy,
      sharerName: nameOf(r.sharerNick, r.sharerAccount),
      createdAt: Number(r.createdAt),
    }));
  }

  /** Which of `ids` are targets of `type` in the company (a role of the company, not a built-in one). */
  async function targetsInCompany(companyId: number, type: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const table = type === ShareTargetType.user ? 'users' : type === ShareTargetType.dept ? 'depts' : 'roles';
    const rows = await kysely
      .selectFrom(table)
      .select('id')
      .where('companyId', '=', companyId)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Replaces a thing's targets: kept ones keep their sharer and time, new ones are the caller's. */
  async function replace(
    kind: ShareKind,
    thing: { id: number; companyId: number },
    targets: ShareTarget[],
    sharedBy: number,
    now: number,
  ): Promise<void> {
    const keyOf = (t: { type: number; id: number }) => `${t.type}:${t.id}`;
    await kysely.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('shares')
        .select(['id', 'targetType', 'targetId'])
        .where('kind', '=', kind)
        .where('thingId', '=', thing.id)
        .execute();
      const wanted = new Set(targets.map(keyOf));
      const currentKey = (c: (typeof current)[number]) => keyOf({ type: c.targetType, id: c.targetId });
      const held = new Set(current.map(currentKey));
      const gone = current.filter((c) => !wanted.has(currentKey(c))).map((c) => c.id);
      if (gone.length > 0) await trx.deleteFrom('shares').where('id', 'in', gone).execute();
      const added = targets.filter((t) => !held.has(keyOf(t)));
      if (added.length === 0) return;
      await trx
        .insertInto('shares')
        .values(
          added.map((t) => ({
            companyId: thing.companyId,
            kind,
            thingId: thing.id,
            targetType: t.type,
            targetId: t.id,
            sharedBy,
            createdAt: now,
          })),
        )
        .execute();
    });
  }

  /** The enabled users a thing's shares reach: its users, the members of its departments, the holders of its roles. */
  async function usersReached(kind: ShareKind, thingId: number): Promise<{ id: number; email: string | null }[]> {
    const { user, dept, role } = ShareTargetType;
    const targets = (type: ShareTargetType) =>
      kysely
        .selectFrom('shares')
        .select('shares.targetId')
        .where('shares.kind', '=', kind)
        .where('shares.thingId', '=', thingId)
        .where('shares.targetType', '=', type);
    const company = kysely
      .selectFrom('shares')
      .select('shares.companyId')
      .where('shares.kind', '=', kind)
      .where('shares.thingId', '=', thingId);
    return kysely
      .selectFrom('users as u')
      .select(['u.id', 'u.email'])
      .where('u.enabled', '=', 1)
      .where('u.companyId', 'in', company)
      .where((eb) =>
        eb.or([
          eb('u.id', 'in', targets(user)),
          eb('u.deptId', 'in', targets(dept)),
          eb(
            'u.id',
            'in',
            eb.selectFrom('userRoles').select('userRoles.userId').where('userRoles.roleId', 'in', targets(role)),
          ),
        ]),
      )
      .orderBy('u.id')
      .execute();
  }

  async function removeThing(kind: ShareKind, thingId: number): Promise<void> {
    await kysely.deleteFrom('shares').where('kind', '=', kind).where('thingId', '=', thingId).execute();
  }

  /** Enabled users of a company but `except`, matching a name or account. */
  async function userCandidates(companyId: number, except: number, name: string | undefined, window: Window) {
    let q = kysely
      .selectFrom('users')
      .select(['id', 'nickName', 'username', 'phone'])
      .where('companyId', '=', companyId)
      .where('enabled', '=', 1)
      .where('id', '!=', except);
    if (name) q = q.where((eb) => eb.or([containsText('nickName', name), containsText('username', name)]));
    const { rows, total } = await fetchPage(q.orderBy('nickName').orderBy('id'), window);
    const note = (u: (typeof rows)[number]) => u.username ?? u.phone ?? '';
    return { total, rows: rows.map((u) => ({ id: u.id, name: u.nickName || note(u), note: note(u) })) };
  }

  async function deptCandidates(companyId: number, name: string | undefined, window: Window) {
    let q = kysely
      .selectFrom('depts')
      .leftJoin('depts as parent', 'parent.id', 'depts.parentId')
      .select(['depts.id', 'depts.name', 'parent.name as parentName'])
      .where('depts.companyId', '=', companyId);
    if (name) q = q.where(containsText('depts.name', name));
    const { rows, total } = await fetchPage(q.orderBy('depts.name').orderBy('depts.id'), window);
    return { total, rows: rows.map((d) => ({ id: d.id, name: d.name, note: d.parentName ?? '' })) };
  }

  async function roleCandidates(companyId: number, name: string | undefined, window: Window) {
    let q = kysely.selectFrom('roles').select(['id', 'name']).where('companyId', '=', companyId);
    if (name) q = q.where(containsText('name', name));
    const { rows, total } = await fetchPage(q.orderBy('name').orderBy('id'), window);
    return { total, rows: rows.map((r) => ({ id: r.id, name: r.name, note: '' })) };
  }

  /** Users (but the caller), departments or roles of a company that a thing can be shared with. */
  async function candidates(
    companyId: number,
    type: ShareTargetType,
    caller: number,
    name: string | undefined,
    window: Window,
  ): Promise<{ rows: ShareCandidate[]; total: number }> {
    const found =
      type === ShareTargetType.user
        ? await userCandidates(companyId, caller, name, window)
        : type === ShareTargetType.dept
          ? await deptCandidates(companyId, name, window)
          : await roleCandidates(companyId, name, window);
    return { total: found.total, rows: found.rows.map((row) => ({ type, ...row })) };
  }

  return {
    thingIdsReaching,
    reaches,
    page,
    targetRows,
    targetsInCompany,
    replace,
    removeThing,
    candidates,
    usersReached,
  };
}
export type ShareRepo = ReturnType<typeof createShareRepo>;
