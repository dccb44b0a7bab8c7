import { MENU_CATALOG } from '@iot/contract';
import { forbidden } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';

const MENU_PAGES = new Set(MENU_CATALOG.flatMap((group) => group.pages.map((page) => page.componentName)));

/**
 * Pickers and read-only lists serve every page that embeds them (dashboard, reports, editors), so
 * they ask for any page of the catalogue rather than a particular one; the rows stay scoped.
 */
export function assertHoldsAnyPage(auth: AuthContext): void {
  for (const permission of auth.permissions) if (MENU_PAGES.has(permission)) return;
  throw forbidden();
}

export function assertHolds(auth: AuthContext, permission: string, field?: string): void {
  if (!auth.permissions.has(permission)) throw forbidden(field ? `${field}: needs ${permission}` : undefined);
}
