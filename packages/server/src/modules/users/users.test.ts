import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { PASSWORD, createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('users on %s', (dialect) => {
  let t: TestApp;
  let n = 0;

  const as = async (user: FixtureUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    (await t.call({ method, url: `/admin/api${url}`, payload, token: await t.tokenFor(user) })).body;
  const newUser = (over: object = {}) => ({
    nickName: 'New user',
    username: `new_${++n}`,
    password: PASSWORD,
    companyId: t.fixture.companies.dealer,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe('GET /user/{id}', () => {
    it('gives anyone their own record, without a password hash', async () => {
      const body = await as('nomenu', 'GET', `/user/${t.fixture.users.nomenu}`);
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({
        id: t.fixture.users.nomenu,
        username: 'nomenu',
        companyName: 'Dealer Automation Ltd',
        userType: 4,
        homePage: 8,
        enabled: true,
        depts: [],
        roles: [],
      });
      expect(JSON.stringify(body.data)).not.toMatch(/passwordHash|argon/);
    });

    it("gives another user's record with userManage:read, roles included", async () => {
      const body = await as('viewer', 'GET', `/user/${t.fixture.users.dealerAdmin}`);
      expect(body.code).toBe(200);
      expect(body.data.roles).toEqual([{ id: t.fixture.roles.companyAdmin, name: expect.any(String) }]);
    });

    it("refuses another user's record without userManage:read", async () => {
      expect((await as('nomenu', 'GET', `/user/${t.fixture.users.viewer}`)).code).toBe(403);
    });

    it('refuses a bad id naming the field', async () => {
      expect((await as('viewer', 'GET', '/user/me')).msg).toMatch(/^id: /);
    });

    it("answers 404 for another company's user", async () => {
      expect((await as('dealerAdmin', 'GET', `/user/${t.fixture.users.otherUser}`)).code).toBe(404);
    });
  });

  describe('POST /user/getPage', () => {
    it("lists the users of the caller's scope, a dealer's customers included", async () => {
      const body = await as('dealerAdmin', 'POST', '/user/getPage', { pageNum: 1, pageSize: 100 });
      expect(body.code).toBe(200);
      const ids = body.data.records.map((u: { id: number }) => u.id);
      expect(ids).toEqual(expect.arrayContaining([t.fixture.users.viewer, t.fixture.users.customerAdmin]));
      expect(ids).not.toContain(t.fixture.users.otherUser);
      expect(body.data.total).toBe(ids.length);
      expect(JSON.stringify(body.data)).not.toMatch(/passwordHash|argon/);
    });

    it('filters by nickName and companyName, case-insensitively', async () => {
      const byName = await as('dealerAdmin', 'POST', '/user/getPage', { param: { nickName: 'VIEW' } });
      expect(byName.data.records.map((u: { username: string }) => u.username)).toEqual(['viewer']);
      const byCompany = await as('dealerAdmin', 'POST', '/user/getPage', { param: { companyName: 'water' } });
      expect(byCompany.data.records.map((u: { username: string }) => u.username)).toEqual(['customeradmin']);
      const wildcard = await as('dealerAdmin', 'POST', '/user/getPage', { param: { nickName: '%' } });
      expect(wildcard.data.total).toBe(0);
    });

    it('filters by phone and pages', async () => {
      await t.app.services.users.createInternal({ ...newUser(), userType: 4, phone: '13800138000' });
      const byPhone = await as('dealerAdmin', 'POST', '/user/getPage', { param: { phone: '0138' } });
      expect(byPhone.data.records).toHaveLength(1);
      const page = await as('dealerAdmin', 'POST', '/user/getPage', { pageNum: 2, pageSize: 2 });
      expect(page.data.records).toHaveLength(2);
      expect(page.data.total).toBeGreaterThan(4);
    });

    it('refuses bad paging naming the field', async () => {
      expect((await as('dealerAdmin', 'POST', '/user/getPage', { pageNum: 0 })).msg).toMatch(/^pageNum: /);
    });

    it("answers 404 for another company's id as a filter", async () => {
      const body = await as('dealerAdmin', 'POST', '/user/getPage', {
        param: { companyId: t.fixture.companies.other },
      });
      expect(body.code).toBe(404);
    });
  });

  describe('POST /user', () => {
    it('creates a user with a role of its company', async () => {
      const body = await as('dealerAdmin', 'POST', '/user', newUser({ roleIds: [t.fixture.roles.viewer] }));
      expect(body.code).toBe(200);
      const created = await as('dealerAdmin', 'GET', `/user/${body.data.id}`);
      expect(created.data).toMatchObject({ userType: 4, roles: [{ id: t.fixture.roles.viewer }] });
    });

    it('gives a company administrator without roles the built-in role', async () => {
      const body = await as(
        'dealerAdmin',
        'POST',
        '/user',
        newUser({ userType: 3, companyId: t.fixture.companies.customer }),
      );
      expect(body.code).toBe(200);
      const created = await as('dealerAdmin', 'GET', `/user/${body.data.id}`);
      expect(created.data.roles).toEqual([{ id: t.fixture.roles.companyAdmin, name: expect.any(String) }]);
    });

    it('lets a subdomain administrator create a subdomain administrator, not a company administrator', async () => {
      expect((await as('subAdmin', 'POST', '/user', newUser({ userType: 2 }))).code).toBe(200);
      expect((await as('dealerAdmin', 'POST', '/user', newUser({ userType: 2 }))).code).toBe(403);
      expect((await as('subAdmin', 'POST', '/user', newUser({ userType: 1 }))).code).toBe(403);
    });

    it('lets a plain user holding userManage:create create only users, without the built-in role', async () => {
      const menus = await t.testDb.db.kysely
        .selectFrom('menus')
        .select('id')
        .where('componentName', '=', 'userManage')
        .where((eb) => eb.or([eb('button', 'is', null), eb('button', '=', 'create')]))
        .execute();
      const role = await as('dealerAdmin', 'POST', '/role', { name: 'User makers', menuIds: menus.map((m) => m.id) });
      const maker = await t.app.services.users.createInternal({ ...newUser(), userType: 4, roleIds: [role.data.id] });
      const token = await t.app.services.sessions.create(maker, 'session', '127.0.0.1');
      const post = async (payload: object) =>
        (await t.call({ method: 'POST', url: '/admin/api/user', payload, token })).body;
      expect((await post(newUser())).code).toBe(200);
      expect((await post(newUser({ userType: 3 }))).code).toBe(403);
      expect((await post(newUser({ roleIds: [t.fixture.roles.companyAdmin] }))).code).toBe(403);
    });

    it('refuses a role of another company (403)', async () => {
      const body = await as(
        'dealerAdmin',
        'POST',
        '/user',
        newUser({ companyId: t.fixture.companies.customer, roleIds: [t.fixture.roles.viewer] }),
      );
      expect(body.code).toBe(403);
    });

    it('refuses a department of another company naming the field', async () => {
      const otherDept = (await as('otherAdmin', 'POST', '/dept', { name: 'Other' })).data.id;
      const body = await as('dealerAdmin', 'POST', '/user', newUser({ deptId: otherDept }));
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^deptId: /);
    });

    it('refuses a taken username or phone naming the field', async () => {
      expect((await as('dealerAdmin', 'POST', '/user', newUser({ username: 'viewer' }))).msg).toBe(
        'username: already taken',
      );
      await as('dealerAdmin', 'POST', '/user', newUser({ phone: '13900000001' }));
      expect((await as('dealerAdmin', 'POST', '/user', newUser({ phone: '13900000001' }))).msg).toMatch(/^phone: /);
    });

    it('refuses bad input naming the field', async () => {
      expect((await as('dealerAdmin', 'POST', '/user', newUser({ password: 'short' }))).msg).toMatch(/^password: /);
      expect((await as('dealerAdmin', 'POST', '/user', newUser({ username: undefined }))).msg).toMatch(/^username: /);
    });

    it("answers 404 for another company's id", async () => {
      expect((await as('dealerAdmin', 'POST', '/user', newUser({ companyId: t.fixture.companies.other }))).code).toBe(
        404,
      );
    });
  });

  describe('DELETE /user/{id}', () => {
    it('deletes a user of the scope', async () => {
      const id = (await as('dealerAdmin', 'POST', '/user', newUser())).data.id;
      expect((await as('dealerAdmin', 'DELETE', `/user/${id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/user/${id}`)).code).toBe(404);
    });

    it('refuses to delete yourself naming the field, or a user of a higher type', async () => {
      expect((await as('dealerAdmin', 'DELETE', `/user/${t.fixture.users.dealerAdmin}`)).msg).toMatch(/^id: /);
      expect((await as('dealerAdmin', 'DELETE', `/user/${t.fixture.users.root}`)).code).toBe(403);
    });

    it("answers 404 for another company's user", async () => {
      expect((await as('dealerAdmin', 'DELETE', `/user/${t.fixture.users.otherUser}`)).code).toBe(404);
    });
  });

  it.each([
    ['GET', '/user/1'],
    ['POST', '/user/getPage', {}],
    ['POST', '/user', { nickName: 'X' }],
    ['DELETE', '/user/1'],
  ] as [string, string, object?][])('%s %s answers 10500 without a token', async (method, url, payload) => {
    const { body } = await t.call({ method: method, url: `/admin/api${url}`, payload });
    expect(body.code).toBe(10500);
  });

  it.each([
    ['nomenu', 'POST', '/user/getPage', {}],
    ['viewer', 'POST', '/user', { nickName: 'X' }],
    ['nomenu', 'POST', '/user', { nickName: 'X' }],
    ['viewer', 'DELETE', '/user/1'],
  ] as [FixtureUser, 'POST', string, object?][])('%s: %s %s answers 403', async (user, method, url, payload) => {
    expect((await as(user, method, url, payload)).code).toBe(403);
  });
});
