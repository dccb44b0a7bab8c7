import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { PASSWORD, createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('roles on %s', (dialect) => {
  let t: TestApp;
  let otherRole: number;
  let menuId: (key: string) => number;

  const as = async (user: FixtureUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    (await t.call({ method, url: `/admin/api${url}`, payload, token: await t.tokenFor(user) })).body;

  /** A user of the dealer holding `roleId`, and a live token of theirs. */
  async function holderOf(roleId: number, username: string) {
    const id = await t.app.services.users.createInternal({
      companyId: t.fixture.companies.dealer,
      nickName: username,
      username,
      password: PASSWORD,
      userType: 4,
      roleIds: [roleId],
    });
    return { id, token: await t.app.services.sessions.create(id, 'session', '127.0.0.1') };
  }
  const sessionWorks = async (token: string) =>
    (await t.call({ method: 'GET', url: '/admin/api/menu/build', token })).body.code === 200;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const menus = await t.testDb.db.kysely.selectFrom('menus').select(['id', 'componentName', 'button']).execute();
    const ids = new Map(menus.map((m) => [m.button ? `${m.componentName}:${m.button}` : m.componentName, m.id]));
    menuId = (key) => ids.get(key)!;
    otherRole = (await as('root', 'POST', '/role', { name: 'Other role', companyId: t.fixture.companies.other })).data
      .id;
  });
  afterAll(() => t.close());

  describe('POST /role/getPage', () => {
    it("lists the caller's companies' roles and the built-in one, with user counts", async () => {
      const body = await as('dealerAdmin', 'POST', '/role/getPage', { pageNum: 1, pageSize: 50 });
      expect(body.code).toBe(200);
      const byId = new Map(body.data.records.map((r: { id: number }) => [r.id, r]));
      expect(byId.get(t.fixture.roles.viewer)).toMatchObject({
        name: 'Viewer',
        companyId: t.fixture.companies.dealer,
        companyName: 'Dealer Automation Ltd',
        builtin: false,
        userCount: 1,
      });
      // Only the holders in the caller's scope are counted: dealerAdmin and customerAdmin.
      expect(byId.get(t.fixture.roles.companyAdmin)).toMatchObject({ builtin: true, userCount: 2 });
      expect(byId.has(otherRole)).toBe(false);
      expect(body.data.total).toBe(body.data.records.length);
    });

    it('filters by name, case-insensitively', async () => {
      const body = await as('dealerAdmin', 'POST', '/role/getPage', { param: { name: 'VIEW' } });
      expect(body.data.records.map((r: { name: string }) => r.name)).toEqual(['Viewer']);
    });

    it('refuses bad paging naming the field', async () => {
      const body = await as('dealerAdmin', 'POST', '/role/getPage', { pageSize: 0 });
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^pageSize: /);
    });

    it("answers 404 for another company's id as a filter", async () => {
      const body = await as('dealerAdmin', 'POST', '/role/getPage', {
        param: { companyId: t.fixture.companies.other },
      });
      expect(body.code).toBe(404);
    });
  });

  describe('GET /role/{id}', () => {
    it('gives the role with its menu ids', async () => {
      const body = await as('dealerAdmin', 'GET', `/role/${t.fixture.roles.viewer}`);
      expect(body.code).toBe(200);
      expect(body.data.menuIds).toContain(menuId('equipIndex:read'));
      expect(body.data.menuIds).not.toContain(menuId('equipIndex:delete'));
    });

    it('refuses a bad id naming the field', async () => {
      expect((await as('dealerAdmin', 'GET', '/role/abc')).msg).toMatch(/^id: /);
    });

    it("answers 404 for another company's role", async () => {
      expect((await as('dealerAdmin', 'GET', `/role/${otherRole}`)).code).toBe(404);
    });
  });

  describe('POST /role', () => {
    it("creates a role in the caller's company with menus it may grant", async () => {
      const body = await as('dealerAdmin', 'POST', '/role', {
        name: 'Operators',
        menuIds: [menuId('deviceCenter'), menuId('equipIndex'), menuId('equipIndex:read')],
      });
      expect(body.code).toBe(200);
      const role = await as('dealerAdmin', 'GET', `/role/${body.data.id}`);
      expect(role.data).toMatchObject({ name: 'Operators', companyId: t.fixture.companies.dealer, userCount: 0 });
      expect(role.data.menuIds).toHaveLength(3);
    });

    it('creates a role for a customer company in scope', async () => {
      const body = await as('dealerAdmin', 'POST', '/role', {
        name: 'Customer ops',
        companyId: t.fixture.companies.customer,
      });
      expect(body.code).toBe(200);
    });

    it('refuses a platform menu to a company administrator (403)', async () => {
      const body = await as('dealerAdmin', 'POST', '/role', { name: 'Sneaky', menuIds: [menuId('outbox')] });
      expect(body.code).toBe(403);
    });

    it('refuses menus outside the rights of a user who holds roleManage:create', async () => {
      const creatorRole = (
        await as('dealerAdmin', 'POST', '/role', {
          name: 'Role maker',
          menuIds: ['roleManage', 'roleManage:create', 'equipIndex', 'equipIndex:read'].map(menuId),
        })
      ).data.id;
      const maker = await holderOf(creatorRole, 'rolemaker');
      const post = (menuIds: number[]) =>
        t.call({ method: 'POST', url: '/admin/api/role', token: maker.token, payload: { name: 'Made', menuIds } });
      expect((await post([menuId('equipIndex:read')])).body.code).toBe(200);
      expect((await post([menuId('equipIndex:delete')])).body.code).toBe(403);
    });

    it('refuses an empty name naming the field', async () => {
      const body = await as('dealerAdmin', 'POST', '/role', { name: '' });
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^name: /);
    });

    it("answers 404 for another company's id", async () => {
      const body = await as('dealerAdmin', 'POST', '/role', { name: 'X', companyId: t.fixture.companies.other });
      expect(body.code).toBe(404);
    });
  });

  describe('PUT /role', () => {
    it('renames a role', async () => {
      const id = (await as('dealerAdmin', 'POST', '/role', { name: 'Old name' })).data.id;
      expect((await as('dealerAdmin', 'PUT', '/role', { id, name: 'New name' })).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/role/${id}`)).data.name).toBe('New name');
    });

    it('ends the sessions of its users when menus are taken away, not when added', async () => {
      const keys = ['deviceCenter', 'equipIndex', 'equipIndex:read'];
      const id = (await as('dealerAdmin', 'POST', '/role', { name: 'Shrinking', menuIds: keys.map(menuId) })).data.id;
      const holder = await holderOf(id, 'shrinkholder');
      const grow = await as('dealerAdmin', 'PUT', '/role', { id, menuIds: [...keys, 'equipIndex:update'].map(menuId) });
      expect(grow.code).toBe(200);
      expect(await sessionWorks(holder.token)).toBe(true);
      expect((await as('dealerAdmin', 'PUT', '/role', { id, menuIds: keys.map(menuId) })).code).toBe(200);
      const after = await t.call({ method: 'GET', url: '/admin/api/menu/build', token: holder.token });
      expect(after.body.code).toBe(10500);
    });

    it('refuses to change the built-in role (403)', async () => {
      const body = await as('dealerAdmin', 'PUT', '/role', { id: t.fixture.roles.companyAdmin, name: 'Mine' });
      expect(body.code).toBe(403);
    });

    it('refuses a bad id naming the field', async () => {
      expect((await as('dealerAdmin', 'PUT', '/role', { id: -1 })).msg).toMatch(/^id: /);
    });

    it("answers 404 for another company's role", async () => {
      expect((await as('dealerAdmin', 'PUT', '/role', { id: otherRole, name: 'Taken' })).code).toBe(404);
    });
  });

  describe('DELETE /role/{id}', () => {
    it('deletes a role and ends the sessions of its users', async () => {
      const id = (await as('dealerAdmin', 'POST', '/role', { name: 'Doomed', menuIds: [menuId('equipIndex')] })).data
        .id;
      const holder = await holderOf(id, 'doomedholder');
      expect((await as('dealerAdmin', 'DELETE', `/role/${id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/role/${id}`)).code).toBe(404);
      expect(await sessionWorks(holder.token)).toBe(false);
    });

    it('refuses to delete the built-in role (403)', async () => {
      expect((await as('root', 'DELETE', `/role/${t.fixture.roles.companyAdmin}`)).code).toBe(403);
    });

    it('refuses a bad id naming the field', async () => {
      expect((await as('dealerAdmin', 'DELETE', '/role/0')).msg).toMatch(/^id: /);
    });

    it("answers 404 for another company's role", async () => {
      expect((await as('dealerAdmin', 'DELETE', `/role/${otherRole}`)).code).toBe(404);
    });
  });

  describe('GET /role/getUsers/{id}', () => {
    it("lists the role's users within the caller's scope", async () => {
      const body = await as('dealerAdmin', 'GET', `/role/getUsers/${t.fixture.roles.companyAdmin}`);
      expect(body.code).toBe(200);
      expect(body.data.map((u: { id: number }) => u.id).sort()).toEqual(
        [t.fixture.users.dealerAdmin, t.fixture.users.customerAdmin].sort(),
      );
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        nickName: expect.any(String),
        username: expect.any(String),
      });
    });

    it('refuses a bad id naming the field', async () => {
      expect((await as('dealerAdmin', 'GET', '/role/getUsers/x')).msg).toMatch(/^id: /);
    });

    it("answers 404 for another company's role", async () => {
      expect((await as('dealerAdmin', 'GET', `/role/getUsers/${otherRole}`)).code).toBe(404);
    });
  });

  const calls: [string, string, object?][] = [
    ['POST', '/role/getPage', {}],
    ['GET', '/role/1'],
    ['POST', '/role', { name: 'X' }],
    ['PUT', '/role', { id: 1, name: 'X' }],
    ['DELETE', '/role/1'],
    ['GET', '/role/getUsers/1'],
  ];
  it.each(calls)('%s %s answers 10500 without a token and 403 without the permission', async (method, url, payload) => {
    const anonymous = await t.call({ method: method, url: `/admin/api${url}`, payload });
    expect(anonymous.body.code).toBe(10500);
    for (const user of ['viewer', 'nomenu'] as const) {
      expect((await as(user, method as 'GET', url, payload)).code).toBe(403);
    }
  });
});
