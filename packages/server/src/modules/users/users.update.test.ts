import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { PASSWORD, createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';
import { verifyPassword } from '../auth/passwords.js';

describe.each(DIALECTS)('PUT /user and account changes on %s', (dialect) => {
  let t: TestApp;
  let n = 0;

  const put = async (user: FixtureUser | { token: string }, payload: object) => {
    const token = typeof user === 'string' ? await t.tokenFor(user) : user.token;
    return (await t.call({ method: 'PUT', url: '/admin/api/user', payload, token })).body;
  };
  const infoOf = (id: number) => t.app.services.users.detail(id);
  const sessionWorks = async (token: string) =>
    (await t.call({ method: 'GET', url: '/admin/api/menu/build', token })).body.code === 200;

  /** A user of the dealer with the Viewer role, and a live token of theirs. */
  async function member(over: { companyId?: number; userType?: number } = {}) {
    const username = `member_${++n}`;
    const id = await t.app.services.users.createInternal({
      companyId: t.fixture.companies.dealer,
      nickName: username,
      username,
      password: PASSWORD,
      userType: 4,
      roleIds: [t.fixture.roles.viewer],
      ...over,
    });
    return { id, token: await t.app.services.sessions.create(id, 'session', '127.0.0.1') };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lets anyone set their own home page, menu style and name', async () => {
    const body = await put('nomenu', {
      id: t.fixture.users.nomenu,
      homePage: 2,
      menuStyle: 'drawer',
      nickName: 'No Menu',
    });
    expect(body.code).toBe(200);
    expect(await infoOf(t.fixture.users.nomenu)).toMatchObject({
      homePage: 2,
      menuStyle: 'drawer',
      nickName: 'No Menu',
    });
  });

  it('lets a manager change a user of its scope', async () => {
    const m = await member();
    const body = await put('dealerAdmin', {
      id: m.id,
      nickName: 'Renamed',
      phone: '13700000000',
      email: 'A@Example.com',
    });
    expect(body.code).toBe(200);
    expect(await infoOf(m.id)).toMatchObject({ nickName: 'Renamed', phone: '13700000000', email: 'a@example.com' });
    expect(await sessionWorks(m.token)).toBe(true);
  });

  it('refuses own fields beyond the settings without userManage:update', async () => {
    expect((await put('nomenu', { id: t.fixture.users.nomenu, phone: '13600000000' })).code).toBe(403);
    expect((await put('viewer', { id: t.fixture.users.nomenu, nickName: 'X' })).code).toBe(403);
  });

  it('refuses to change your own type, roles or state, or a user of a higher type', async () => {
    const own = t.fixture.users.dealerAdmin;
    expect((await put('dealerAdmin', { id: own, userType: 4 })).msg).toMatch(/^userType: /);
    expect((await put('dealerAdmin', { id: own, enabled: false })).msg).toMatch(/^enabled: /);
    expect((await put('dealerAdmin', { id: own, roleIds: [] })).msg).toMatch(/^roleIds: /);
    expect((await put('dealerAdmin', { id: own, userType: 3, roleIds: [t.fixture.roles.companyAdmin] })).code).toBe(
      200,
    );
    expect((await put('dealerAdmin', { id: t.fixture.users.root, nickName: 'Root' })).code).toBe(403);
    expect((await put('dealerAdmin', { id: (await member()).id, userType: 2 })).code).toBe(403);
  });

  it('ends the sessions of a disabled user', async () => {
    const m = await member();
    expect((await put('dealerAdmin', { id: m.id, enabled: false })).code).toBe(200);
    expect(await sessionWorks(m.token)).toBe(false);
    expect((await infoOf(m.id)).enabled).toBe(false);
  });

  it('ends the sessions of a user losing a role, not of one gaining one', async () => {
    const m = await member();
    const both = [t.fixture.roles.viewer, t.fixture.roles.companyAdmin];
    expect((await put('dealerAdmin', { id: m.id, roleIds: both })).code).toBe(200);
    expect(await sessionWorks(m.token)).toBe(true);
    expect((await put('dealerAdmin', { id: m.id, roleIds: [t.fixture.roles.viewer] })).code).toBe(200);
    expect(await sessionWorks(m.token)).toBe(false);
  });

  it('ends the sessions of a user whose password an administrator changes', async () => {
    const m = await member();
    expect((await put('dealerAdmin', { id: m.id, password: 'N3w-password!' })).code).toBe(200);
    expect(await sessionWorks(m.token)).toBe(false);
    const user = await t.app.services.users.getById(m.id);
    expect(await verifyPassword(user!.passwordHash, 'N3w-password!')).toBe(true);
  });

  it('moves a user to a customer company only with roles of that company', async () => {
    const m = await member();
    const to = { id: m.id, companyId: t.fixture.companies.customer };
    expect((await put('dealerAdmin', to)).msg).toMatch(/^roleIds: /);
    expect((await put('dealerAdmin', { ...to, roleIds: [t.fixture.roles.viewer] })).code).toBe(403);
    expect((await put('dealerAdmin', { ...to, roleIds: [] })).code).toBe(200);
    expect(await infoOf(m.id)).toMatchObject({ companyName: 'Customer Water Works', roles: [] });
    expect(await sessionWorks(m.token)).toBe(false);
  });

  it('refuses bad input naming the field', async () => {
    expect((await put('nomenu', { id: t.fixture.users.nomenu, homePage: 3 })).msg).toMatch(/^homePage: /);
    expect((await put('nomenu', { homePage: 2 })).msg).toMatch(/^id: /);
    expect((await put('dealerAdmin', { id: (await member()).id, username: 'viewer' })).msg).toBe(
      'username: already taken',
    );
  });

  it("answers 404 for another company's user or company", async () => {
    expect((await put('dealerAdmin', { id: t.fixture.users.otherUser, nickName: 'Mine' })).code).toBe(404);
    const m = await member();
    expect((await put('dealerAdmin', { id: m.id, companyId: t.fixture.companies.other, roleIds: [] })).code).toBe(404);
  });

  it('answers 10500 without a token', async () => {
    const { body } = await t.call({ method: 'PUT', url: '/admin/api/user', payload: { id: 1, homePage: 2 } });
    expect(body.code).toBe(10500);
  });

  describe('internal methods', () => {
    it('finds a user by username, phone or e-mail', async () => {
      const { users } = t.app.services;
      const id = await users.createInternal({
        companyId: t.fixture.companies.dealer,
        nickName: 'Finder',
        username: 'finder',
        phone: '13500000000',
        email: 'Finder@Example.com',
        password: PASSWORD,
        userType: 4,
      });
      for (const account of ['finder', '13500000000', 'finder@example.com']) {
        expect((await users.findByAccount(account))?.id).toBe(id);
      }
      expect(await users.findByAccount('nobody')).toBeUndefined();
    });

    it('keeps the given session when setting a password, and refuses a taken phone', async () => {
      const { users, sessions } = t.app.services;
      const m = await member();
      const other = await sessions.create(m.id, 'session', '127.0.0.1');
      const keep = await sessions.resolve(m.token, '127.0.0.1');
      await users.setPassword(m.id, 'An0ther-pass', keep!.sessionId);
      expect(await sessionWorks(m.token)).toBe(true);
      expect(await sessionWorks(other)).toBe(false);
      await users.setPhone(m.id, '13400000000');
      await expect(users.setPhone((await member()).id, '13400000000')).rejects.toThrow('phone: already taken');
    });
  });
});
