import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login, setLanguage } from '../support/console.js';
import { shoot } from '../support/screens.js';
import { pickHardware } from '../support/pickers.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
// Long enough to need cutting in the list, the dialogs and the drawer's title.
const planName = `二号机组螺杆空压机季度保养计划（冷却系统、润滑系统与安全阀全面检查）${stamp}`;
const deviceName = `E2E plan pump ${stamp}`;
/** English last: the assertions that follow read English. */
const LANGUAGES = ['zh-CN', 'en-US'] as const;
const WIDTHS = [1366, 1920] as const;
/** Screens shot at two widths in two languages take longer than one test's default. */
const SHOTS_TIMEOUT = 180_000;

let browser: Browser;
let adminToken = '';
let deviceId = 0;
/** The demo company's administrator, who plans, and the demo user, the assignee. */
let admin: Page;
let user: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await apiLogin(baseUrl, 'demoAdmin');
  adminToken = session.token;
  deviceId = (
    await apiCall<{ id: number }>(baseUrl, adminToken, 'POST', '/device', {
      name: deviceName,
      identity: `pln-${stamp}`,
    })
  ).id;
  admin = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(admin, 'demoAdmin');
  user = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(user, 'demoUser');
});
afterAll(async () => {
  if (deviceId) await apiCall(baseUrl, adminToken, 'DELETE', `/device/${deviceId}`).catch(() => undefined);
  await browser.close();
});

const visibleTable = (page: Page, tableType: string) => page.locator(`[data-testid="table-page-${tableType}"]:visible`);
const rowsOf = (table: Locator) => table.locator('.ant-table-tbody tr.ant-table-row');
const modalWith = (page: Page, inner: Locator) => page.locator('.ant-modal-wrap:visible .ant-modal', { has: inner });

/** Opens a list screen (and tab) filtered by the stamp. */
async function openFiltered(page: Page, path: string, tableType: string, tab?: 'mine' | 'others'): Promise<Locator> {
  await page.goto(path);
  if (tab) await page.getByTestId(`shares-tab-${tab}`).click();
  const table = visibleTable(page, tableType);
  await table.getByTestId('query-form').locator('input').first().fill(stamp);
  await table.getByTestId('query-submit').click();
  await page.waitForLoadState('networkidle');
  return table;
}

