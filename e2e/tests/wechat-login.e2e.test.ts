import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('the WeChat login address opened in a browser shows the login screen', async () => {
  const context = await newContext(browser, baseUrl, { language: 'en-US' });
  const page = await context.newPage();
  const response = await page.goto('/admin/api/user/wechatLogin/o7x-Abc123');
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await page.getByTestId('login-form').waitFor();
  expect(await page.locator('input[autocomplete="username"]').count()).toBe(1);
  await context.close();
});
