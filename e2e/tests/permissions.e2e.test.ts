import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, waitForPath, type Language } from '../support/browser.js';
import { login } from '../support/console.js';
import { shoot } from '../support/screens.js';

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
afterEach(async () => {
  await context.close();
});

const TEXTS: Record<Language, string> = {
  'zh-CN': '您的帐户没有此页面的权限',
  'en-US': 'Your account has no permission for this page',
};

describe.each(['zh-CN', 'en-US'] as const)('pages outside the menu, in %s', (language) => {
  beforeEach(async () => {
    context = await newContext(browser, baseUrl, { language });
    page = await context.newPage();
  });

  it('shows "no permission" inside the layout for a page or form the operator lacks, not the form and not 404', async () => {
    await login(page, 'demoUser');
    for (const path of ['/addDevice', '/userManage', '/firmware']) {
      await page.goto(path);
      await page.getByTestId('no-permission').waitFor();
      expect(await page.getByTestId('no-permission').textContent()).toContain(TEXTS[language]);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByTestId('user-menu').waitFor();
      expect(await page.getByTestId('device-form').count()).toBe(0);
    }
    await shoot(page, `no-permission-${language}`);

    // The hardware list itself is the operator's: it shows, without the add button.
    await page.goto('/equipIndex');
    await page.getByTestId('table-page-equipIndex').waitFor();
    expect(await page.getByTestId('table-add').count()).toBe(0);
    expect(await page.getByTestId('no-permission').count()).toBe(0);

    await page.goto('/no-such-screen');
    await waitForPath(page, '/404');
  });
});
