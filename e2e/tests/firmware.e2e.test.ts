import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, untranslatedKeys } from '../support/browser.js';
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

const stamp = Date.now().toString(36);
const modelName = `e2e-model-${stamp}`;
const version = `1.0.${Date.now() % 1000}`;
const content = Buffer.from(`E2E firmware image ${stamp}\n`.repeat(64));
const sha256 = createHash('sha256').update(content).digest('hex');

const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const firmwareTable = () => page.getByTestId('table-page-firmware');
const firmwareRows = () => firmwareTable().locator('.ant-table-tbody tr.ant-table-row');
const expirationTable = () => page.getByTestId('table-page-deviceExpiration');
const expirationRows = () => expirationTable().locator('.ant-table-tbody tr.ant-table-row');

async function showOnlyTestModel(): Promise<void> {
  const model = firmwareTable().getByTestId('query-form').locator('#modelName');
  await model.fill(modelName);
  await firmwareTable().getByTestId('query-submit').click();
}

describe('firmware', () => {
  it('uploads a firmware file and lists it with its SHA-256', async () => {
    await page.goto('/firmware');
    await firmwareTable().getByTestId('table-add').click();
    await modal().getByTestId('firmware-version').fill(version);
    await modal().getByTestId('firmware-model').fill(modelName);
    await modal().getByTestId('firmware-content').fill(`Notes ${stamp}`);
    await modal()
      .locator('input[type="file"]')
      .setInputFiles({ name: `fw-${stamp}.bin`, mimeType: 'application/octet-stream', buffer: content });
    await modal().locator('.ant-btn-primary').click();
    await modal().getByTestId('firmware-progress').waitFor();
    // The bar shows 100 for a second, then the dialog closes.
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });

    await showOnlyTestModel();
    await expect.poll(() => firmwareRows().count()).toBe(1);
    const row = firmwareRows().first();
    expect(await row.textContent()).toContain(version);
    expect(await row.textContent()).toContain(`fw-${stamp}.bin`);
    const sha = row.getByTestId('firmware-sha256');
    expect(await sha.getAttribute('data-sha256')).toBe(sha256);
    expect(await sha.textContent()).toContain(`${sha256.slice(0, 8)}…${sha256.slice(-8)}`);
    expect(await untranslatedKeys(page)).toEqual([]);
  });

  it('publishes it', async () => {
    const toggle = firmwareRows().first().getByTestId('firmware-publish');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect
      .poll(() => firmwareRows().first().getByTestId('firmware-publish').getAttribute('aria-checked'))
      .toBe('true');
  });

  it('deletes it after a confirmation', async () => {
    await firmwareRows().first().getByTestId('row-delete').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => firmwareRows().count()).toBe(0);
  });
});

describe('device expiration', () => {
  it('lists the demo gateways with their days left', async () => {
    await page.goto('/deviceExpiration');
    await expirationTable().getByTestId('query-form').locator('#identity').fill('demo-gw-');
    await expirationTable().getByTestId('query-submit').click();
    await expect.poll(() => expirationRows().count()).toBe(6);
    const text = (await expirationTable().locator('.ant-table-tbody').textContent()) ?? '';
    for (let i = 1; i <= 6; i++) expect(text).toContain(`demo-gw-${String(i).padStart(4, '0')}`);
    expect(await expirationRows().first().getByTestId('days-left').count()).toBe(1);
    await expirationRows().first().getByTestId('row-edit').waitFor();
    expect(await untranslatedKeys(page)).toEqual([]);
  });
});
