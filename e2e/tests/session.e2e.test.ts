import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, storageItem, waitForPath } from '../support/browser.js';
import { fillLogin, login, logout, token } from '../support/console.js';

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
  context = await newContext(browser, baseUrl);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

describe('login and session', () => {
  it('logs in, lands on the first menu page, and logs out keeping only language and menu style', async () => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await login(page, 'demoAdmin');
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(await storageItem(page, 'info')).toContain('"id"');

    await logout(page);
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'info')).toBeNull();
    expect(await storageItem(page, 'language')).toBe('zh-CN');
    expect(await storageItem(page, 'radioMenu')).toBe('0');
  });

  it('asks for a menu style on the first login without a preference', async () => {
    await login(page, 'demoUser', null);
    const chooser = page.getByTestId('menu-style-drawer');
    if (await chooser.isVisible()) {
      await chooser.click();
      expect(await storageItem(page, 'radioMenu')).toBe('1');
      await expect.poll(() => page.getByTestId('open-drawer').isVisible()).toBe(true);
    }
  });

  it('refuses an account without any menu', async () => {
    await fillLogin(page, 'demoNoMenu');
    await page.getByText('该帐户尚未配置角色权限,请联系管理员。').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storageItem(page, 'token')).toBeNull();
  });

  it('sends a visitor without a token to /login from any path', async () => {
    for (const path of ['/', '/userManage', '/peoInfo', '/no/such/page']) {
      await page.goto(path);
      await waitForPath(page, '/login');
    }
  });

  it('shows /404 for unknown paths once signed in, and /404 itself without a token', async () => {
    await page.goto('/404');
    await page.getByText('您访问的页面不存在').waitFor();
    await login(page, 'demoAdmin');
    await page.goto('/no-such-screen');
    await waitForPath(page, '/404');
    await page.getByText('您访问的页面不存在').waitFor();
    // The unknown path passed through the layout on its way to /404 but left no tab behind.
    expect(await storageItem(page, 'tabs')).not.toContain('no-such-screen');
  });

  it('loads the routes before showing a menu page opened directly (guard retry)', async () => {
    await login(page, 'admin');
    await page.goto('/userManage');
    await page.getByTestId('table-page-userManage').waitFor();
    expect(new URL(page.url()).pathname).toBe('/userManage');
  });

  it('keeps the token when loading the session fails without the server refusing it', async () => {
    await login(page, 'demoAdmin');
    await page.route('**/admin/api/menu/build**', (route) => route.abort(), { times: 1 });
    await page.goto('/peoInfo');
    await waitForPath(page, '/login');
    expect(await storageItem(page, 'token')).not.toBeNull();
    await page.goto('/peoInfo');
    await page.getByTestId('profile-name').waitFor();
  });

  it('goes to /login when the server ends the session (code 10500)', async () => {
    await login(page, 'demoAdmin');
    await page.goto('/peoInfo');
    await page.getByTestId('profile-name').waitFor();
    const response = await fetch(`${baseUrl}/admin/api/user/logout`, {
      method: 'POST',
      headers: { Authorization: await token(page) },
    });
    expect(response.ok || response.status === 401).toBe(true);

    await page.goto('/dashboard');
    await waitForPath(page, '/login');
    expect(await storageItem(page, 'token')).toBeNull();
    expect(await storageItem(page, 'tabs')).toBeNull();
  });
});
