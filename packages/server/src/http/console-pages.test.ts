import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
    const assets = path.join(t.config.webDir!, 'assets');
    fs.mkdirSync(assets, { recursive: true });
    const script = `export const big = ${JSON.stringify('x'.repeat(4000))};`;
    fs.writeFileSync(path.join(assets, 'app-Ab12.js'), script);
    fs.writeFileSync(path.join(assets, 'app-Ab12.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(assets, 'app-Ab12.js.gz'), gzipSync(script));
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

  it('sends hashed files compressed as the browser accepts, cached for a year; the page is revalidated', async () => {
    const get = (url: string, encoding?: string) =>
      app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('/assets/app-Ab12.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(200);
    expect((await get('/assets/app-Ab12.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const big');
    for (const url of ['/', '/index.html', '/equipIndex']) {
      const page = await get(url, 'br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });
});
