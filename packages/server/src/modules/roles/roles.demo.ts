import { ShareTargetType } from '@iot/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forgetShareTarget } from '../shares/shares.repo.js';

const DONE_KEY = 'demoSeeded:roles';
const DEMO_OPERATOR = 'demo-user';

/**
 * Demo installations made before the built-in operator role gave the demo operator a role of the
 * dealer company's own, which could not confirm alarms: its holders move to the built-in role and
 * the old role goes. Runs once; a new demo has no such role.
 */
export async function seedRolesDemo(kysely: Kysely<Database>, operatorRoleId: number, now: number): Promise<void> {
  const done = await kysely.selectFrom('settings').select('key').where('key', '=', DONE_KEY).executeTakeFirst();
  if (done) return;
  const legacy = await kysely
    .selectFrom('roles')
    .innerJoin('userRoles', 'userRoles.roleId', 'roles.id')
    .innerJoin('users', 'users.id', 'userRoles.userId')
    .select('roles.id')
    .where('users.username', '=', DEMO_OPERATOR)
    .where('roles.builtin', 'is', null)
    .where('roles.name', '=', '值班员 Operator')
    .execute();
  for (const { id } of legacy) {
    const holders = await kysely.selectFrom('userRoles').select('userId').where('roleId', '=', id).execute();
    const already = await kysely
      .selectFrom('userRoles')
      .select('userId')
      .where('roleId', '=', operatorRoleId)
      .execute();
    const moving = holders.filter((h) => !already.some((a) => a.userId === h.userId));
    if (moving.length > 0) {
      await kysely
        .insertInto('userRoles')
        .values(moving.map(({ userId }) => ({ userId, roleId: operatorRoleId })))
        .execute();
    }
    await forgetShareTarget(kysely, ShareTargetType.role, id);
    await kysely.deleteFrom('roles').where('id', '=', id).execute();
  }
  await kysely
    .insertInto('settings')
    .values({ key: DONE_KEY, value: String(now) })
    .execute();
}
