import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe.each(DIALECTS)('JSON bodies (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const send = async (url: string, payload: string, token?: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url, payload, token, headers: { 'content-type': 'application/json', ...headers } });

  it('serves a call that takes no body when it comes as JSON with nothing in it', async () => {
    const token = await t.tokenFor('dealerAdmin');
    for (const empty of ['', '  \n']) {
      const { body } = await send('/admin/api/outbox/getPage', empty, await t.tokenFor('root'));
      expect(body.code, JSON.stringify(empty)).not.toBe(500);
      expect(body.msg).not.toMatch(/JSON/);
    }
    const { res, body } = await send('/admin/api/user/logout', '', token);
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(200);
  });

  it('still refuses a malformed body, naming it, in the caller language', async () => {
    const en = await send('/admin/api/login/login', '{"phone":', undefined);
    expect(en.body).toEqual({ code: 400, msg: 'body: not valid JSON', data: null });
    const zh = await send('/admin/api/login/login', '{"phone":', undefined, { 'accept-language': 'zh-CN' });
    expect(zh.body.msg).toBe('body：不是有效的 JSON');
  });

  it('refuses a NUL character in any text with a 400 naming the field, and stores nothing', async () => {
    const token = await t.tokenFor('dealerAdmin');
    const created = await t.call({
      method: 'POST',
      url: '/admin/api/device',
      payload: { name: 'Pump\u0000 1', identity: `nul-${dialect}` },
      token,
    });
    expect(created.body).toEqual({ code: 400, msg: 'name: must not contain a NUL character', data: null });
    const nested = await send(
      '/admin/api/configflow',
      JSON.stringify({
        name: 'A',
        type: 0,
        data: { version: 1, pens: [{ id: 'p', name: 'text', x: 0, y: 0, width: 1, height: 1, text: 'a\u0000' }] },
      }),
      token,
    );
    expect(nested.body.msg).toBe('data.pens.0.text: must not contain a NUL character');
    const query = await t.call({ method: 'GET', url: '/admin/api/configflow/list?name=a%00b', token });
    expect(query.body.msg).toBe('name: must not contain a NUL character');
    const stored = await t.testDb.db.kysely
      .selectFrom('devices')
      .select('id')
      .where('identity', '=', `nul-${dialect}`)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps the guard against prototype poisoning', async () => {
    const { body } = await send('/admin/api/login/login', '{"__proto__":{"admin":true},"phone":"x","password":"y"}');
    expect(body.code).toBe(400);
  });
});
