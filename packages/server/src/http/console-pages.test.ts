import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('pages the console answers under the API prefix', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    fs.writeFileSync(path.join(t.config.webDir!, 'index.html'), '<!doctype html><title>console</title>');
    app = await buildApp({ config: t.config, db: t.testDb.db });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const open = (url: string, accept: string) => app.inject({ method: 'GET', url, headers: { accept } });
  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  it('shows the login screen for the WeChat login address opened in a browser', async () => {
    const res = await open('/admin/api/user/wechatLogin/o7x-Abc123?state=1', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>console</title>');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('still answers API clients, and every other API address, with the JSON envelope', async () => {
    for (const [url, accept] of [
      ['/admin/api/user/wechatLogin/o7x-Abc123', 'application/json'],
      ['/admin/api/user/wechatLogin/o7x-Abc123/more', BROWSER],
      ['/admin/api/no/such/call', BROWSER],
    ]) {
      const res = await open(url!, accept!);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json().code, url).not.toBe(200);
    }
  });
});
