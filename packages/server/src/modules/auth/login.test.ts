import { DomainCreate, EMPTY_MENU_MESSAGE, RENEWED_TOKEN_HEADER } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, PASSWORD, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('login on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (payload: object, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/admin/api/login/login', payload, headers: { 'x-forwarded-for': ip, ...headers } });
  const outboxPage = (token: string) =>
    t.call({ method: 'POST', url: '/admin/api/outbox/getPage', payload: { pageNum: 1, pageSize: 1 }, token });
  const sessionsOf = (userId: number) =>
    t.testDb.db.kysely.selectFrom('sessions').select('id').where('userId', '=', userId).execute();

  it('logs in by user name and answers a working token and the user', async () => {
    const { body } = await login({ phone: 'root', password: PASSWORD });
    expect(body.code).toBe(200);
    expect(body.data.user).toEqual({
      id: t.fixture.users.root,
      nickName: 'root',
      userType: 1,
      companyId: t.fixture.companies.dealer,
    });
    expect(body.data.rememberToken).toBeUndefined();
    expect((await outboxPage(body.data.token)).body.code).toBe(200);
  });

  it('logs in by phone number', async () => {
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ phone: '13811112222' })
      .where('id', '=', t.fixture.users.viewer)
      .execute();
    const { body } = await login({ phone: '13811112222', password: PASSWORD });
    expect(body.data.user.id).toBe(t.fixture.users.viewer);
  });

  it('refuses bad input naming the field', async () => {
    expect((await login({ password: PASSWORD })).body.msg).toMatch(/^phone:/);
    expect((await login({ phone: 'root' })).body.msg).toMatch(/^password:/);
    const remember = await login({ phone: 'root', password: PASSWORD, remember: 'yes' });
    expect(remember.body).toMatchObject({ code: 400, msg: expect.stringMatching(/^remember:/) });
  });

  it('gives one answer for an unknown account, a wrong password and a disabled user', async () => {
    const unknown = await login({ phone: 'nobody', password: PASSWORD }, '10.0.1.1');
    const wrong = await login({ phone: 'otheradmin', password: 'wrong-password' }, '10.0.1.1');
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ enabled: 0 })
      .where('id', '=', t.fixture.users.otherUser)
      .execute();
    const disabled = await login({ phone: 'otheruser', password: PASSWORD }, '10.0.1.1');
    for (const { body } of [unknown, wrong, disabled])
      expect(body).toEqual({ code: 400, msg: 'account or password is wrong', data: null });
  });

  it('refuses a user without a menu page and creates no session', async () => {
    const { body } = await login({ phone: 'nomenu', password: PASSWORD });
    expect(body).toMatchObject({ code: 403, msg: EMPTY_MENU_MESSAGE.en });
    expect(await sessionsOf(t.fixture.users.nomenu)).toHaveLength(0);
  });

  it('locks the guessing address out of an account after 5 failures in 5 minutes, for 15, not its owner', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login({ phone: 'dealeradmin', password: 'bad-guess' }, '10.0.2.1')).body.code).toBe(400);
      t.clock.advance(30_000);
    }
    const locked = await login({ phone: 'DealerAdmin', password: PASSWORD }, '10.0.2.1');
    expect(locked.body).toMatchObject({ code: 403, msg: 'account locked, try again in 15 minutes' });
    // The owner, elsewhere, is not locked out by someone guessing.
    expect((await login({ phone: 'dealeradmin', password: PASSWORD }, '10.0.2.2')).body.code).toBe(200);
    // A success starts the count again: five more guesses lock the address again.
    t.clock.advance(1000);
    for (let i = 0; i < 5; i++) await login({ phone: 'dealeradmin', password: 'bad-guess' }, '10.0.2.1');
    t.clock.advance(14 * 60_000);
    expect((await login({ phone: 'dealeradmin', password: PASSWORD }, '10.0.2.1')).body.code).toBe(403);
    t.clock.advance(60_000);
    expect((await login({ phone: 'dealeradmin', password: PASSWORD }, '10.0.2.1')).body.code).toBe(200);
  });

  it('refuses everyone once an account had 100 failures within an hour from anywhere', async () => {
    for (let i = 0; i < 100; i++) {
      await login({ phone: 'viewer', password: 'bad-guess' }, `10.1.${Math.floor(i / 4)}.${i % 4}`);
      if (i % 4 === 3) t.clock.advance(30_000);
    }
    const refused = await login({ phone: 'viewer', password: PASSWORD }, '10.9.9.9');
    expect(refused.body).toMatchObject({ code: 429, msg: 'too many failed logins for this account, try again later' });
    t.clock.advance(61 * 60_000);
    expect((await login({ phone: 'viewer', password: PASSWORD }, '10.9.9.9')).body.code).toBe(200);
  });

  it('does not lock for failures spread over more than 5 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      await login({ phone: 'customeradmin', password: 'bad-guess' }, '10.0.3.1');
      t.clock.advance(90_000);
    }
    expect((await login({ phone: 'customeradmin', password: PASSWORD }, '10.0.3.1')).body.code).toBe(200);
  });

  it('throttles more than 30 attempts a minute from one address', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login({ phone: `ghost${i}`, password: 'x' }, '10.0.4.1')).body.code).toBe(400);
    }
    const throttled = await login({ phone: 'root', password: PASSWORD }, '10.0.4.1');
    expect(throttled.body.code).toBe(429);
    expect((await login({ phone: 'root', password: PASSWORD }, '10.0.4.2')).body.code).toBe(200);
    t.clock.advance(61_000);
    expect((await login({ phone: 'root', password: PASSWORD }, '10.0.4.1')).body.code).toBe(200);
  });

  it('answers a single-use remember token that logs in again and is replaced', async () => {
    const first = await login({ phone: 'root', password: PASSWORD, remember: true });
    const rememberToken = first.body.data.rememberToken as string;
    const remember = (token: unknown) =>
      t.call({ method: 'POST', url: '/admin/api/login/remember', payload: { rememberToken: token } });
    const again = await remember(rememberToken);
    expect(again.body.code).toBe(200);
    expect(again.body.data.user.id).toBe(t.fixture.users.root);
    expect(again.body.data.rememberToken).toEqual(expect.any(String));
    expect(again.body.data.rememberToken).not.toBe(rememberToken);
    expect((await outboxPage(again.body.data.token)).body.code).toBe(200);
    expect((await remember(rememberToken)).body).toMatchObject({
      code: 400,
      msg: 'rememberToken: expired or already used',
    });
    expect((await remember(again.body.data.rememberToken)).body.code).toBe(200);
    expect((await remember('short')).body.msg).toMatch(/^rememberToken:/);
  });

  it('logs in as the demo user only on a demo domain', async () => {
    const { tenancy, users } = t.app.services;
    const demo2 = (payload: object, host?: string) =>
      t.call({ method: 'POST', url: '/admin/api/login/demo2', payload, headers: host ? { host } : {} });
    expect((await demo2({})).body.code).toBe(403);
    const domainId = await tenancy.createDomain(DomainCreate.parse({ domain: 'demo.example.com', isDemo: true }));
    const companyId = await tenancy.createCompany({ name: 'Demo Works', domainId, parentId: null, isDealer: false });
    expect((await demo2({ domain: 'demo.example.com' })).body).toMatchObject({
      code: 403,
      msg: 'this domain has no demo account',
    });
    const demoId = await users.createInternal({
      companyId,
      nickName: 'Demo',
      password: PASSWORD,
      userType: 3,
      username: 'demo',
      isDemo: true,
    });
    const byBody = await demo2({ domain: 'demo.example.com' });
    expect(byBody.body.code).toBe(200);
    expect(byBody.body.data.user.id).toBe(demoId);
    expect((await demo2({}, 'demo.example.com')).body.data.user.id).toBe(demoId);
    expect((await demo2({ domain: 'other.example.com' })).body.code).toBe(403);
    expect((await demo2({ domain: 42 })).body.msg).toMatch(/^domain:/);
  });

  it('ends the session at logout', async () => {
    const token = (await login({ phone: 'root', password: PASSWORD })).body.data.token as string;
    const logout = (tk?: string) => t.call({ method: 'POST', url: '/admin/api/user/logout', token: tk });
    expect((await logout(token)).body.code).toBe(200);
    expect((await outboxPage(token)).body.code).toBe(10500);
    expect((await logout(token)).body.code).toBe(10500);
    expect((await logout()).body.code).toBe(10500);
  });

  it('renews a token past half its life in the response header', async () => {
    const token = await t.tokenFor('root');
    t.clock.advance(t.config.sessionMs / 2 + 1000);
    const renewed = await outboxPage(token);
    expect(renewed.body.code).toBe(200);
    const next = renewed.res.headers[RENEWED_TOKEN_HEADER] as string;
    expect(next).toEqual(expect.any(String));
    const fresh = await outboxPage(next);
    expect(fresh.body.code).toBe(200);
    expect(fresh.res.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });
});

