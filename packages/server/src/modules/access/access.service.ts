import { UserType } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { User } from '../../db/schema.js';

/** The companies a caller may see: every query on tenant data takes one of these. */
export type Scope = { all: true } | { all: false; companyIds: number[] };

export interface AuthContext {
  user: User;
  sessionId: number;
  scope: Scope;
  /** Page component names and `${page}:${button}` pairs the caller holds. */
  permissions: ReadonlySet<string>;
}

export function inScope(scope: Scope, companyId: number): boolean {
  return scope.all || scope.companyIds.includes(companyId);
}

/** Menu levels a user type holds without roles, and may grant to others. */
export function grantableLevels(userType: number): string[] {
  if (userType === UserType.platformAdmin) return ['platform', 'subdomain', 'company'];
  if (userType === UserType.subdomainAdmin) return ['subdomain', 'company'];
  return ['company'];
}

export function createAccessService(ctx: Ctx) {
  const { kysely } = ctx.db;

  async function scopeFor(user: User): Promise<Scope> {
    if (user.userType === UserType.platformAdmin) return { all: true };
    if (user.userType === UserType.subdomainAdmin) {
      const rows = await kysely
        .selectFrom('companies as c')
        .innerJoin('companies as own', 'own.domainId', 'c.domainId')
        .select('c.id')
        .where('own.id', '=', user.companyId)
        .execute();
      return { all: false, companyIds: rows.map((r) => r.id) };
    }
    if (user.userType === UserType.companyAdmin) {
      const rows = await kysely
        .selectFrom('companies')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', user.companyId), eb('parentId', '=', user.companyId)]))
        .execute();
      return { all: false, companyIds: rows.map((r) => r.id) };
    }
    return { all: false, companyIds: [user.companyId] };
  }

  async function permissionsFor(user: User): Promise<Set<string>> {
    const levels =
      user.userType === UserType.companyAdmin || user.userType === UserType.user ? [] : grantableLevels(user.userType);
    const implicit =
      levels.length === 0
        ? []
        : await kysely.selectFrom('menus').select(['componentName', 'button']).where('level', 'in', levels).execute();
    const granted = await kysely
      .selectFrom('userRoles')
      .innerJoin('roleMenus', 'roleMenus.roleId', 'userRoles.roleId')
      .innerJoin('menus', 'menus.id', 'roleMenus.menuId')
      .select(['menus.componentName', 'menus.button'])
      .where('userRoles.userId', '=', user.id)
      .where('menus.level', 'in', grantableLevels(user.userType))
      .execute();
    const set = new Set<string>();
    for (const m of [...implicit, ...granted]) set.add(m.button ? `${m.componentName}:${m.button}` : m.componentName);
    return set;
  }

  async function contextFor(user: User, sessionId: number): Promise<AuthContext> {
    const [scope, permissions] = await Promise.all([scopeFor(user), permissionsFor(user)]);
    return { user, sessionId, scope, permissions };
  }

  return { scopeFor, permissionsFor, contextFor };
}
export type AccessService = ReturnType<typeof createAccessService>;
