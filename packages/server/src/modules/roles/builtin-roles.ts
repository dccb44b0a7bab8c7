import type { Permission } from '@iot/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export const COMPANY_ADMIN_ROLE = 'company-admin';
export const OPERATOR_ROLE = 'operator';

/**
 * An operator's daily work: watch the monitoring pages, devices, data and reports, look at history,
 * handle alarms (confirm them, write follow-ups) and see the maintenance plans assigned to them. Nothing that
 * changes configuration.
 */
export const OPERATOR_PERMISSIONS: readonly Permission[] = [
  'dashboard:read',
  'customMonitor:read',
  'hardwareMap:read',
  'maptovideo:read',
  'equipIndex:read',
  'equipIndex:history',
  'deviceInfo:read',
  'eqArcShare:read',
  'deviceExpiration:read',
  'cusDataShare:read',
  'cusDataShare:history',
  'reportfrom:read',
  'reportfrom:export',
  'alertInfo:read',
  'alertInfo:confirm',
  'luckyHome:read',
  'luckyHome:export',
  'monlucky:read',
  'monlucky:export',
  'lunkyInfo:read',
  'luckyOff:read',
  'luckyHis:read',
  'luckyHis:export',
  'tempReport:read',
  'luckyShareList:read',
  'screen:read',
  'mineTopo:read',
  // Everything shared with the operator, in one list.
  'shareList:read',
  'nullmainPlanInfo:read',
  // An assignee finds the plans it was given on the plan shares page.
  'oamPlanShare:read',
];

type Trx = Transaction<Database>;

/** The role's id, made with `name` the first time. */
async function builtinRoleId(trx: Trx, builtin: string, name: string, now: number): Promise<number> {
  const found = await trx.selectFrom('roles').select('id').where('builtin', '=', builtin).executeTakeFirst();
  if (found) return found.id;
  const made = await trx
    .insertInto('roles')
    .values({ companyId: null, name, builtin, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

async function setMenus(trx: Trx, roleId: number, menuIds: number[]): Promise<void> {
  await trx.deleteFrom('roleMenus').where('roleId', '=', roleId).execute();
  if (menuIds.length === 0) return;
  await trx
    .insertInto('roleMenus')
    .values(menuIds.map((menuId) => ({ roleId, menuId })))
    .execute();
}

/** The menu rows that grant `permissions`: their buttons, their pages and the pages' groups. */
async function menusGranting(trx: Trx, permissions: readonly Permission[]): Promise<number[]> {
  const wanted = new Set<string>(permissions);
  const pages = [...new Set(permissions.map((p) => p.split(':')[0] ?? ''))];
  const rows = await trx
    .selectFrom('menus')
    .select(['id', 'parentId', 'componentName', 'button'])
    .where('componentName', 'in', pages)
    .execute();
  const granted = rows.filter((m) => m.button === null || wanted.has(`${m.componentName}:${m.button}`));
  const groups = granted.flatMap((m) => (m.button === null && m.parentId !== null ? [m.parentId] : []));
  return [...new Set([...granted.map((m) => m.id), ...groups])];
}

/**
 * The built-in roles, which every company may give its users and nobody may change: the company
 * administrator (every page and button of a company, menu level 'company') and the operator. Kept in
 * step with the catalogue at every start, so an upgraded server upgrades them too.
 */
export async function ensureBuiltinRoles(
  kysely: Kysely<Database>,
  now: number,
): Promise<{ companyAdmin: number; operator: number }> {
  return kysely.transaction().execute(async (trx) => {
    const companyAdmin = await builtinRoleId(trx, COMPANY_ADMIN_ROLE, '公司管理员 Company administrator', now);
    const companyMenus = await trx.selectFrom('menus').select('id').where('level', '=', 'company').execute();
    await setMenus(
      trx,
      companyAdmin,
      companyMenus.map((m) => m.id),
    );
    const operator = await builtinRoleId(trx, OPERATOR_ROLE, '值班员 Operator', now);
    await setMenus(trx, operator, await menusGranting(trx, OPERATOR_PERMISSIONS));
    return { companyAdmin, operator };
  });
}
