import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, untranslatedKeys } from '../support/browser.js';
import { login } from '../support/console.js';

const baseUrl = inject('baseUrl');
const name = `E2E trigger ${Date.now().toString(36)}`;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const table = () => page.getByTestId('table-page-triggerInfo');
const rows = () => table().locator('.ant-table-tbody tr.ant-table-row');
const option = (text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

async function showOnly(text: string): Promise<void> {
  await table().getByTestId('query-form').locator('#name').fill(text);
  await table().getByTestId('query-submit').click();
}

describe('triggers', () => {
  it("lists the demo company's triggers", async () => {
    await page.goto('/triggerInfo');
    await rows().first().waitFor();
    expect(await rows().count()).toBe(3);
    expect(await table().textContent()).toContain('Start the pump');
    expect(await untranslatedKeys(page)).toEqual([]);
  });

  it('creates a function trigger that notifies a user; a missing name is refused first', async () => {
    await table().getByTestId('table-add').click();
    await modal().getByTestId('trigger-type').click();
    await option('Function').click();
    // The type's list closes before the users' opens (both are dropdowns of the page).
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await modal().getByTestId('trigger-action-0-users').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await modal().locator('.ant-modal-title').click();
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => modal().locator('.ant-form-item-explain-error').count()).toBe(1);
    await modal().getByTestId('trigger-name').fill(name);
    await modal().locator('.ant-btn-primary').click();
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });
    await showOnly(name);
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain('Function');
  });

  it('fires it, and its detail shows the firing in the log', async () => {
    await rows().first().getByTestId('trigger-fire').click();
    await page.locator('.ant-message-success', { hasText: 'Fired: Done' }).waitFor();
    await rows().first().getByRole('button', { name }).click();
    const log = page.getByTestId('trigger-log');
    await expect.poll(() => log.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    const text = await log.textContent();
    expect(text).toContain('Fired by hand');
    expect(text).toContain('Done');
    expect(await untranslatedKeys(page)).toEqual([]);
  });

  it('disables it, then deletes it after a confirmation', async () => {
    await page.goto('/triggerInfo');
    await showOnly(name);
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByTestId('trigger-enabled').click();
    await expect.poll(() => rows().first().getByTestId('trigger-enabled').getAttribute('aria-checked')).toBe('false');
    expect(await rows().first().getByTestId('trigger-fire').isDisabled()).toBe(true);
    await rows().first().getByTestId('row-delete').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => rows().count()).toBe(0);
  });
});