describe.each(DIALECTS)('login captcha on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_CAPTCHA: 'on' });
  });
  afterAll(() => t.close());

  const captcha = async () => {
    const { body } = await t.call({ method: 'GET', url: '/admin/api/login/code' });
    const row = await t.testDb.db.kysely
      .selectFrom('captchas')
      .select('text')
      .where('uuid', '=', body.data.uuid)
      .executeTakeFirstOrThrow();
    return { ...(body.data as { img: string; uuid: string }), text: row.text };
  };
  const login = (extra: object) =>
    t.call({ method: 'POST', url: '/admin/api/login/login', payload: { phone: 'root', password: PASSWORD, ...extra } });

  it('issues a PNG picture and accepts its text once, in any case', async () => {
    const c = await captcha();
    expect(c.img).toMatch(/^data:image\/png;base64,/);
    expect((await login({ uuid: c.uuid, code: c.text.toUpperCase() })).body.code).toBe(200);
    expect((await login({ uuid: c.uuid, code: c.text })).body).toMatchObject({
      code: 400,
      msg: 'code: wrong or expired captcha',
    });
  });

  it('spends a captcha on a wrong answer', async () => {
    const c = await captcha();
    expect((await login({ uuid: c.uuid, code: 'zzzz' })).body.code).toBe(400);
    expect((await login({ uuid: c.uuid, code: c.text })).body.msg).toBe('code: wrong or expired captcha');
  });

  it('never locks an account for wrong captchas, yet slows their address down', async () => {
    for (let i = 0; i < 8; i++) expect((await login({ uuid: 'nope', code: 'zzzz' })).body.code).toBe(400);
    const c = await captcha();
    expect((await login({ uuid: c.uuid, code: c.text })).body.code).toBe(200);
    for (let i = 0; i < 30; i++) await login({});
    const d = await captcha();
    expect((await login({ uuid: d.uuid, code: d.text })).body.code).toBe(429);
    t.clock.advance(61_000);
  });

  it('refuses a missing or expired captcha', async () => {
    expect((await login({})).body.msg).toBe('code: wrong or expired captcha');
    const c = await captcha();
    t.clock.advance(2 * 60_000 + 1);
    expect((await login({ uuid: c.uuid, code: c.text })).body.msg).toBe('code: wrong or expired captcha');
  });
});

describe.each(DIALECTS)('login without captcha on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers an empty captcha and needs none', async () => {
    const { body } = await t.call({ method: 'GET', url: '/admin/api/login/code' });
    expect(body.data).toEqual({ img: '', uuid: '' });
    expect(await t.testDb.db.kysely.selectFrom('captchas').selectAll().execute()).toHaveLength(0);
  });
});
