import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, storageItem, waitForPath } from '../support/browser.js';
import { login, tabKeys, waitForDrawerOpen } from '../support/console.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

async function openTabs(paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.locator(`[data-testid="page-tab"][data-key="${path}"]`).waitFor();
  }
}

async function tabAction(key: string, label: string): Promise<void> {
  await page.locator(`[data-testid="page-tab"][data-key="${key}"]`).click({ button: 'right' });
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

describe('header tabs', () => {
  it('keeps tabs across reloads and closes one, left, right, others and all', async () => {
    await login(page, 'admin');
    const pages = ['/peoInfo', '/userManage', '/roleManage', '/deptManage', '/companyManage'];
    await openTabs(pages);
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    expect(await tabKeys(page)).toEqual(expect.arrayContaining(pages));

    await page
      .locator('.ant-tabs-tab', { has: page.locator('[data-key="/deptManage"]') })
      .locator('.ant-tabs-tab-remove')
      .click();
    await expect.poll(() => tabKeys(page)).not.toContain('/deptManage');

    await tabAction('/roleManage', 'Close tabs to the left');
    await expect.poll(() => tabKeys(page)).toEqual(['/roleManage', '/companyManage']);

    await tabAction('/roleManage', 'Close tabs to the right');
    await expect.poll(() => tabKeys(page)).toEqual(['/roleManage']);
    await waitForPath(page, '/roleManage');

    await openTabs(['/peoInfo', '/userManage']);
    await tabAction('/peoInfo', 'Close others');
    await expect.poll(() => tabKeys(page)).toEqual(['/peoInfo']);

    await tabAction('/peoInfo', 'Close all');
    await waitForPath(page, '/dashboard');
    await expect.poll(() => tabKeys(page)).toEqual(['/dashboard']);
    expect(JSON.parse((await storageItem(page, 'tabs')) ?? '[]')).toEqual(['/dashboard']);
  });
});

describe('header tabs opened from the menu', () => {
  /** Opens a page by its side-menu entry (a client-side navigation, no reload). */
  async function clickMenu(group: string, pageTitle: string, path: string): Promise<void> {
    const entry = page.locator('.main-sider [data-testid="menu-page"]', { hasText: pageTitle });
    if (!(await entry.isVisible()))
      await page.locator('.main-sider .ant-menu-submenu-title', { hasText: group }).click();
    await entry.click();
    await waitForPath(page, path);
    await page.locator(`[data-testid="page-tab"][data-key="${path}"]`).waitFor();
  }

  it('adds a tab for each page clicked, switches by tab, and closes left, right and others', async () => {
    await login(page, 'admin');
    await clickMenu('System', 'Users', '/userManage');
    await clickMenu('System', 'Roles', '/roleManage');
    await clickMenu('System', 'Departments', '/deptManage');
    await clickMenu('Devices', 'Hardware', '/equipIndex');
    const opened = ['/userManage', '/roleManage', '/deptManage', '/equipIndex'];
    await expect.poll(() => tabKeys(page)).toEqual(expect.arrayContaining(opened));
    expect((await tabKeys(page)).filter((key) => opened.includes(key))).toEqual(opened);

    await page.locator('[data-testid="page-tab"][data-key="/roleManage"]').click();
    await waitForPath(page, '/roleManage');
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    expect((await tabKeys(page)).filter((key) => opened.includes(key))).toEqual(opened);

    await tabAction('/roleManage', 'Close tabs to the right');
    await expect.poll(async () => (await tabKeys(page)).at(-1)).toBe('/roleManage');
    await tabAction('/roleManage', 'Close tabs to the left');
    await expect.poll(() => tabKeys(page)).toEqual(['/roleManage']);
    await clickMenu('System', 'Users', '/userManage');
    await expect.poll(() => tabKeys(page)).toEqual(['/roleManage', '/userManage']);
    await tabAction('/userManage', 'Close others');
    await expect.poll(() => tabKeys(page)).toEqual(['/userManage']);
  });
});

describe('full-screen drawer menu', () => {
  const gradient = () =>
    page.locator('.drawer-menu .ant-drawer-body').evaluate((body) => getComputedStyle(body).backgroundImage);

  it('switches to the drawer, shows tiles, changes and resets its colours, and navigates', async () => {
    await login(page, 'admin');
    await page.getByTestId('menu-style-switch').click();
    expect(await storageItem(page, 'radioMenu')).toBe('1');
    await page.getByTestId('open-drawer').click();
    await waitForDrawerOpen(page);
    const inset = await page
      .locator('.drawer-menu-tile')
      .first()
      .evaluate(
        (tile) => tile.getBoundingClientRect().left - tile.closest('.ant-drawer-body')!.getBoundingClientRect().left,
      );
    expect(inset).toBeGreaterThanOrEqual(16);
    expect(await gradient()).toContain('rgb(66, 139, 202)');
    expect(await gradient()).toContain('rgb(240, 91, 114)');
    const width = await page.locator('.drawer-menu .ant-drawer-content-wrapper').evaluate((el) => el.clientWidth);
    expect(width).toBeGreaterThan(1366 * 0.85);

    await page.locator('.drawer-menu .ant-color-picker-trigger').first().click();
    const hex = page.locator('.ant-color-picker-hex-input input').first();
    await hex.fill('00ff00');
    await hex.press('Enter');
    await expect.poll(gradient).toContain('rgb(0, 255, 0)');
    expect(await storageItem(page, 'menuColors')).toContain('#00ff00');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByTestId('open-drawer').click();
    await expect.poll(gradient).toContain('rgb(0, 255, 0)');
    await page.getByTestId('color-reset').click();
    await expect.poll(gradient).toContain('rgb(66, 139, 202)');
    expect(await storageItem(page, 'menuColors')).toBeNull();

    await page.getByTestId('drawer-page').filter({ hasText: 'Users' }).click();
    await waitForPath(page, '/userManage');
    await expect.poll(() => page.locator('.drawer-menu .ant-drawer-content-wrapper').isVisible()).toBe(false);
  });
});
