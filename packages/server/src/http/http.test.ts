import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe.each(DIALECTS)('HTTP envelope and guard (%s)', (dialect) => {
  let t: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_BODY_LIMIT: '2048' });
  });
  afterAll(() => t.close());

  it('refuses a body over the limit with 413 before reading it', async () => {
    const { res, body } = await t.call({
      method: 'POST',
      url: '/admin/api/login/login',
      payload: { phone: 'x'.repeat(4096), password: 'y' },
    });
    expect(res.statusCode).toBe(413);
    expect(body).toEqual({ code: 413, msg: 'body: request body too large', data: null });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const { res, body } = await t.call({
      method: 'POST',
      url: '/admin/api/login/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/^body: /);
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const { res, body } = await t.call({ method: 'GET', url: '/admin/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(body).toMatchObject({ code: 404, data: null });
  });

  it('answers 10500 for a missing, unknown or malformed token', async () => {
    for (const token of [undefined, 'not-a-token', 'Bearer ']) {
      const { body } = await t.call({ method: 'GET', url: `/admin/api/user/${t.fixture.users.viewer}`, token });
      expect(body.code).toBe(10500);
    }
  });

  it('accepts the token as it is or as Bearer', async () => {
    const token = await t.tokenFor('viewer');
    for (const header of [token, `Bearer ${token}`]) {
      const { body } = await t.call({
        method: 'GET',
        url: `/admin/api/user/${t.fixture.users.viewer}`,
        headers: { authorization: header },
      });
      expect(body.code).toBe(200);
    }
  });

  it('serves the console with a Content-Security-Policy and nosniff, and client routes as index.html', async () => {
    fs.writeFileSync(path.join(t.config.webDir!, 'index.html'), '<!doctype html><title>console</title>');
    const app = await buildApp({ config: t.config, db: t.testDb.db });
    const res = await app.inject({ method: 'GET', url: '/equipIndex' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>console</title>');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hides the stack of an unexpected error and logs it with the request id', async () => {
    const app = await buildApp({ config: { ...t.config, logLevel: 'error' }, db: t.testDb.db });
    app.log.error = (obj: unknown) => void logs.push(JSON.stringify(obj));
    app.get('/admin/api/test/boom', { config: { permission: 'public' } }, () => {
      throw new Error('secret internal detail');
    });
    const res = await app.inject({ method: 'GET', url: '/admin/api/test/boom' });
    const body = res.json();
    expect(res.statusCode).toBe(500);
    expect(body.code).toBe(500);
    expect(body.msg).toMatch(/^internal error, request id [0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret internal detail');
    expect(logs.join('\n')).toContain(body.msg.slice(-36));
    await app.close();
  });

  it('refuses to start with a route that declares no permission', async () => {
    const app = await buildApp({ config: t.config, db: t.testDb.db });
    expect(() => app.get('/admin/api/test/open', () => 'open')).toThrow(/declares no permission/);
    await app.close();
  });
});
