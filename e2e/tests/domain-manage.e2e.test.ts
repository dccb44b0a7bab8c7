import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin, type ApiSession } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login, logout } from '../support/console.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiSession;

interface DomainRow {
  id: number;
  domain: string;
  title: string;
  channelName: string;
}
let original: DomainRow;

async function localhostDomain(): Promise<DomainRow> {
  const page = await apiCall<{ records: DomainRow[] }>(baseUrl, admin.token, 'POST', '/domain/getPage', {
    pageNum: 1,
    pageSize: 15,
    param: { domain: 'localhost' },
  });
  const row = page.records.find((record) => record.domain === 'localhost');
  if (!row) throw new Error('the seed has no localhost domain');
  return row;
}

beforeAll(async () => {
  admin = await apiLogin(baseUrl, 'admin');
  original = await localhostDomain();
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
  await login(page, 'admin');
});
afterAll(async () => {
  // Every other test file shares this server: put the login page's branding back.
  await apiCall(baseUrl, admin.token, 'PUT', '/domain', {
    id: original.id,
    title: original.title,
    channelName: original.channelName,
  });
  await browser.close();
});

const table = () => page.getByTestId('table-page-domainManage');
const rows = () => table().locator('.ant-table-tbody tr.ant-table-row');
const modal = () => page.getByRole('dialog').last();

describe('domain management', () => {
  const stamp = Date.now().toString(36);
  const channelName = `E2E Channel ${stamp}`;
  const title = `E2E Title ${stamp}`;

  it('lists the localhost domain with its activation state, deletable only once it has no companies', async () => {
    await page.goto('/domainManage');
    await table().getByTestId('query-form').locator('input').first().fill('localhost');
    await table().getByTestId('query-submit').click();
    await expect.poll(() => rows().count()).toBe(1);
    await expect
      .poll(() => rows().first().getByTestId('domain-activation').textContent())
      .toMatch(/^Activated until \d{4}-\d{2}-\d{2}$/);
    await table().getByTestId('table-add').waitFor();
    await rows().first().getByTestId('row-edit').waitFor();
    expect(await rows().first().getByTestId('row-delete').count()).toBe(0);
  });

  it('adds a domain with a login style and deletes it', async () => {
    const host = `e2e-${stamp}.example.com`;
    await table().getByTestId('table-add').click();
    await modal().locator('#domain').fill(host);
    await modal().getByTestId('domain-style').click();
    await page.locator('.ant-select-item-option', { hasText: 'l7 ·' }).click();
    await modal().locator('#channelName').fill(`Channel ${stamp}`);
    await modal().locator('.ant-btn-primary').click();
    await modal().waitFor({ state: 'detached' });

    await table().getByTestId('query-form').locator('input').first().fill(host);
    await table().getByTestId('query-submit').click();
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByText('l7', { exact: true }).waitFor();
    await rows().first().getByText('Not activated', { exact: true }).waitFor();
    await rows().first().getByTestId('row-delete').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => rows().count()).toBe(0);

    await table().getByTestId('query-form').locator('input').first().fill('localhost');
    await table().getByTestId('query-submit').click();
    await expect.poll(() => rows().count()).toBe(1);
  });

  it('edits the title and channel name, which the login page shows after logout', async () => {
    await rows().first().getByTestId('row-edit').click();
    await expect.poll(() => modal().locator('#domain').inputValue()).toBe('localhost');
    await modal().locator('#channelName').fill(channelName);
    await modal().locator('#title').fill(title);
    await modal().locator('.ant-btn-primary').click();
    await modal().waitFor({ state: 'detached' });
    await rows().first().getByText(channelName, { exact: true }).waitFor();

    await logout(page);
    await page.locator('.login-title', { hasText: channelName }).waitFor();
    await expect.poll(() => page.title()).toBe(title);
  });
});
