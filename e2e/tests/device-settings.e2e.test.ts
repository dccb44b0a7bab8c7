import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.js';
import { launchBrowser, newContext, waitForPath, type Language } from '../support/browser.js';
import { login, token } from '../support/console.js';
import { shoot } from '../support/screens.js';

/** The answer of `GET /device/settings/{id}` (contract DeviceSettings), as far as this test reads it. */
interface DeviceSettings {
  defaults: Record<string, number>;
  [field: string]: unknown;
}

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let deviceId = 0;
let original: DeviceSettings;

const input = (field: string) => page.locator(`#deviceSettings_${field}`);
const fieldError = (field: string) =>
  page.locator('.ant-form-item', { has: input(field) }).locator('.ant-form-item-explain-error');
const settingsOf = async (): Promise<DeviceSettings> =>
  apiCall<DeviceSettings>(baseUrl, await token(page), 'GET', `/device/settings/${deviceId}`);

async function openAs(language: Language): Promise<Page> {
  const context = await newContext(browser, baseUrl, { language, width: 1366, height: 768 });
  const opened = await context.newPage();
  await login(opened, 'demoAdmin');
  return opened;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openAs('en-US');
});
afterAll(async () => {
  if (deviceId) {
    const { name: _name, identity: _identity, defaults: _defaults, ...restored } = original;
    await apiCall(baseUrl, await token(page), 'PUT', '/device/settings', restored);
  }
  await browser.close();
});

describe('device settings (/globalConfigInfo/{id})', () => {
  it("opens from a demo gateway's row menu, with the platform defaults as placeholders", async () => {
    await page.goto('/equipIndex');
    const row = page.getByTestId('table-page-equipIndex').locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    await row.getByTestId('row-more').click();
    await page.getByTestId('row-settings').click();
    await waitForPath(page, /^\/globalConfigInfo\/\d+$/);
    deviceId = Number(new URL(page.url()).pathname.split('/').pop());
    original = await settingsOf();
    await page.getByTestId('device-settings').waitFor();

    expect(await input('rateLimit').getAttribute('placeholder')).toBe(
      `Platform default: ${original.defaults.rateLimit} values/s`,
    );
    expect(await input('commandTimeoutSec').getAttribute('placeholder')).toBe(
      `Platform default: ${original.defaults.commandTimeoutSec} s`,
    );
    expect(await input('offlineTimeoutSec').getAttribute('placeholder')).toBe('Platform default: off');
    expect(await input('scanCycle').inputValue()).toBe(`${original.scanCycle as number}`);
    await shoot(page, 'device-settings-en');
  });

  it('saves the offline timeout and the rate limit, and keeps them over a reload', async () => {
    await input('offlineTimeoutSec').fill('300');
    await input('rateLimit').fill('2000');
    await page.getByTestId('settings-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Device settings saved' }).waitFor();
    expect(await settingsOf()).toMatchObject({ offlineTimeoutSec: 300, rateLimit: 2000, commandTimeoutSec: null });

    await page.reload();
    await page.getByTestId('device-settings').waitFor();
    await expect.poll(() => input('offlineTimeoutSec').inputValue()).toBe('300');
    expect(await input('rateLimit').inputValue()).toBe('2000');
    expect(await input('commandTimeoutSec').inputValue()).toBe('');
  });

  it('shows a bad value under its field, and the server refusal too', async () => {
    await input('offlineTimeoutSec').fill('10');
    await page.getByTestId('settings-save').click();
    await expect
      .poll(() => fieldError('offlineTimeoutSec').textContent())
      .toBe('Enter 0 (off) or a whole number from 30 to 86400');
    await shoot(page, 'device-settings-error-en');
    await input('offlineTimeoutSec').fill('300');

    // A value past the form's checks (an older console, another client): the server's reason lands on the field.
    await page.route('**/admin/api/device/settings', (route) =>
      route.continue({
        postData: JSON.stringify({ ...(route.request().postDataJSON() as object), commandTimeoutSec: 601 }),
      }),
    );
    await page.getByTestId('settings-save').click();
    await expect
      .poll(() => fieldError('commandTimeoutSec').textContent())
      .toBe('1 to 600 seconds, or null for the platform default');
    await page.unroute('**/admin/api/device/settings');
    expect((await settingsOf()).commandTimeoutSec).toBeNull();
  });

  it("is reached from the device's detail page, and reads in Chinese", async () => {
    await page.goto(`/hardware/${deviceId}`);
    await page.getByTestId('device-detail').getByRole('button', { name: 'Settings' }).click();
    await waitForPath(page, `/globalConfigInfo/${deviceId}`);
    await page.getByTestId('device-settings').waitFor();

    const zh = await openAs('zh-CN');
    await zh.goto(`/globalConfigInfo/${deviceId}`);
    await zh.getByTestId('device-settings').waitFor();
    expect(await zh.locator('#deviceSettings_commandTimeoutSec').getAttribute('placeholder')).toBe(
      `平台默认：${original.defaults.commandTimeoutSec} 秒`,
    );
    await expect.poll(() => zh.locator('#deviceSettings_rateLimit').inputValue()).toBe('2000');
    await shoot(zh, 'device-settings-zh');
    await zh.locator('#deviceSettings_rateLimit').fill('0');
    await zh.getByTestId('settings-save').click();
    await expect
      .poll(() => zh.locator('.ant-form-item-explain-error').first().textContent())
      .toBe('请输入 1 到 100000 之间的整数');
    await shoot(zh, 'device-settings-error-zh');
    await zh.context().close();
  });
});
