import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { login, setLanguage } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
/** A report with a long name, shared with the demo user. */
const longName = `二号车间循环水泵站能耗与运行班次日报（北区扩建）${stamp}`;
const DAILY = 'Showroom daily';
const MONTHLY = 'Showroom monthly';

let browser: Browser;
let admin: Page;
let user: Page;
let sharedId: number;

interface TemplateRow {
  id: number;
  name: string;
  builtin: boolean;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await apiLogin(baseUrl, 'demoAdmin');
  const recipient = await apiLogin(baseUrl, 'demoUser');
  // A report started from a built-in template, with a long name, shared with the demo user.
  const library = await apiCall<{ records: TemplateRow[] }>(
    baseUrl,
    session.token,
    'POST',
    '/report/template/searchPage',
    {
      param: { builtin: 1, timeType: 0 },
    },
  );
  const template = await apiCall<{ sheets: unknown[]; bindings: unknown[]; timeType: number }>(
    baseUrl,
    session.token,
    'GET',
    `/report/template/${library.records[0]!.id}`,
  );
  const made = await apiCall<{ id: number }>(baseUrl, session.token, 'POST', '/report', {
    name: longName,
    timeType: template.timeType,
    sheets: template.sheets,
    bindings: template.bindings,
  });
  sharedId = made.id;
  await apiCall(baseUrl, session.token, 'PUT', '/share', {
    kind: 'report',
    thingId: sharedId,
    targets: [{ type: 1, id: recipient.user.id }],
  });
  admin = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(admin, 'demoAdmin');
  user = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(user, 'demoUser');
});
afterAll(async () => {
  await browser.close();
});

const tableOf = (page: Page, tableType: string) => page.locator(`[data-testid="table-page-${tableType}"]:visible`);
const rowsOf = (table: Locator) => table.locator('.ant-table-tbody tr.ant-table-row');

