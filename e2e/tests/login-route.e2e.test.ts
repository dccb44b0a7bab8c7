import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const BUDGET_BYTES = 250 * 1024;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the login route', () => {
  it('loads its page, scripts and styles in under 250 KB on the wire, compressed, without the live connection', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const loaded: { url: string; encoding: string; bytes: number }[] = [];
    page.on('requestfinished', (request) => {
      void (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        loaded.push({
          url: request.url(),
          encoding: (await response?.headerValue('content-encoding')) ?? '',
          bytes: sizes.responseBodySize,
        });
      })();
    });
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor();
    await page.waitForLoadState('networkidle');
    const code = loaded.filter((r) => /\.(js|css)$|\/login$/.test(new URL(r.url).pathname));
    const total = code.reduce((sum, r) => sum + r.bytes, 0);
    expect(code.filter((r) => r.bytes > 1024 && r.encoding === '').map((r) => r.url)).toEqual([]);
    expect(code.some((r) => r.url.includes('mqtt'))).toBe(false);
    expect(total).toBeLessThan(BUDGET_BYTES);
    await context.close();
  });
});
