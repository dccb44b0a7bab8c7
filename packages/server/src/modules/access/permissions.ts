import { fieldText, forbidden } from '../../http/errors.js';
import type { PagePermission } from '../../http/guard.js';
import type { AuthContext } from './access.service.js';

/** A button that only some inputs need; `field` names the input that asked for it. */
export function assertHolds(auth: AuthContext, permission: PagePermission, field?: string): void {
  if (auth.permissions.has(permission)) return;
  throw forbidden(field ? fieldText(field, { zh: `需要 ${permission} 权限`, en: `needs ${permission}` }) : undefined);
}

/** The caller needs one of `permissions` (which ones depends on the input: a flow's type, a share's kind). */
export function assertHoldsOne(auth: AuthContext, permissions: readonly PagePermission[]): void {
  if (!permissions.some((p) => auth.permissions.has(p))) throw forbidden();
}
