import {
  ShareTargetType,
  UserType,
  type RoleCreate,
  type RoleDetail,
  type RolePageQuery,
  type RoleRecord,
  type RoleUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { fieldText, forbidden, notFound } from '../../http/errors.js';
import { inScope, type AuthContext } from '../access/access.service.js';
import type { SessionService } from '../auth/sessions.service.js';
import { forgetShareTarget } from '../shares/shares.repo.js';
import { menuIds, type MenuService } from '../menus/menus.service.js';
import { ensureBuiltinRoles } from './builtin-roles.js';
import { createRoleRepo } from './roles.repo.js';

const UNGRANTABLE_MENUS = fieldText('menuIds', { zh: '包含你无权授予的菜单', en: 'contains menus you may not grant' });

export function createRoleService(ctx: Ctx, deps: { menus: MenuService; sessions: SessionService }) {
  const repo = createRoleRepo(ctx.db.kysely, ctx.config.timeZone);

  async function visibleRole(auth: AuthContext, id: number): Promise<RoleRecord> {
    const role = await repo.record(auth.scope, id);
    if (!role) throw notFound('role');
    return role;
  }

  async function editableRole(auth: AuthContext, id: number): Promise<RoleRecord> {
    const role = await visibleRole(auth, id);
    if (role.builtin) throw forbidden({ zh: '内置角色不能修改', en: 'built-in roles cannot be changed' });
    return role;
  }

  async function grantableIds(auth: AuthContext): Promise<Set<number>> {
    return new Set(menuIds(await deps.menus.grantableTree(auth)));
  }

  async function page(auth: AuthContext, query: RolePageQuery) {
    if (query.param.companyId !== undefined && !inScope(auth.scope, query.param.companyId)) throw notFound('company');
    return repo.page(auth.scope, query);
  }

  async function get(auth: AuthContext, id: number): Promise<RoleDetail> {
    const role = await visibleRole(auth, id);
    return { ...role, menuIds: await repo.menuIdsOf(id) };
  }

  async function create(auth: AuthContext, input: RoleCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    if (!inScope(auth.scope, companyId) || !(await repo.companyExists(companyId))) throw notFound('company');
    const allowed = await grantableIds(auth);
    if (input.menuIds.some((id) => !allowed.has(id))) throw forbidden(UNGRANTABLE_MENUS);
    const id = await repo.insert({ name: input.name, companyId, menuIds: [...new Set(input.menuIds)] }, ctx.now());
    return { id };
  }

  /**
   * Menus the caller may not grant stay on the role as they are (it cannot see them); when menus are
   * taken away, the role's users log in again to get their new rights.
   */
  async function update(auth: AuthContext, input: RoleUpdate): Promise<void> {
    await editableRole(auth, input.id);
    if (input.menuIds === undefined) return repo.update(input.id, { name: input.name });
    const [before, allowed] = await Promise.all([repo.menuIdsOf(input.id), grantableIds(auth)]);
    const held = new Set(before);
    if (input.menuIds.some((id) => !allowed.has(id) && !held.has(id))) {
      throw forbidden(UNGRANTABLE_MENUS);
    }
    const after = new Set([...input.menuIds, ...before.filter((id) => !allowed.has(id))]);
    const holders = await repo.holders(input.id);
    await repo.update(input.id, { name: input.name, menuIds: [...after] });
    if (before.some((id) => !after.has(id))) await deps.sessions.revokeUsers(holders);
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    await editableRole(auth, id);
    const holders = await repo.holders(id);
    await repo.remove(id);
    await forgetShareTarget(ctx.db.kysely, ShareTargetType.role, id);
    await deps.sessions.revokeUsers(holders);
  }

  async function users(auth: AuthContext, id: number) {
    await visibleRole(auth, id);
    return repo.usersOf(id, auth.scope);
  }

  /**
   * Roles the caller may give a user of `companyId`: that company's own roles, and the built-in
   * roles (company administrator, operator) when the caller is an administrator.
   */
  async function assertAssignable(auth: AuthContext, companyId: number, roleIds: number[]): Promise<void> {
    const wanted = [...new Set(roleIds)];
    const roles = await repo.findMany(wanted);
    const isAdmin = auth.user.userType !== UserType.user;
    const assignable = roles.filter((r) => (r.builtin === null ? r.companyId === companyId : isAdmin));
    if (assignable.length !== wanted.length)
      throw forbidden(fieldText('roleIds', { zh: '包含你无权分配的角色', en: 'contains roles you may not assign' }));
  }

  /** The built-in company-administrator role, created with its menus if the database has none yet. */
  async function companyAdminRoleId(): Promise<number> {
    return (await repo.companyAdminRoleId()) ?? (await ensureBuiltinRoles(ctx.db.kysely, ctx.now())).companyAdmin;
  }

  return { page, get, create, update, remove, users, assertAssignable, companyAdminRoleId };
}
export type RoleService = ReturnType<typeof createRoleService>;
