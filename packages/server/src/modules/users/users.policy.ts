import { UserType, type UserUpdate } from '@iot/contract';
import { fieldText, forbidden } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';

/** What anyone may change on their own account without the user-management buttons. */
const OWN_SETTINGS = new Set<string>(['id', 'homePage', 'menuStyle', 'nickName']);

/**
 * The user types a caller may create, change or delete (the company is checked against its scope
 * separately): a platform administrator any; a subdomain administrator 2 to 4; a company
 * administrator 3 and 4; a user holding the button only users.
 */
export function assertMayManageType(auth: AuthContext, userType: number): void {
  const own = auth.user.userType;
  const allowed =
    own === UserType.platformAdmin ||
    (own === UserType.subdomainAdmin && userType >= UserType.subdomainAdmin) ||
    (own === UserType.companyAdmin && userType >= UserType.companyAdmin) ||
    userType === UserType.user;
  if (!allowed)
    throw forbidden(
      fieldText('userType', { zh: '你不能管理该类型的用户', en: 'you may not manage users of this type' }),
    );
}

/** Whether an update goes beyond one's own settings and so needs 'userManage:update'. */
export function isManagement(auth: AuthContext, input: UserUpdate): boolean {
  if (input.id !== auth.user.id) return true;
  return Object.entries(input).some(([field, value]) => value !== undefined && !OWN_SETTINGS.has(field));
}

/** Changes that would raise or end one's own rights: another administrator must make them. */
export function assertNotOnSelf(auth: AuthContext, input: UserUpdate, ownRoleIds: number[]): void {
  if (input.id !== auth.user.id) return;
  const { user } = auth;
  const sameRoles = (ids: number[]) => ids.length === ownRoleIds.length && ids.every((id) => ownRoleIds.includes(id));
  const changed =
    (input.userType !== undefined && input.userType !== user.userType && 'userType') ||
    (input.companyId !== undefined && input.companyId !== user.companyId && 'companyId') ||
    (input.enabled === false && 'enabled') ||
    (input.roleIds !== undefined && !sameRoles([...new Set(input.roleIds)]) && 'roleIds');
  if (changed)
    throw forbidden(
      fieldText(changed, { zh: '不能修改自己账号的这一项', en: 'you cannot change this on your own account' }),
    );
}
