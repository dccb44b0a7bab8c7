import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin, uniquePhone } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login } from '../support/console.js';

const baseUrl = inject('baseUrl');
const phone = uniquePhone();
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const admin = await apiLogin(baseUrl, 'admin');
  await apiCall(baseUrl, admin.token, 'POST', '/user', {
    nickName: `E2E outbox ${phone}`,
    phone,
    password: 'E2e#123456',
    companyId: admin.user.companyId,
  });
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('message outbox', () => {
  it('sends a forgot-password code from the login page and starts the countdown', async () => {
    await page.goto('/login');
    await page.getByTestId('open-forgot').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#mobile').fill(phone);
    await dialog.getByTestId('code-button').click();
    await expect.poll(() => dialog.getByTestId('code-button').textContent()).toMatch(/^Resend in \d+ s$/);
    expect(await dialog.getByTestId('code-button').isDisabled()).toBe(true);
  });

  it('shows the message to the platform administrator, with its body on expand', async () => {
    await login(page, 'admin');
    await page.goto('/outbox');
    const table = page.getByTestId('table-page-outbox');
    const row = table.locator('.ant-table-tbody tr.ant-table-row', { hasText: phone });
    await row.waitFor();
    await row.getByText('Password reset code', { exact: true }).waitFor();
    await row.getByText('SMS', { exact: true }).waitFor();
    // Read only: no add, edit or delete.
    expect(await table.getByTestId('table-add').count()).toBe(0);
    expect(await row.getByTestId('row-delete').count()).toBe(0);

    await row.locator('.ant-table-row-expand-icon').click();
    await expect
      .poll(() => table.getByTestId('outbox-body').first().textContent())
      .toMatch(/^Your verification code is \d{6}\./);
  });
});
