import { UserType } from '@iot/contract';
import { insertTestUser, type TestApp } from './harness.js';

let serial = 0;

/**
 * A user of the fixture's dealer company whose one role grants exactly `permissions` (`page:button`,
 * with their pages and groups, as the role screen grants them). Answers a session token.
 */
export async function grantedUser(
  t: TestApp,
  permissions: readonly string[],
  userType: number = UserType.user,
): Promise<string> {
  const k = t.testDb.db.kysely;
  const now = t.clock.now();
  serial += 1;
  const pairs = permissions.map((p) => p.split(':') as [string, string]);
  const pages = await k
    .selectFrom('menus')
    .select(['id', 'parentId', 'componentName', 'button'])
    .where(
      'componentName',
      'in',
      pairs.map(([page]) => page),
    )
    .execute();
  const granted = pages.filter(
    (m) => m.button === null || pairs.some(([page, button]) => page === m.componentName && button === m.button),
  );
  const groupIds = granted.filter((m) => m.button === null && m.parentId !== null).map((m) => m.parentId as number);
  const menuIds = [...new Set([...granted.map((m) => m.id), ...groupIds])];
  const { dealer } = t.fixture.companies;
  const role = await k
    .insertInto('roles')
    .values({ companyId: dealer, name: `Granted ${serial}`, builtin: null, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (menuIds.length > 0) {
    await k
      .insertInto('roleMenus')
      .values(menuIds.map((menuId) => ({ roleId: role.id, menuId })))
      .execute();
  }
  const user = await insertTestUser(k, {
    username: `granted${serial}`,
    companyId: dealer,
    userType,
    roleId: role.id,
    passwordHash: 'unused',
    now,
  });
  return t.app.services.sessions.create(user, 'session', '127.0.0.1');
}
