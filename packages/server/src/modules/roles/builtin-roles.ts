import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const COMPANY_ADMIN_ROLE = 'company-admin';

/**
 * The built-in company-administrator role: every page and button of a company (menu level
 * 'company'). Kept in step with the catalogue at every start.
 */
export async function ensureCompanyAdminRole(kysely: Kysely<Database>, now: number): Promise<number> {
  return kysely.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('roles')
      .select('id')
      .where('builtin', '=', COMPANY_ADMIN_ROLE)
      .executeTakeFirst();
    const roleId =
      found?.id ??
      (
        await trx
          .insertInto('roles')
          .values({
            companyId: null,
            name: '公司管理员 Company administrator',
            builtin: COMPANY_ADMIN_ROLE,
            createdAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const menus = await trx.selectFrom('menus').select('id').where('level', '=', 'company').execute();
    await trx.deleteFrom('roleMenus').where('roleId', '=', roleId).execute();
    if (menus.length > 0) {
      await trx
        .insertInto('roleMenus')
        .values(menus.map((m) => ({ roleId, menuId: m.id })))
        .execute();
    }
    return roleId;
  });
}
