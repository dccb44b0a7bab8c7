/**
 * Saves PNGs of every console screen in both languages at 1366x768 and 1920x1080 into e2e/.screens/.
 * Run by hand after building: `npm run screenshots -w @iot/e2e`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser, newContext, type Language } from './support/browser.js';
import { login, waitForDrawerOpen } from './support/console.js';
import { startServer } from './support/server.js';

const OUT = fileURLToPath(new URL('./.screens/', import.meta.url));
const LOGIN_STYLES = ['l1', 'l2', 'l3', 'l4', 'l5', 'l7', 'l8', 'l9', 'l10', 'l11', 'l999'];
const SCREENS: Record<string, string> = {
  home: '/dashboard',
  'user-center': '/peoInfo',
  users: '/userManage',
  roles: '/roleManage',
  departments: '/deptManage',
  companies: '/companyManage',
  domains: '/domainManage',
  'history-report': '/reportfrom',
  'alarm-records': '/alertInfo',
  screens: '/screen',
  warring: '/warring',
  pending: '/tempReport',
  'not-found': '/no-such-page',
};
const VIEWPORTS = [
  [1366, 768],
  [1920, 1080],
] as const;

/** Rewrites the domain answer so that every login style (and the unactivated state) can be drawn. */
async function withDomain(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.unroute('**/admin/api/apply/checkAddressIsTrue/**');
  await page.route('**/admin/api/apply/checkAddressIsTrue/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...patch } } });
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Dialogs and drawers slide in: a shot taken mid-motion shows them cut off at the edge.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 3000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}${name}.png` });
}

/** Two verification codes, so the outbox has something to show. */
async function fillOutbox(baseUrl: string): Promise<void> {
  for (const [mobile, logonType] of [
    ['13900000000', 0],
    ['ops@example.com', 1],
  ] as const) {
    await fetch(
      `${baseUrl}/admin/api/login/getCodeToLogin?mobile=${encodeURIComponent(mobile)}&logonType=${logonType}`,
    );
  }
}

async function run(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  await fillOutbox(server.baseUrl);
  const browser = await launchBrowser();
  try {
    for (const language of ['zh-CN', 'en-US'] as Language[]) {
      for (const [width, height] of VIEWPORTS) {
        const tag = `${language}-${width}`;
        const context = await newContext(browser, server.baseUrl, { language, width, height });
        const page = await context.newPage();
        for (const style of LOGIN_STYLES) {
          await withDomain(page, { style, channelName: 'Acme IoT', recordNum: 'ICP 00000000' });
          await page.goto('/login');
          await shoot(page, `${tag}-login-${style}`);
        }
        await withDomain(page, { activate: { isactivate: false, expiresAt: null } });
        await page.goto('/login');
        await shoot(page, `${tag}-login-not-activated`);
        await page.getByTestId('open-register').click();
        await page.getByRole('dialog').waitFor();
        await shoot(page, `${tag}-login-register`);
        await page.unroute('**/admin/api/apply/checkAddressIsTrue/**');

        await login(page, 'admin');
        for (const [name, path] of Object.entries(SCREENS)) {
          await page.goto(path);
          await shoot(page, `${tag}-${name}`);
        }
        await page.goto('/userManage');
        await page.getByTestId('table-add').click();
        await shoot(page, `${tag}-users-add`);
        await page.keyboard.press('Escape');
        await page.goto('/domainManage');
        await page.getByTestId('row-edit').first().click();
        await shoot(page, `${tag}-domains-edit`);
        await page.keyboard.press('Escape');
        await page.goto('/outbox');
        await page.locator('.ant-table-row-expand-icon').first().click();
        await shoot(page, `${tag}-outbox`);
        await page.route('**/admin/api/outbox/getPage', (route) =>
          route.fulfill({ json: { code: 200, msg: 'ok', data: { records: [], total: 0 } } }),
        );
        await page.reload();
        await shoot(page, `${tag}-outbox-empty`);
        await page.unroute('**/admin/api/outbox/getPage');
        await page.getByTestId('menu-style-switch').click();
        await page.getByTestId('open-drawer').click();
        await waitForDrawerOpen(page);
        await shoot(page, `${tag}-drawer-menu`);
        await page.keyboard.press('Escape');
        await page.getByTestId('user-menu').click();
        await shoot(page, `${tag}-user-menu`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await run();
