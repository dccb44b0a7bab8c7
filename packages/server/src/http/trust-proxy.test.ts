import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, PASSWORD, type TestApp } from '../test/harness.js';

const FORWARDED = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example.com' };

/** The address the platform recorded for a login sent through `headers` (from 127.0.0.1). */
async function loginAddress(t: TestApp): Promise<string> {
  const { body } = await t.call({
    method: 'POST',
    url: '/admin/api/login/login',
    payload: { phone: 'root', password: PASSWORD },
    headers: FORWARDED,
  });
  expect(body.code).toBe(200);
  const session = await t.testDb.db.kysely
    .selectFrom('sessions')
    .select('ip')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return session.ip;
}

describe.each(DIALECTS)('forwarded headers on %s', (dialect) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp(dialect, { IOT_TRUST_PROXY: '' });
    proxied = await createTestApp(dialect, { IOT_TRUST_PROXY: '10.0.0.0/8, loopback' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('are not believed from anyone by default: the address is the connection', async () => {
    expect(await loginAddress(direct)).toBe('127.0.0.1');
  });

  it('are believed from a configured proxy', async () => {
    expect(await loginAddress(proxied)).toBe('203.0.113.9');
  });
});

describe('IOT_TRUST_PROXY', () => {
  it('takes addresses, networks and loopback, and names itself when wrong', () => {
    expect(loadConfig({ IOT_TRUST_PROXY: '10.1.2.3, 192.168.0.0/16,::1,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.1.2.3',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
    for (const bad of ['*', 'true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ IOT_TRUST_PROXY: bad }), bad).toThrow(/IOT_TRUST_PROXY/);
    }
  });
});
