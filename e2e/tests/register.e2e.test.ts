import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, codeOf, latestMessageTo, uniquePhone, type ApiSession } from '../support/api.js';
import { launchBrowser, newContext, storageItem } from '../support/browser.js';
import { login } from '../support/console.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiSession;

beforeAll(async () => {
  admin = await apiLogin(baseUrl, 'admin');
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('registration from the login page', () => {
  const stamp = Date.now().toString(36);
  const phone = uniquePhone();
  const account = { account: `e2e_reg_${stamp}`, password: 'E2e#123456' };

  it('registers a company with a code from the outbox, and its administrator logs in', async () => {
    await page.goto('/login');
    await page.getByTestId('open-register').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#mobile').fill(phone);
    const codeButton = dialog.getByTestId('code-button');
    await codeButton.click();
    await expect.poll(() => codeButton.textContent()).toMatch(/^Resend in (60|59|58) s$/);
    expect(await codeButton.isDisabled()).toBe(true);

    const message = await latestMessageTo(baseUrl, admin.token, phone);
    expect(message.subject).toBe('Registration code');
    await dialog.locator('#code').fill(codeOf(message));
    await dialog.locator('#username').fill(account.account);
    await dialog.locator('#password').fill(account.password);
    await dialog.locator('#rePassword').fill(account.password);
    await dialog.locator('#companyName').fill(`E2E Company ${stamp}`);
    await dialog.locator('.ant-btn-primary').click();
    await dialog.waitFor({ state: 'detached' });

    await login(page, account);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(await storageItem(page, 'info')).toContain(account.account);
  });
});