/** Shoots the page at 1366 and at 1920 px wide. */
async function shootWidths(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-1366`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, `${name}-1920`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

async function filterByName(table: Locator, text: string): Promise<void> {
  await table.getByTestId('query-form').locator('#name').fill(text);
  await table.getByTestId('query-submit').click();
}

/** The bytes of a download a click starts: an XLSX is a ZIP (PK). */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes };
}

describe.each(['en-US', 'zh-CN'] as const)('report lists in %s', (language: Language) => {
  const en = language === 'en-US';
  beforeAll(async () => {
    await setLanguage(admin, language);
    await setLanguage(user, language);
  });

  it("lists the demo company's daily and monthly reports, and toggles one's status", async () => {
    await admin.goto('/luckyHome');
    const table = tableOf(admin, 'luckyHome');
    await filterByName(table, 'Showroom');
    await expect.poll(() => rowsOf(table).count()).toBe(2);
    const text = await table.textContent();
    expect(text).toContain(DAILY);
    expect(text).toContain(MONTHLY);
    expect(text).toContain(en ? 'Scheduled and pushed' : '定时生成并推送');
    await filterByName(table, '');
    await rowsOf(table).first().waitFor();
    await shootWidths(admin, `reports-home-${language}`);

    await filterByName(table, MONTHLY);
    await expect.poll(() => rowsOf(table).count()).toBe(1);
    const status = () => rowsOf(table).first().getByTestId('report-status');
    expect(await status().getAttribute('aria-checked')).toBe('true');
    await status().click();
    await expect.poll(() => status().getAttribute('aria-checked')).toBe('false');
    await status().click();
    await expect.poll(() => status().getAttribute('aria-checked')).toBe('true');
  });

  it('generates a report, downloads it, and finds it in /luckyHis to open and download', async () => {
    await admin.goto('/luckyHome');
    const table = tableOf(admin, 'luckyHome');
    await filterByName(table, DAILY);
    await expect.poll(() => rowsOf(table).count()).toBe(1);
    const made = await downloaded(admin, () => rowsOf(table).first().getByTestId('report-generate').click());
    expect(made.name).toMatch(/\.xlsx$/);
    expect(made.bytes.subarray(0, 2).toString()).toBe('PK');

    await rowsOf(table).first().getByTestId('report-history').click();
    const history = tableOf(admin, 'luckyHis');
    await rowsOf(history).first().waitFor();
    expect(await admin.getByTestId('history-report-filter').textContent()).toContain(DAILY);
    const first = rowsOf(history).first();
    expect(await first.textContent()).toContain(DAILY);
    expect(await first.textContent()).toContain(en ? 'By hand' : '手动');
    await shootWidths(admin, `reports-history-${language}`);
    const file = await downloaded(admin, () => first.getByTestId('file-download').click());
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    await first.getByTestId('file-open').click();
    await expect
      .poll(() => new URL(admin.url()).pathname + new URL(admin.url()).search)
      .toMatch(/^\/luckyOff\?id=\d+$/);

    await admin.goto(`/luckyHis?reportId=${sharedId}`);
    await tableOf(admin, 'luckyHis').locator('.ant-empty').waitFor();
    await shootWidths(admin, `reports-history-empty-${language}`);
  });

  it('starts a report from the template library and from the new report dialog', async () => {
    await admin.goto('/tempReport');
    const table = tableOf(admin, 'tempReport');
    await rowsOf(table).first().waitFor();
    const dailyShift = en ? 'Daily shift report' : '班次日报';
    expect(await table.textContent()).toContain(dailyShift);
    expect(await table.textContent()).toContain(en ? 'Built-in template' : '内置模板');
    await shootWidths(admin, `reports-templates-${language}`);
    await filterByName(table, 'zz-none');
    await table.locator('.ant-empty').waitFor();
    await shootWidths(admin, `reports-templates-empty-${language}`);
    await filterByName(table, dailyShift);
    await expect.poll(() => rowsOf(table).count()).toBe(1);
    await rowsOf(table).first().getByTestId('template-use').click();
    await expect.poll(() => admin.url()).toMatch(/\/lunkyInfo\?template=\d+$/);

    await admin.goto('/luckyHome');
    await tableOf(admin, 'luckyHome').getByTestId('table-add').click();
    const dialog = admin.getByTestId('new-report');
    await dialog.getByTestId('template-card').first().waitFor();
    await shootWidths(admin, `reports-new-${language}`);
    await dialog
      .getByTestId('template-card')
      .filter({ hasText: en ? 'Monthly energy report' : '能耗月报' })
      .click();
    await expect.poll(() => admin.url()).toMatch(/\/lunkyInfo\?template=\d+$/);
  });

  it("shows a shared report in the recipient's /luckyShareList, with its generated reports", async () => {
    await user.goto('/luckyShareList');
    const mine = tableOf(user, 'luckyShareList');
    await rowsOf(mine).first().waitFor();
    const row = rowsOf(mine).filter({ hasText: stamp });
    await expect.poll(() => row.count()).toBe(1);
    await shootWidths(user, `reports-shares-mine-${language}`);
    await row.getByTestId('row-view').click();
    const drawer = user.getByTestId('shared-files');
    await drawer.locator('.ant-empty').waitFor();
    await shootWidths(user, `reports-shared-files-${language}`);
    await drawer.getByTestId('shared-open').click();
    await expect.poll(() => user.url()).toMatch(new RegExp(`/luckyOff1\\?id=${sharedId}&type=0&timeType=0$`));

    await user.goto('/luckyShareList');
    await user.getByTestId('shares-tab-others').click();
    await tableOf(user, 'luckyShareList').locator('.ant-empty').waitFor();
    await shootWidths(user, `reports-shares-others-empty-${language}`);
  });
});

describe('company time zone', () => {
  it('offers the zone report periods close in when a company is edited', async () => {
    const root = await (await newContext(browser, baseUrl, { language: 'zh-CN' })).newPage();
    await login(root, 'admin');
    for (const language of ['zh-CN', 'en-US'] as const) {
      await setLanguage(root, language);
      await root.goto('/companyManage');
      const table = tableOf(root, 'companyManage');
      await rowsOf(table).first().getByTestId('row-edit').click();
      const dialog = root.locator('.ant-modal-wrap:visible .ant-modal');
      await dialog.getByTestId('company-time-zone').click();
      await root.keyboard.type('Asia/Shang');
      await root
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Asia/Shanghai' })
        .waitFor();
      await shootWidths(root, `company-time-zone-${language}`);
      await root.keyboard.press('Escape');
      await dialog.locator('.ant-modal-close').click();
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
