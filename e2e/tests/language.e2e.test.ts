import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, untranslatedKeys, type Language } from '../support/browser.js';
import { fillLogin, login } from '../support/console.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const SCREENS = [
  '/dashboard',
  '/peoInfo',
  '/userManage',
  '/roleManage',
  '/deptManage',
  '/companyManage',
  '/domainManage',
  '/outbox',
  '/404',
];
const LOG_OUT: Record<Language, string> = { 'zh-CN': '退出登录', 'en-US': 'Log out' };

describe('languages', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`shows no untranslated keys in ${language}`, async () => {
      const context = await newContext(browser, baseUrl, { language });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByTestId('login-form').waitFor();
      expect(await untranslatedKeys(page)).toEqual([]);
      await login(page, 'admin');
      for (const path of SCREENS) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect({ path, keys: await untranslatedKeys(page) }).toEqual({ path, keys: [] });
      }
      await page.goto('/peoInfo');
      await page.getByTestId('user-menu').click();
      await page.getByText(LOG_OUT[language], { exact: true }).waitFor();
      await context.close();
    });
  }

  const REFUSAL: Record<Language, { browser: Language; foreign: RegExp; own: RegExp }> = {
    'zh-CN': { browser: 'en-US', foreign: /[A-Za-z]{3,}/, own: /[\u4e00-\u9fff]/ },
    'en-US': { browser: 'zh-CN', foreign: /[\u4e00-\u9fff]/, own: /[A-Za-z]{3,}/ },
  };
  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`shows the server's refusal in the console's language (${language}), not the browser's`, async () => {
      const { browser: browserLanguage, foreign, own } = REFUSAL[language];
      const context = await newContext(browser, baseUrl, { language: browserLanguage });
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const page = await context.newPage();
      await fillLogin(page, { account: `nobody-${language}`, password: 'Wrong#12345' });
      const notice = page.locator('.ant-message-notice').first();
      await notice.waitFor();
      const text = (await notice.innerText()).trim();
      expect(text).toMatch(own);
      expect(text).not.toMatch(foreign);
      await context.close();
    });
  }

  it('switches language from the header and remembers the choice', async () => {
    const context = await newContext(browser, baseUrl, { language: 'zh-CN' });
    const page = await context.newPage();
    await login(page, 'demoAdmin');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en-US');
    await page.reload();
    await page.getByTestId('user-menu').click();
    await page.getByText('Log out', { exact: true }).waitFor();
    await context.close();
  });
});
