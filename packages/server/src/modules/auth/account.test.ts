import { CODE_LOCK_MS, CODE_RESEND_MS } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, PASSWORD, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('login-screen accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  let caller = 0;
  /** Each call from an address of its own, so the per-address code limit only shows in its own test. */
  const get = (url: string, token?: string, ip = `10.7.${Math.floor(++caller / 250)}.${caller % 250}`) =>
    t.call({ method: 'GET', url: `/admin/api${url}`, token, headers: { 'x-forwarded-for': ip } });
  const post = (url: string, payload?: object, token?: string) =>
    t.call({ method: 'POST', url: `/admin/api${url}`, payload, token });
  const login = (phone: string, password: string) => post('/login/login', { phone, password });
  const outboxTo = (target: string) =>
    t.testDb.db.kysely.selectFrom('outbox').selectAll().where('target', '=', target).orderBy('id', 'desc').execute();
  /** Codes are stored hashed; the outbox body the platform administrator reads carries them. */
  const codeSentTo = async (target: string) => {
    const [last] = await outboxTo(target);
    return /\b(\d{6})\b/.exec(last?.body ?? '')?.[1] ?? 'none';
  };
  const nextMinute = () => t.clock.advance(CODE_RESEND_MS);

  describe('verification codes', () => {
    it('sends a code by SMS or e-mail, at most one a minute per target', async () => {
      expect((await get('/login/getCodeToLogin?mobile=13800000001&logonType=0')).body.code).toBe(200);
      expect((await outboxTo('13800000001'))[0]).toMatchObject({ channel: 'sms', subject: 'Registration code' });
      t.clock.advance(20_000);
      const again = await get('/login/getCodeToDemoLogin?mobile=13800000001&logonType=0');
      expect(again.body).toMatchObject({ code: 429, msg: 'mobile: wait 40 seconds before asking for another code' });
      t.clock.advance(40_000);
      expect((await get('/login/getCodeToLogin?mobile=13800000001&logonType=0')).body.code).toBe(200);
      expect((await get('/login/getCodeToLogin?mobile=Ops@Example.com&logonType=1')).body.code).toBe(200);
      expect((await outboxTo('ops@example.com'))[0]).toMatchObject({ channel: 'email' });
    });

    it('counts every way of writing one phone number as one target', async () => {
      expect((await get('/login/getCodeToLogin?mobile=13800000009&logonType=0')).body.code).toBe(200);
      for (const variant of ['+8613800000009', '008613800000009', '013800000009']) {
        const again = await get(`/login/getCodeToLogin?mobile=${encodeURIComponent(variant)}&logonType=0`);
        expect(again.body.code, variant).toBe(429);
      }
      nextMinute();
    });

    it('limits the codes one address may ask for, whatever the targets', async () => {
      for (let i = 0; i < 10; i++) {
        expect(
          (
            await get(
              `/login/getCodeToLogin?mobile=1370000${String(i).padStart(4, '0')}&logonType=0`,
              undefined,
              '10.8.0.1',
            )
          ).body.code,
        ).toBe(200);
      }
      const refused = await get('/login/getCodeToLogin?mobile=13700009999&logonType=0', undefined, '10.8.0.1');
      expect(refused.body).toMatchObject({
        code: 429,
        msg: 'mobile: too many codes asked from this address, try again later',
      });
      expect((await get('/login/getCodeToLogin?mobile=13700009999&logonType=0', undefined, '10.8.0.2')).body.code).toBe(
        200,
      );
      nextMinute();
    });

    it('refuses bad input naming the field', async () => {
      expect((await get('/login/getCodeToLogin?logonType=0')).body.msg).toMatch(/^mobile:/);
      expect((await get('/login/getCodeToLogin?mobile=13800000002&logonType=1')).body.msg).toBe(
        'mobile: an e-mail address',
      );
      expect((await get('/login/getCodeToDemoLogin?mobile=a@b.co&logonType=0')).body.msg).toBe(
        'mobile: a phone number',
      );
      expect((await get('/login/getCodeToDemoLogin?mobile=13800000002&logonType=7')).body.msg).toMatch(/^logonType:/);
      expect((await get('/login/getCodeForgetPassword?mobile=nope')).body.msg).toMatch(/^mobile:/);
    });

    it('ends a code after 5 wrong tries', async () => {
      await get('/login/getCodeToDemoLogin?mobile=13800000003&logonType=0');
      const code = await codeSentTo('13800000003');
      const demo = (c: string) =>
        post('/login/demo', { logonType: 0, name: 'Li', phone: '13800000003', company: 'Acme', code: c });
      for (let i = 0; i < 5; i++)
        expect((await demo('000000')).body.msg).toBe('code: wrong or expired verification code');
      expect((await demo(code)).body.code).toBe(400);
    });
  });

  describe('register', () => {
    const form = (over: object = {}) => ({
      logonType: 0,
      mobile: '13900000001',
      username: 'newadmin',
      password: 'Secret-pass1',
      rePassword: 'Secret-pass1',
      companyName: 'New Plant Ltd',
      code: '000000',
      ...over,
    });

    it('creates a company on the domain and its administrator, who can log in', async () => {
      expect((await post('/login/register', form())).body.msg).toBe('code: wrong or expired verification code');
      await get('/login/getCodeToLogin?mobile=13900000001&logonType=0');
      const { body } = await post('/login/register', form({ code: await codeSentTo('13900000001') }));
      expect(body.code).toBe(200);
      const company = await t.testDb.db.kysely
        .selectFrom('companies')
        .selectAll()
        .where('id', '=', body.data.companyId)
        .executeTakeFirstOrThrow();
      expect(company).toMatchObject({
        name: 'New Plant Ltd',
        domainId: t.fixture.domains.main,
        parentId: null,
        isDealer: 0,
      });
      const logged = await login('newadmin', 'Secret-pass1');
      expect(logged.body.data.user).toEqual({
        id: body.data.id,
        nickName: 'newadmin',
        userType: 3,
        companyId: company.id,
      });
      expect((await login('13900000001', 'Secret-pass1')).body.code).toBe(200);
    });

    it('registers with an e-mail address', async () => {
      nextMinute();
      await get('/login/getCodeToLogin?mobile=boss@plant.example&logonType=1');
      const code = await codeSentTo('boss@plant.example');
      const { body } = await post(
        '/login/register',
        form({ logonType: 1, mobile: 'boss@plant.example', username: 'boss', code }),
      );
      expect(body.code).toBe(200);
      expect((await login('boss@plant.example', 'Secret-pass1')).body.code).toBe(200);
    });

    it('refuses a taken user name or contact, an unknown domain and bad input', async () => {
      // Without the code nobody learns whether a name or a number is taken.
      const wrong = 'code: wrong or expired verification code';
      expect((await post('/login/register', form({ username: 'viewer', mobile: '13900000009' }))).body.msg).toBe(wrong);
      expect((await post('/login/register', form({ username: 'fresh' }))).body.msg).toBe(wrong);
      nextMinute();
      await get('/login/getCodeToLogin?mobile=13900000009&logonType=0');
      const taken = form({ username: 'viewer', mobile: '13900000009', code: await codeSentTo('13900000009') });
      expect((await post('/login/register', taken)).body.msg).toBe('username: already taken');
      nextMinute();
      await get('/login/getCodeToLogin?mobile=13900000001&logonType=0');
      const inUse = form({ username: 'fresh', code: await codeSentTo('13900000001') });
      expect((await post('/login/register', inUse)).body.msg).toBe('mobile: already in use');
      expect((await post('/login/register', form({ domain: 'nowhere.example' }))).body.msg).toBe(
        'domain: unknown domain',
      );
      expect((await post('/login/register', form({ rePassword: 'other' }))).body.msg).toBe(
        'rePassword: Password Inconsistency',
      );
      expect((await post('/login/register', form({ companyName: '' }))).body.msg).toMatch(/^companyName:/);
      expect((await post('/login/register', form({ password: 'short', rePassword: 'short' }))).body.msg).toMatch(
        /^password:/,
      );
    });
  });

  describe('demo request', () => {
    it('stores the request and notifies the platform administrator', async () => {
      nextMinute();
      await get('/login/getCodeToDemoLogin?mobile=13700000001&logonType=0');
      const code = await codeSentTo('13700000001');
      const payload = { logonType: 0, name: 'Wang', phone: '13700000001', company: 'River Mills', code };
      expect((await post('/login/demo', payload)).body.code).toBe(200);
      const rows = await t.testDb.db.kysely.selectFrom('demoRequests').selectAll().execute();
      expect(rows).toMatchObject([{ name: 'Wang', contact: '13700000001', logonType: 0, company: 'River Mills' }]);
      expect((await outboxTo('platform-admin'))[0]).toMatchObject({
        channel: 'email',
        subject: 'Demo request: River Mills',
      });
      expect((await post('/login/demo', payload)).body.code).toBe(400);
      expect((await post('/login/demo', { ...payload, name: '' })).body.msg).toMatch(/^name:/);
    });
  });

  describe('forgot password', () => {
    it('resets the password by a code, ends every session, then locks code requests for 10 minutes', async () => {
      const phone = '13600000001';
      await t.testDb.db.kysely
        .updateTable('users')
        .set({ phone })
        .where('id', '=', t.fixture.users.customerAdmin)
        .execute();
      const session = await t.tokenFor('customerAdmin');
      expect((await get(`/login/getCodeForgetPassword?mobile=${phone}`)).body.code).toBe(200);
      const code = await codeSentTo(phone);
      const reset = (c: string) =>
        post('/login/forgetPassword?domain=localhost', { mobile: phone, code: c, password: 'Reset-pass9' });
      expect((await reset('999999')).body.code).toBe(400);
      expect((await reset(code)).body.code).toBe(200);
      expect((await reset(code)).body.code).toBe(400);
      expect((await post('/user/logout', undefined, session)).body.code).toBe(10500);
      expect((await login(phone, PASSWORD)).body.code).toBe(400);
      expect((await login(phone, 'Reset-pass9')).body.code).toBe(200);

      nextMinute();
      const locked = await get(`/login/getCodeForgetPassword?mobile=${phone}`);
      expect(locked.body).toMatchObject({ code: 429, msg: 'mobile: a code was sent already, try again in 9 minutes' });
      t.clock.advance(CODE_LOCK_MS - CODE_RESEND_MS);
      expect((await get(`/login/getCodeForgetPassword?mobile=${phone}`)).body.code).toBe(200);
    });

    it('answers the same for a phone without an account, and sends nothing', async () => {
      const phone = '13600000009';
      expect((await get(`/login/getCodeForgetPassword?mobile=${phone}`)).body).toMatchObject({
        code: 200,
        msg: 'code sent',
      });
      expect(await outboxTo(phone)).toHaveLength(0);
      nextMinute();
      expect((await get(`/login/getCodeForgetPassword?mobile=${phone}`)).body.code).toBe(429);
    });

    it('counts every way of writing one phone number as one target', async () => {
      expect((await get('/login/getCodeToLogin?mobile=13800000009&logonType=0')).body.code).toBe(200);
      for (const variant of ['+8613800000009', '008613800000009', '013800000009']) {
        const again = await get(`/login/getCodeToLogin?mobile=${encodeURIComponent(variant)}&logonType=0`);
        expect(again.body.code, variant).toBe(429);
      }
      nextMinute();
    });

    it('refuses bad input naming the field', async () => {
      const { body } = await post('/login/forgetPassword', { mobile: '13600000001', code: '123456', password: 'x' });
      expect(body.msg).toMatch(/^password:/);
      expect(
        (await post('/login/forgetPassword', { mobile: '13600000001', password: 'Reset-pass9' })).body.msg,
      ).toMatch(/^code:/);
    });
  });

  describe('company search', () => {
    const search = (query: string) => get(`/login/getCompanyNameApi?${query}`);

    it('finds company names from 6 characters, at most 10', async () => {
      const { body } = await search('key=Dealer%20Auto&size=10&page=0');
      expect(body.code).toBe(200);
      expect(body.data).toEqual([{ Name: 'Dealer Automation Ltd' }]);
      expect((await search('key=Deale')).body.msg).toBe('key: at least 6 characters');
      expect((await search('key=Dealer%20Auto&size=11')).body.msg).toMatch(/^size:/);
    });
  });
});
