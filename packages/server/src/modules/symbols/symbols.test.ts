import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('system symbol library on %s', (dialect) => {
  let t: TestApp;
  const call = async (user: FixtureUser | null, method: 'GET' | 'POST', url: string, payload?: object, zh = false) => {
    const token = user ? await t.tokenFor(user) : undefined;
    const headers = { 'accept-language': zh ? 'zh-CN,zh;q=0.9' : 'en-US,en;q=0.8' };
    return (await t.call({ method, url: `/admin/api/configflow/${url}`, payload, token, headers })).body;
  };
  const content = (body: object, zh = false, user: FixtureUser = 'dealerAdmin') =>
    call(user, 'POST', 'getSysComponentContent', body, zh);
  const symbolFile = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the flow chart groups by key, titled in the caller language, and the large screen groups apart', async () => {
    const flow = await call('dealerAdmin', 'GET', 'getSysComponentCategory/0');
    expect(flow.code).toBe(200);
    expect(flow.data.length).toBeGreaterThanOrEqual(8);
    expect(flow.data[0]).toEqual({ key: 'pipes', name: 'Pipes and fittings' });
    const zh = await call('dealerAdmin', 'GET', 'getSysComponentCategory/0', undefined, true);
    expect(zh.data[0]).toEqual({ key: 'pipes', name: '管道与管件' });
    const screen = await call('dealerAdmin', 'GET', 'getSysComponentCategory/1');
    expect(screen.data.map((c: { key: string }) => c.key)).toEqual([
      'screen-frames',
      'screen-titles',
      'screen-decorations',
    ]);
  });

  it('pages a group, state variants after their symbol', async () => {
    const first = await content({ category: 'pumps-fans', pageIndex: 1, pageCount: 5, type: 0 });
    expect(first.data).toMatchObject({ total: 40, pageIndex: 1, pageCount: 5 });
    expect(first.data.records).toHaveLength(5);
    expect(first.data.records[0]).toEqual({
      key: 'pump-centrifugal',
      name: 'Centrifugal pump',
      url: expect.stringMatching(
        /^\/admin\/api\/configflow\/symbol\/pumps-fans\/pump-centrifugal\.svg\?v=[0-9a-f]{16}$/,
      ),
      group: 'pump-centrifugal',
    });
    expect(first.data.records[1]).toMatchObject({ key: 'pump-centrifugal.running', state: 'running' });
    const last = await content({ category: 'pumps-fans', pageIndex: 10, pageCount: 4 });
    expect(last.data.records.map((r: { key: string }) => r.key)).toEqual([
      'compressor',
      'compressor.running',
      'compressor.stopped',
      'compressor.fault',
    ]);
    expect((await content({ category: 'pumps-fans', pageIndex: 11, pageCount: 4 })).data.records).toEqual([]);
    const zh = await content({ category: 'valves', pageCount: 2 }, true);
    expect(zh.data.records.map((r: { name: string }) => r.name)).toEqual(['闸阀', '闸阀（开）']);
    const whole = await content({ category: 'screen-frames', type: '1' });
    expect(whole.data).toMatchObject({ total: 6, pageIndex: 1, pageCount: 9999 });
  });

  it('answers 400 naming the field for bad input, in the caller language', async () => {
    expect(await call('dealerAdmin', 'GET', 'getSysComponentCategory/2')).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^type: /),
    });
    expect((await call('dealerAdmin', 'GET', 'getSysComponentCategory/x')).code).toBe(400);
    expect(await content({ category: 'nope' })).toMatchObject({ code: 400, msg: 'category: no such symbol group' });
    expect(await content({ category: 'nope' }, true)).toMatchObject({ code: 400, msg: 'category：没有这个图元分组' });
    expect((await content({ category: 'pipes', type: 1 })).msg).toBe('category: no such symbol group');
    expect((await content({})).msg).toMatch(/^category: /);
    expect((await content({ category: 'pipes', pageIndex: 0 })).msg).toMatch(/^pageIndex: /);
    expect((await content({ category: 'pipes', pageCount: 10000 })).msg).toMatch(/^pageCount: /);
    expect((await content({ category: 'pipes', type: 3 })).msg).toMatch(/^type: /);
  });

  it('answers 10500 without a token and 403 without an editor page', async () => {
    expect((await call(null, 'GET', 'getSysComponentCategory/0')).code).toBe(10500);
    expect((await call('viewer', 'GET', 'getSysComponentCategory/0')).code).toBe(403);
    expect((await call('nomenu', 'GET', 'getSysComponentCategory/1')).code).toBe(403);
    expect((await content({ category: 'pipes' }, false, 'viewer')).code).toBe(403);
  });

  it('serves a symbol as plain SVG, for good under its hash, with a strict policy', async () => {
    const { url } = (await content({ category: 'valves', pageCount: 1 })).data.records[0];
    const served = await symbolFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.body).toMatch(/^<svg /);
    const stale = await symbolFile(url.replace(/\?v=.*/, '?v=0'));
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect((await symbolFile(url, { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(304);
  });

  it('answers 404 for anything but a listed file', async () => {
    for (const trick of [
      'pipes/..%2F..%2F..%2Fpackage.json',
      'pipes/%2e%2e%2fvalves%2fvalve-gate.svg',
      '..%2Fassets/pipe-straight.svg',
      '%2e%2e/pipes/pipe-straight.svg',
      'pipes/..',
      'pipes/%2Fetc%2Fpasswd',
      '%2Fetc/passwd',
      'pipes/nope.svg',
      'pipes/pipe-straight.SVG',
      'pipes/pipe-straight',
      'valves/pipe-straight.svg',
      'pipes/pipe-straight.running.svg',
    ]) {
      const answer = await symbolFile(`/admin/api/configflow/symbol/${trick}`);
      expect(answer.statusCode, trick).toBe(404);
      expect(answer.json().msg, trick).toMatch(/not found|no such call/);
    }
    expect((await symbolFile('/admin/api/configflow/symbol/pipes/pipe-straight.svg')).statusCode).toBe(200);
  });
});
