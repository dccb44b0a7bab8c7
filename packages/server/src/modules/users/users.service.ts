import {
  ShareTargetType,
  UserType,
  type UserCreate,
  type UserInfo,
  type UserPageQuery,
  type UserUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { User, UserPatch } from '../../db/schema.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { inScope, type AuthContext } from '../access/access.service.js';
import { hashPassword } from '../auth/passwords.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { DeptService } from '../depts/depts.service.js';
import type { RoleService } from '../roles/roles.service.js';
import { forgetShareTarget } from '../shares/shares.repo.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { assertHolds } from '../access/permissions.js';
import { assertMayManageType, assertNotOnSelf, isManagement } from './users.policy.js';
import { createUserRepo } from './users.repo.js';

export interface NewUserInput {
  companyId: number;
  nickName: string;
  password: string;
  userType: number;
  username?: string;
  phone?: string;
  email?: string;
  roleIds?: number[];
  deptId?: number | null;
  isDemo?: boolean;
  enabled?: boolean;
}

interface Deps {
  sessions: SessionService;
  roles: RoleService;
  tenancy: TenancyService;
  depts: DeptService;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

export function createUserService(ctx: Ctx, { sessions, roles, tenancy, depts }: Deps) {
  const repo = createUserRepo(ctx.db.kysely, ctx.config.timeZone);

  async function assertUnique(fields: { username?: string | null; phone?: string | null }, exceptId?: number) {
    for (const field of ['username', 'phone'] as const) {
      const value = fields[field];
      if (value && (await repo.taken(field, value, exceptId)))
        throw badRequest(fieldText(field, { zh: '已被占用', en: 'already taken' }));
    }
  }

  async function detail(id: number): Promise<UserInfo> {
    const info = await repo.info(id);
    if (!info) throw notFound('user');
    return info;
  }

  async function userInScope(auth: AuthContext, id: number): Promise<User> {
    const user = await repo.getById(id);
    if (!user || !inScope(auth.scope, user.companyId)) throw notFound('user');
    return user;
  }

  /** No checks: for registration, seeding and the checked `create` below. */
  async function createInternal(input: NewUserInput): Promise<number> {
    await assertUnique(input);
    const roleIds = input.roleIds?.length
      ? [...new Set(input.roleIds)]
      : input.userType === UserType.companyAdmin
        ? [await roles.companyAdminRoleId()]
        : [];
    const user = {
      companyId: input.companyId,
      deptId: input.deptId ?? null,
      username: input.username ?? null,
      phone: input.phone ?? null,
      email: input.email?.toLowerCase() ?? null,
      nickName: input.nickName,
      passwordHash: await hashPassword(input.password),
      userType: input.userType,
      homePage: 8,
      menuStyle: null,
      enabled: input.enabled === false ? 0 : 1,
      isDemo: input.isDemo ? 1 : 0,
      createdAt: ctx.now(),
    } as const;
    return repo.insert(user, roleIds);
  }

  /** Ends every session of the user but `keepSessionId` (the caller's own, when it changes its password). */
  async function setPassword(userId: number, password: string, keepSessionId?: number): Promise<void> {
    await repo.update(userId, { passwordHash: await hashPassword(password) });
    await sessions.revokeUser(userId, keepSessionId);
  }

  async function setPhone(userId: number, phone: string): Promise<void> {
    await assertUnique({ phone }, userId);
    await repo.update(userId, { phone });
  }

  /** Yourself always; another user with 'userManage:read' within the caller's scope. */
  async function get(auth: AuthContext, id: number): Promise<UserInfo> {
    if (id !== auth.user.id) {
      assertHolds(auth, 'userManage:read');
      await userInScope(auth, id);
    }
    return detail(id);
  }

  async function page(auth: AuthContext, query: UserPageQuery) {
    if (query.param.companyId !== undefined) await tenancy.companyInScope(auth.scope, query.param.companyId);
    if (query.param.deptId !== undefined) await depts.deptInScope(auth.scope, query.param.deptId);
    return repo.page(auth.scope, query);
  }

  /** The company, type, roles and department a manager gives a user must all be its to give. */
  async function assertAssignment(
    auth: AuthContext,
    to: { companyId: number; userType: number; roleIds?: number[]; deptId?: number | null },
  ) {
    await tenancy.companyInScope(auth.scope, to.companyId);
    assertMayManageType(auth, to.userType);
    if (to.roleIds?.length) await roles.assertAssignable(auth, to.companyId, to.roleIds);
    if (to.deptId) await depts.assertInCompany('deptId', to.deptId, to.companyId);
  }

  async function create(auth: AuthContext, input: UserCreate): Promise<{ id: number }> {
    await assertAssignment(auth, input);
    return { id: await createInternal(input) };
  }

  /**
   * Own settings need only a session; anything else 'userManage:update' and the target in scope.
   * Rights that shrink (disabled, roles removed, type or company changed, new password) end the
   * user's sessions at once.
   */
  async function update(auth: AuthContext, input: UserUpdate): Promise<void> {
    const target = await userInScope(auth, input.id);
    const management = isManagement(auth, input);
    const currentRoles = await repo.roleIdsOf(target.id);
    if (management) {
      assertHolds(auth, 'userManage:update');
      assertNotOnSelf(auth, input, currentRoles);
      assertMayManageType(auth, target.userType);
      const companyId = input.companyId ?? target.companyId;
      await assertAssignment(auth, {
        companyId,
        userType: input.userType ?? target.userType,
        roleIds: input.roleIds,
        deptId: input.deptId,
      });
    }
    await assertUnique(input, target.id);
    const movesCompany = input.companyId !== undefined && input.companyId !== target.companyId;
    // The old company's roles must not travel with the user.
    if (movesCompany && input.roleIds === undefined)
      throw badRequest(fieldText('roleIds', { zh: '更换公司时必填', en: 'required when the company changes' }));
    const roleIds = input.roleIds && [...new Set(input.roleIds)];
    const patch: UserPatch = {
      nickName: input.nickName,
      username: input.username,
      phone: input.phone,
      email: input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null),
      companyId: input.companyId,
      userType: input.userType,
      deptId: input.deptId === undefined && movesCompany ? null : input.deptId,
      enabled: flag(input.enabled),
      homePage: input.homePage,
      menuStyle: input.menuStyle,
    };
    await repo.update(target.id, patch, roleIds);
    const rolesRemoved = roleIds !== undefined && currentRoles.some((id) => !roleIds.includes(id));
    const typeChanged = input.userType !== undefined && input.userType !== target.userType;
    if (input.enabled === false || rolesRemoved || typeChanged || movesCompany) {
      await sessions.revokeUser(target.id);
    }
    if (input.password !== undefined) {
      await setPassword(target.id, input.password, target.id === auth.user.id ? auth.sessionId : undefined);
    }
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    if (id === auth.user.id)
      throw badRequest(fieldText('id', { zh: '不能删除自己', en: 'you cannot delete yourself' }));
    const target = await userInScope(auth, id);
    assertMayManageType(auth, target.userType);
    await repo.remove(id);
    await forgetShareTarget(ctx.db.kysely, ShareTargetType.user, id);
  }

  return {
    findByAccount: repo.findByAccount,
    getById: repo.getById,
    count: repo.count,
    createInternal,
    setPassword,
    setPhone,
    detail,
    get,
    page,
    create,
    update,
    remove,
  };
}
export type UserService = ReturnType<typeof createUserService>;
