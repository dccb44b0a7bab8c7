import { MENU_CATALOG, UserType } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { seed } from '../../seed.js';
import { createServices } from '../../services.js';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, PASSWORD, type TestApp } from '../../test/harness.js';
import { platformEnv } from '../../test/platform-env.js';
import { alarmApiOf } from '../alarms/test/alarm-fixture.js';
import { OPERATOR_PERMISSIONS } from './builtin-roles.js';

it('grants the operator only buttons of the catalogue', () => {
  const buttons = new Set(
    MENU_CATALOG.flatMap((g) => g.pages.flatMap((p) => p.buttons.map((b) => `${p.componentName}:${b}`))),
  );
  expect(OPERATOR_PERMISSIONS.filter((p) => !buttons.has(p))).toEqual([]);
});

describe.each(DIALECTS)('the built-in operator role on %s', (dialect) => {
  let t: TestApp;
  const api = alarmApiOf(() => t);
  let operatorToken: string;
  let record: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const created = await api.as('dealerAdmin', 'POST', '/user', {
      nickName: 'Night shift',
      username: 'nightshift',
      password: PASSWORD,
      companyId: t.fixture.companies.dealer,
      roleIds: [t.fixture.roles.operator],
    });
    expect(created.code).toBe(200);
    operatorToken = await t.app.services.sessions.create(created.data.id, 'session', '127.0.0.1');
    const watched = await api.watched('dealerAdmin');
    record = await api.record({
      companyId: t.fixture.companies.dealer,
      deviceId: watched.deviceId,
      variableId: watched.variableId,
    });
  });
  afterAll(() => t.close());

  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `/admin/api${url}`, payload, token: operatorToken });

  it('confirms alarms and writes follow-ups', async () => {
    const follow = await as('POST', '/alarmRecord/follow/create', { recordId: record, content: 'Checked the pump' });
    expect([follow.body.code, follow.body.msg]).toEqual([200, expect.any(String)]);
    expect((await as('POST', `/alarmRecord/confirm/${record}`)).body.code).toBe(200);
    const detail = await as('GET', `/alarmRecord/${record}`);
    expect(detail.body.data).toMatchObject({ processState: 1 });
    const follows = await as('GET', `/alarmRecord/follow/list/${record}`);
    expect(follows.body.data.map((f: { content: string }) => f.content)).toEqual(['Checked the pump']);
  });

  it('watches devices and history, and changes no configuration', async () => {
    expect((await as('POST', '/device/getDeviceListPage', { pageNum: 1, pageSize: 10 })).body.code).toBe(200);
    expect((await as('POST', '/device', { name: 'New', identity: 'op-new' })).body.code).toBe(403);
    expect((await as('POST', '/customdata/repertory', { name: 'Mine' })).body.code).toBe(403);
    expect((await as('POST', '/alarmRecord/follow/create', {})).body.code).not.toBe(403);
    expect((await as('POST', '/user/getPage', { pageNum: 1, pageSize: 10 })).body.code).toBe(403);
  });

  it('lists the maintenance plans shared with it, and makes none', async () => {
    expect((await as('GET', '/share/list?kind=plan&scope=mine&pageNum=1&pageSize=10')).body.code).toBe(200);
    expect((await as('POST', '/mainPlan/getPage', { pageNum: 1, pageSize: 10 })).body.code).toBe(200);
    expect((await as('POST', '/mainPlan', { name: 'Mine', type: 3, targetType: 1, targetId: 1 })).body.code).toBe(403);
  });

  it('is offered to every company and changed by nobody', async () => {
    const roles = await api.as('otherAdmin', 'POST', '/role/getPage', { pageNum: 1, pageSize: 100 });
    expect(roles.data.records).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: t.fixture.roles.operator, builtin: true })]),
    );
    const renamed = await api.as('root', 'PUT', '/role', { id: t.fixture.roles.operator, name: 'Mine' });
    expect(renamed.code).toBe(403);
    const byUser = await api.as('viewer', 'POST', '/user', {
      nickName: 'x',
      username: 'x_by_viewer',
      password: PASSWORD,
      companyId: t.fixture.companies.dealer,
      roleIds: [t.fixture.roles.operator],
    });
    expect(byUser.code).toBe(403);
  });
});

describe.each(DIALECTS)('the demo operator, new and upgraded, on %s', (dialect) => {
  // The test app's database, seeded again as a demo installation would be at each start.
  let t: TestApp;
  const ctx = () => ({
    db: t.testDb.db,
    config: loadConfig(platformEnv(t.testDb, { IOT_DEMO: '1' })),
    log: t.app.log,
    now: t.clock.now,
  });
  const run = async () => {
    await seed(ctx(), createServices(ctx()));
  };
  const k = () => t.testDb.db.kysely;
  const demoUserRoles = () =>
    k()
      .selectFrom('userRoles')
      .innerJoin('users', 'users.id', 'userRoles.userId')
      .innerJoin('roles', 'roles.id', 'userRoles.roleId')
      .select(['roles.id', 'roles.builtin'])
      .where('users.username', '=', 'demo-user')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives a new demo operator the built-in role, which confirms alarms', async () => {
    await run();
    expect(await demoUserRoles()).toEqual([{ id: expect.any(Number), builtin: 'operator' }]);
    const user = await k()
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'demo-user')
      .executeTakeFirstOrThrow();
    const permissions = await createServices(ctx()).access.permissionsFor(user);
    expect(permissions.has('alertInfo:confirm')).toBe(true);
    expect(user.userType).toBe(UserType.user);
  });

  it('moves an older demo’s operator from its own role to the built-in one, once', async () => {
    const [builtin] = await demoUserRoles();
    const dealer = await k()
      .selectFrom('users')
      .select(['id', 'companyId'])
      .where('username', '=', 'demo-user')
      .executeTakeFirstOrThrow();
    const legacy = await k()
      .insertInto('roles')
      .values({ companyId: dealer.companyId, name: '值班员 Operator', builtin: null, createdAt: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k().deleteFrom('userRoles').where('userId', '=', dealer.id).execute();
    await k().insertInto('userRoles').values({ userId: dealer.id, roleId: legacy.id }).execute();
    await k().deleteFrom('settings').where('key', '=', 'demoSeeded:roles').execute();
    // The built-in role of an older server lacked the confirm button: the start puts it back.
    await k().deleteFrom('roleMenus').where('roleId', '=', builtin!.id).execute();

    await run();
    expect(await demoUserRoles()).toEqual([{ id: builtin!.id, builtin: 'operator' }]);
    expect(await k().selectFrom('roles').select('id').where('id', '=', legacy.id).execute()).toEqual([]);
    const confirm = await k()
      .selectFrom('roleMenus')
      .innerJoin('menus', 'menus.id', 'roleMenus.menuId')
      .select('menus.id')
      .where('roleMenus.roleId', '=', builtin!.id)
      .where('menus.componentName', '=', 'alertInfo')
      .where('menus.button', '=', 'confirm')
      .execute();
    expect(confirm).toHaveLength(1);
  });
});