/** Shoots the page at each width in each language, ending in English at 1366 px. */
async function shootAll(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const language of LANGUAGES) {
    await setLanguage(page, language);
    await ready();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, `${name}-${width}-${language}`);
    }
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('maintenance plans', () => {
  it('creates a cycle plan on a device with a check item and the demo user as assignee', async () => {
    await admin.goto('/nullmainPlanInfo');
    await admin.getByTestId('table-add').click();
    const form = modalWith(admin, admin.getByTestId('plan-name'));
    await admin.getByTestId('plan-name').fill(planName);
    expect(await admin.getByTestId('plan-schedule-kind').textContent()).toContain('Repeatedly');

    await admin.getByTestId('plan-target').click();
    const picker = admin.getByTestId('device-picker');
    await pickHardware(picker, stamp, stamp);
    await modalWith(admin, picker).locator('.ant-modal-footer .ant-btn-primary').click();
    await picker.waitFor({ state: 'detached' });
    expect(await admin.getByTestId('plan-target').textContent()).toContain(deviceName);

    await admin.getByTestId('plan-add-item').click();
    await form.getByPlaceholder('Check item 1').fill('Oil level');
    const accounts = admin.getByTestId('share-candidates-1');
    await accounts.getByTestId('share-search').fill('demo-user');
    await expect.poll(() => accounts.getByTestId('share-candidate').count(), { timeout: 10_000 }).toBe(1);
    await accounts.getByTestId('share-candidate').click();
    await shoot(admin, 'plan-form-1366-en-US');
    await form.locator('.ant-modal-footer .ant-btn-primary').click();
    await form.waitFor({ state: 'detached' });
  });

  it('lists the plan as enabled, with its schedule and assignee', async () => {
    const table = await openFiltered(admin, '/nullmainPlanInfo', 'nullmainPlanInfo');
    await expect.poll(() => rowsOf(table).count()).toBe(1);
    const row = rowsOf(table).first();
    expect(await row.getByTestId('plan-status').getAttribute('data-status')).toBe('1');
    expect(await row.getByTestId('plan-status').textContent()).toBe('Enabled');
    expect(await row.textContent()).toContain('Monthly');
    expect(await row.getByTestId('share-target-tag').textContent()).toBe('值班员');

    // Narrowed to its device as well: still the one plan.
    await table.getByTestId('plan-device-filter').click();
    await admin.keyboard.type(deviceName);
    await admin.locator('.ant-select-item-option', { hasText: deviceName }).click();
    await table.getByTestId('query-submit').click();
    await admin.waitForLoadState('networkidle');
    await expect.poll(() => rowsOf(table).count()).toBe(1);
  });

  it("lists the plan's records, each linking to its record page", async () => {
    const { records } = await apiCall<{ records: { id: number }[] }>(baseUrl, adminToken, 'POST', '/mainPlan/getPage', {
      pageNum: 1,
      pageSize: 10,
      param: { name: stamp },
    });
    const record = await apiCall<{ id: number }>(baseUrl, adminToken, 'POST', `/mainPlan/record/${records[0]?.id}`, {});
    const table = await openFiltered(admin, '/nullmainPlanInfo', 'nullmainPlanInfo');
    await rowsOf(table).first().getByTestId('plan-records').click();
    const link = admin.getByTestId('plan-records-drawer').getByTestId('plan-record-open');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/mainRecord?id=${record.id}`);
    expect(await admin.getByTestId('plan-records-drawer').textContent()).toContain('Unhandled');
  });

  it('looks right in both languages at 1366 and 1920 px: list, form, records', { timeout: SHOTS_TIMEOUT }, async () => {
    const table = visibleTable(admin, 'nullmainPlanInfo');
    await shootAll(admin, 'plans-list', async () => {
      await openFiltered(admin, '/nullmainPlanInfo', 'nullmainPlanInfo');
      await rowsOf(table).first().waitFor();
    });
    await shootAll(admin, 'plan-form-edit', async () => {
      await openFiltered(admin, '/nullmainPlanInfo', 'nullmainPlanInfo');
      await rowsOf(table).first().getByTestId('row-edit').click();
      await admin.getByTestId('share-candidate').first().waitFor();
    });
    await shootAll(admin, 'plan-records', async () => {
      await openFiltered(admin, '/nullmainPlanInfo', 'nullmainPlanInfo');
      await rowsOf(table).first().getByTestId('plan-records').click();
      await admin.getByTestId('plan-record-open').waitFor();
    });
  });

  it('shows the plan to its assignee on /oamPlanShare', async () => {
    const mine = await openFiltered(user, '/oamPlanShare', 'oamPlanShare', 'mine');
    await expect.poll(() => rowsOf(mine).count()).toBe(1);
    expect(await rowsOf(mine).first().textContent()).toContain(planName);
  });

  it('looks right to the assignee in both languages at 1366 and 1920 px', { timeout: SHOTS_TIMEOUT }, async () => {
    const mine = visibleTable(user, 'oamPlanShare');
    await shootAll(user, 'plan-shares-mine', async () => {
      await openFiltered(user, '/oamPlanShare', 'oamPlanShare', 'mine');
      await rowsOf(mine).first().waitFor();
    });
    await shootAll(user, 'plan-shares-others-empty', async () => {
      await user.goto('/oamPlanShare');
      await user.getByTestId('shares-tab-others').click();
      await visibleTable(user, 'oamPlanShare').locator('.ant-empty').waitFor();
    });
  });

  it('deletes the plan after confirmation', async () => {
    const table = await openFiltered(admin, '/nullmainPlanInfo', 'nullmainPlanInfo');
    await expect.poll(() => rowsOf(table).count()).toBe(1);
    await rowsOf(table).first().getByTestId('row-delete').click();
    await admin.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => rowsOf(table).count()).toBe(0);
    await shoot(admin, 'plans-list-no-match-1366-en-US');
    const mine = await openFiltered(user, '/oamPlanShare', 'oamPlanShare', 'mine');
    await mine.locator('.ant-empty').waitFor();
  });
});
