import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login, logout, type Credentials } from '../support/console.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
const account: Credentials = { account: `e2e_home_${Date.now().toString(36)}`, password: 'E2e#123456' };

beforeAll(async () => {
  // A company administrator of its own, so the choice does not change the seed's accounts.
  const admin = await apiLogin(baseUrl, 'admin');
  await apiCall(baseUrl, admin.token, 'POST', '/user', {
    nickName: 'E2E home page',
    username: account.account,
    password: account.password,
    companyId: admin.user.companyId,
    userType: 3,
  });
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

const selector = () => page.getByTestId('home-page-selector');
const homeView = () => page.getByTestId('home-view').getAttribute('data-view');

describe('home page selector', () => {
  it('offers the views of the menu and saves the choice', async () => {
    await login(page, account);
    await page.goto('/dashboard');
    await selector().click();
    for (const label of ['Custom monitor', 'Hardware list', 'History report', 'Alarm records', 'Hardware map']) {
      await page.locator('.ant-select-item-option', { hasText: label }).waitFor();
    }
    await page.locator('.ant-select-item-option', { hasText: 'Hardware list' }).click();
    await page.locator('.ant-message', { hasText: 'Success' }).waitFor();
    await expect.poll(homeView).toBe('equipIndex');
  });

  it('lands on the chosen view after logging in again', async () => {
    await logout(page);
    await login(page, account);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(homeView).toBe('equipIndex');
    expect(await selector().textContent()).toContain('Hardware list');
  });
});
