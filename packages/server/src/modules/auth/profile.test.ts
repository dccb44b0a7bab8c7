import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, PASSWORD, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)("a user's own phone and password on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.call({ method, url: `/admin/api${url}`, token, payload });
  const phoneOf = async (id: number) =>
    (await t.testDb.db.kysely.selectFrom('users').select('phone').where('id', '=', id).executeTakeFirstOrThrow()).phone;

  describe('change phone', () => {
    it('checks the password, sends a code to the new phone and changes it with that code', async () => {
      const token = await t.tokenFor('viewer');
      expect((await api('GET', '/user/getCodeToChange?mobile=13500000001&password=wrong-one', token)).body.msg).toBe(
        'password: wrong password',
      );
      expect((await api('GET', `/user/getCodeToChange?mobile=13500000001&password=${PASSWORD}`, token)).body.code).toBe(
        200,
      );
      const [row] = await t.testDb.db.kysely
        .selectFrom('outbox')
        .selectAll()
        .where('target', '=', '13500000001')
        .execute();
      const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? 'none';
      expect(row).toMatchObject({ channel: 'sms', subject: 'Phone change code' });
      expect((await api('POST', '/user/changeMobile?mobile=13500000001&code=000000', token)).body.code).toBe(400);
      expect((await api('POST', `/user/changeMobile?mobile=13500000001&code=${code}`, token)).body.code).toBe(200);
      expect(await phoneOf(t.fixture.users.viewer)).toBe('13500000001');
    });

    it('refuses a phone number of another user', async () => {
      await t.testDb.db.kysely
        .updateTable('users')
        .set({ phone: '13500000002' })
        .where('id', '=', t.fixture.users.otherAdmin)
        .execute();
      const token = await t.tokenFor('dealerAdmin');
      const ask = await api('GET', `/user/getCodeToChange?mobile=13500000002&password=${PASSWORD}`, token);
      expect(ask.body).toMatchObject({ code: 400, msg: 'mobile: already in use' });
      const change = await api('POST', '/user/changeMobile?mobile=13500000002&code=123456', token);
      expect(change.body.msg).toBe('mobile: already in use');
    });

    it('refuses bad input naming the field, and callers without a session', async () => {
      const token = await t.tokenFor('dealerAdmin');
      expect((await api('GET', `/user/getCodeToChange?mobile=abc&password=${PASSWORD}`, token)).body.msg).toMatch(
        /^mobile:/,
      );
      expect((await api('GET', '/user/getCodeToChange?mobile=13500000003', token)).body.msg).toMatch(/^password:/);
      expect((await api('POST', '/user/changeMobile?mobile=13500000003', token)).body.msg).toMatch(/^code:/);
      expect((await api('GET', `/user/getCodeToChange?mobile=13500000003&password=${PASSWORD}`)).body.code).toBe(10500);
      expect((await api('POST', '/user/changeMobile?mobile=13500000003&code=123456')).body.code).toBe(10500);
    });
  });

  describe('change password', () => {
    it('keeps the session that changed it and ends every other one', async () => {
      const current = await t.tokenFor('customerAdmin');
      const other = await t.tokenFor('customerAdmin');
      const change = (token: string | undefined, payload: object) => api('PUT', '/user/password', token, payload);
      expect((await change(current, { oldPassword: 'not-it', password: 'Changed-pass1' })).body.msg).toBe(
        'oldPassword: wrong password',
      );
      expect((await change(current, { oldPassword: PASSWORD, password: 'Changed-pass1' })).body.code).toBe(200);
      expect((await change(other, { oldPassword: 'Changed-pass1', password: 'Changed-pass2' })).body.code).toBe(10500);
      const login = (password: string) => api('POST', '/login/login', undefined, { phone: 'customeradmin', password });
      expect((await login(PASSWORD)).body.code).toBe(400);
      expect((await login('Changed-pass1')).body.code).toBe(200);
      expect((await api('POST', '/user/logout', current)).body.code).toBe(200);
    });

    it('refuses bad input naming the field, and callers without a session', async () => {
      const token = await t.tokenFor('dealerAdmin');
      expect(
        (await api('PUT', '/user/password', token, { oldPassword: PASSWORD, password: 'short' })).body.msg,
      ).toMatch(/^password:/);
      expect((await api('PUT', '/user/password', token, { password: 'Long-enough1' })).body.msg).toMatch(
        /^oldPassword:/,
      );
      expect(
        (await api('PUT', '/user/password', undefined, { oldPassword: PASSWORD, password: 'Long-enough1' })).body.code,
      ).toBe(10500);
    });
  });
});
