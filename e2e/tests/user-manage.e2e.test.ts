import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, storageItem } from '../support/browser.js';
import { login } from '../support/console.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
  await login(page, 'admin');
});
afterAll(async () => {
  await browser.close();
});

const table = () => page.getByTestId('table-page-userManage');
const rows = () => table().locator('.ant-table-tbody tr.ant-table-row');
const modal = () => page.getByRole('dialog').last();

async function query(nickName: string): Promise<void> {
  await table().getByTestId('query-form').locator('input').first().fill(nickName);
  await table().getByTestId('query-submit').click();
  await page.waitForLoadState('networkidle');
}

describe('user management through the table page', () => {
  const stamp = Date.now().toString(36);
  const nickName = `E2E ${stamp}`;

  it('lists users with paging sizes 15, 30, 50, 100', async () => {
    await page.goto('/userManage');
    await rows().first().waitFor();
    await table().locator('.ant-pagination-options .ant-select').click();
    for (const size of ['15', '30', '50', '100']) {
      await page.locator('.ant-select-item-option', { hasText: size }).first().waitFor();
    }
    await page.keyboard.press('Escape');
  });

  it('adds a user', async () => {
    await table().getByTestId('table-add').click();
    await modal().locator('#nickName').fill(nickName);
    await modal().locator('#username').fill(`e2e_${stamp}`);
    await modal().locator('#password').fill('E2e#123456');
    await modal().locator('.ant-btn-primary').click();
    await modal().waitFor({ state: 'detached' });
    await query(nickName);
    await expect.poll(() => rows().count()).toBe(1);
  });

  it('edits the user', async () => {
    await rows().first().getByTestId('row-edit').click();
    await modal().locator('#nickName').fill(`${nickName} edited`);
    await modal().locator('.ant-btn-primary').click();
    await modal().waitFor({ state: 'detached' });
    await query(`${nickName} edited`);
    await expect.poll(() => rows().count()).toBe(1);
  });

  it('hides a column and remembers it per table type', async () => {
    await table().getByTestId('column-settings').click();
    await page.locator('.ant-popover .ant-checkbox-wrapper', { hasText: 'E-mail' }).click();
    await expect.poll(() => storageItem(page, 'tableColumns:userManage')).toContain('email');
    await expect.poll(() => table().locator('th', { hasText: 'E-mail' }).count()).toBe(0);
  });

  it('exports the page as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      table().getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('userManage.csv');
  });

  it('deletes the user after confirmation', async () => {
    await rows().first().getByTestId('row-delete').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await query(nickName);
    await expect.poll(() => rows().count()).toBe(0);
  });
});
