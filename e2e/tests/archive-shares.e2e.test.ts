import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { login, setLanguage } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const archiveName = `一号车间循环水泵站备用泵设备档案（北区二期扩建工程主控柜配套）${stamp}`;
/** The demo user's account and nick name (seed). */
const DEMO_USER = { account: 'demo-user', nickName: '值班员' };
const DEMO_ADMIN_NICK = '经销商管理员';

let browser: Browser;
/** The demo company's administrator, who shares, and the demo user, who receives. */
let admin: Page;
let user: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await apiLogin(baseUrl, 'demoAdmin');
  await apiCall(baseUrl, session.token, 'POST', '/device/archives', { name: archiveName, nameplate: 'KSB-200' });
  // More accounts than the selector's short list holds, so that it offers "more".
  for (let i = 1; i <= 9; i += 1) {
    await apiCall(baseUrl, session.token, 'POST', '/user', {
      nickName: `E2E share ${stamp} ${i}`,
      username: `e2e_share_${stamp}_${i}`,
      password: 'E2e#123456',
      companyId: session.user.companyId,
    });
  }
  admin = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(admin, 'demoAdmin');
  user = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(user, 'demoUser');
});
afterAll(async () => {
  await browser.close();
});

const visibleTable = (page: Page, tableType: string) => page.locator(`[data-testid="table-page-${tableType}"]:visible`);
const rowsOf = (table: Locator) => table.locator('.ant-table-tbody tr.ant-table-row');
const selector = () => admin.getByTestId('share-selector');

/** Opens a list screen and filters it by the archive's name. */
async function openFiltered(page: Page, path: string, tableType: string, tab?: 'mine' | 'others'): Promise<Locator> {
  await page.goto(path);
  if (tab) await page.getByTestId(`shares-tab-${tab}`).click();
  const table = visibleTable(page, tableType);
  await table.getByTestId('query-form').locator('input').first().fill(stamp);
  await table.getByTestId('query-submit').click();
  await page.waitForLoadState('networkidle');
  return table;
}

/** As the administrator: /deviceInfo → Share → the demo user in the accounts tab → save. */
async function shareWithDemoUser(language: Language): Promise<void> {
  const table = await openFiltered(admin, '/deviceInfo', 'deviceInfo');
  await expect.poll(() => rowsOf(table).count()).toBe(1);
  await rowsOf(table).first().getByTestId('row-share').click();
  await selector().getByTestId('share-candidate').first().waitFor();
  await shoot(admin, `archive-share-selector-empty-${language}`);

  await selector().getByTestId('share-more').click();
  const more = admin.getByTestId('share-more-dialog');
  await more.getByTestId('share-more-search').fill(`e2e_share_${stamp}`);
  await expect.poll(() => more.locator('tr.ant-table-row').count()).toBe(9);
  await shoot(admin, `archive-share-more-${language}`);
  await admin.locator('.ant-modal-wrap:visible .ant-modal', { has: more }).locator('.ant-modal-close').click();
  await more.waitFor({ state: 'detached' });

  const accounts = selector().getByTestId('share-candidates-1');
  await accounts.getByTestId('share-search').fill(DEMO_USER.account);
  await expect.poll(() => accounts.getByTestId('share-candidate').count()).toBe(1);
  await accounts.getByTestId('share-candidate').click();
  await expect.poll(() => selector().getByTestId('share-target-tag').textContent()).toBe(DEMO_USER.nickName);
  await selector().getByTestId('share-tab-2').click();
  await selector()
    .getByTestId('share-candidates-2')
    .locator('.ant-empty, [data-testid="share-candidate"]')
    .first()
    .waitFor();
  await shoot(admin, `archive-share-selector-depts-${language}`);
  await selector().getByTestId('share-tab-3').click();
  await selector().getByTestId('share-candidates-3').getByTestId('share-candidate').first().waitFor();
  await shoot(admin, `archive-share-selector-${language}`);

  const dialog = admin.locator('.ant-modal-wrap:visible .ant-modal', { has: selector() });
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each(['en-US', 'zh-CN'] as const)('archive shares in %s', (language) => {
  beforeAll(async () => {
    await setLanguage(admin, language);
    await setLanguage(user, language);
  });

  it('shares an archive with the demo user through the selector', async () => {
    await shareWithDemoUser(language);
  });

  it('shows the demo user the archive on /eqArcShare and in /deviceInfo', async () => {
    const mine = await openFiltered(user, '/eqArcShare', 'eqArcShare', 'mine');
    await expect.poll(() => rowsOf(mine).count()).toBe(1);
    const row = rowsOf(mine).first();
    expect(await row.textContent()).toContain(archiveName);
    expect(await row.textContent()).toContain(DEMO_ADMIN_NICK);
    await shoot(user, `archive-shares-mine-${language}`);
    await row.getByTestId('row-view').click();
    await user.getByTestId('archive-detail').getByText('KSB-200').waitFor();
    await user.keyboard.press('Escape');

    await user.getByTestId('shares-tab-others').click();
    await visibleTable(user, 'eqArcShare').locator('.ant-empty').waitFor();
    await shoot(user, `archive-shares-others-empty-${language}`);

    const archives = await openFiltered(user, '/deviceInfo', 'deviceInfo');
    await expect.poll(() => rowsOf(archives).count()).toBe(1);
    expect(await rowsOf(archives).first().getByTestId('row-share').count()).toBe(0);
    await shoot(user, `archive-shared-device-info-${language}`);
  });

  it('lists it under "shared by me" for the administrator, who unshares it', async () => {
    const byMe = await openFiltered(admin, '/eqArcShare', 'eqArcShare', 'others');
    await expect.poll(() => rowsOf(byMe).count()).toBe(1);
    expect(await rowsOf(byMe).first().getByTestId('share-target-tag').textContent()).toBe(DEMO_USER.nickName);
    await shoot(admin, `archive-shares-others-${language}`);
    await rowsOf(byMe).first().getByTestId('row-unshare').click();
    await admin.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => rowsOf(byMe).count()).toBe(0);

    await admin.getByTestId('shares-tab-mine').click();
    await visibleTable(admin, 'eqArcShare').locator('.ant-empty').waitFor();
    await shoot(admin, `archive-shares-mine-empty-${language}`);
  });

  it('takes the archive away from the demo user', async () => {
    const mine = await openFiltered(user, '/eqArcShare', 'eqArcShare', 'mine');
    await mine.locator('.ant-empty').waitFor();
    expect(await rowsOf(mine).count()).toBe(0);
    const archives = await openFiltered(user, '/deviceInfo', 'deviceInfo');
    await archives.locator('.ant-empty').waitFor();
    expect(await rowsOf(archives).count()).toBe(0);
  });
});
