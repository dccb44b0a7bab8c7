import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { login } from '../support/console.js';
import { penState, sendGatewayValues } from '../support/run-mode.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const identity = `pens-${stamp}`;
/** Run status colours (visual-side 4.2): stopped yellow, running green. */
const YELLOW = '#fadb14';
const GREEN = '#52c41a';
let browser: Browser;
let gateway: MqttClient;
let device = { id: 0, secret: '' };
let flowId = 0;

const sendValue = (value: number) => sendGatewayValues(baseUrl, { identity, secret: device.secret }, { flow: value });

/** What the chart pen's chart describes of its data (ECharts' accessible description). */
const chartText = (page: Page) =>
  page.locator('[data-chart-pen="trend"]').evaluate((element) => element.getAttribute('aria-label') ?? '');

async function openPage(language: Language, width: number): Promise<Page> {
  const page = await (
    await newContext(browser, baseUrl, { language, width, height: width === 1920 ? 1080 : 768 })
  ).newPage();
  await login(page, 'demoAdmin');
  return page;
}

beforeAll(async () => {
  const { token } = await apiLogin(baseUrl, 'demoAdmin');
  device = await apiCall(baseUrl, token, 'POST', '/device', { name: `Pens ${stamp}`, identity });
  const varId = (
    await apiCall<{ id: number }>(baseUrl, token, 'POST', '/variable', {
      deviceId: device.id,
      name: 'flow',
      unit: 'm3/h',
    })
  ).id;
  await sendValue(11);
  const binding = { msgType: '1', deviceId: device.id, varId };
  const pens = [
    {
      id: 'trend',
      name: 'echarts',
      x: 20,
      y: 20,
      width: 520,
      height: 260,
      data: { data: [binding], dType: '0', maxNum: 30, echarts: { type: '1', option: { series: [{ type: 'line' }] } } },
    },
    {
      id: 'state',
      name: 'text',
      x: 20,
      y: 300,
      width: 240,
      height: 40,
      fontSize: 24,
      data: { data: [{ ...binding, isOnline: true }] },
    },
    {
      id: 'weather',
      name: 'iframe',
      x: 580,
      y: 20,
      width: 300,
      height: 240,
      iframe: 'https://example.invalid/',
      iframeSettings: { type: 6, dn: 2, ad: '杭州市', fc: '#333333' },
    },
  ];
  flowId = (
    await apiCall<{ id: number }>(baseUrl, token, 'POST', '/configflow', {
      name: `Pens ${stamp}`,
      type: 1,
      publish: 1,
      data: { version: 1, canvas: { bkColor: '#0d1b2e' }, pens },
    })
  ).id;
  await apiCall(baseUrl, token, 'PUT', '/share', {
    kind: 'screen',
    thingId: flowId,
    targets: [{ type: 1, id: (await apiLogin(baseUrl, 'demoUser')).user.id }],
  });
  gateway = await mqtt.connectAsync(`${baseUrl.replace(/^http/, 'ws')}/mqtt`, {
    clientId: identity,
    username: identity,
    password: device.secret,
    reconnectPeriod: 0,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await gateway?.endAsync();
  await browser?.close();
});

describe('run mode pens', () => {
  it('draws live values on a chart pen, a stopped device in yellow, and the weather page in its frame', async () => {
    const page = await openPage('en-US', 1366);
    await page.goto(`/workspace?isid=${flowId}`);
    await expect.poll(() => chartText(page), { timeout: 15_000 }).toContain('11');
    await expect
      .poll(async () => (await sendValue(42.5), chartText(page)), { timeout: 10_000, interval: 500 })
      .toContain('42.5');

    await expect.poll(async () => (await penState(page, 'state'))?.text, { timeout: 10_000 }).toBe('Online');
    await expect
      .poll(
        async () => {
          await gateway.publishAsync(`gw/${identity}/status`, JSON.stringify({ run: 9 }));
          return (await penState(page, 'state'))?.textColor;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(YELLOW);
    await gateway.publishAsync(`gw/${identity}/status`, JSON.stringify({ run: 0 }));
    await expect.poll(async () => (await penState(page, 'state'))?.textColor, { timeout: 5_000 }).toBe(GREEN);

    const frame = page.frameLocator('iframe[src^="/weather"]');
    expect(await page.locator('iframe[src^="/weather"]').getAttribute('src')).toBe(
      '/weather?fc=%23333333&dn=2&ad=%E6%9D%AD%E5%B7%9E%E5%B8%82',
    );
    await frame.locator('[data-testid="weather"], [data-testid="weather-state"]').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('iframe[src^="https://example.invalid"]').count()).toBe(0);
    await page.context().close();
  });

  it('lists a screen shared with me on /shareList and opens it read-only, screenshots in both languages', async () => {
    for (const [language, width] of [
      ['zh-CN', 1366],
      ['en-US', 1366],
      ['zh-CN', 1920],
      ['en-US', 1920],
    ] as const) {
      const page = await (async () => {
        const context = await newContext(browser, baseUrl, { language, width, height: width === 1920 ? 1080 : 768 });
        const opened = await context.newPage();
        await login(opened, 'demoUser');
        return opened;
      })();
      await page.goto('/shareList');
      const row = page.locator('.ant-table-row').filter({ hasText: `Pens ${stamp}` });
      await row.waitFor({ timeout: 15_000 });
      await shoot(page, `share-list-${language}-${width}`);
      const [view] = await Promise.all([page.context().waitForEvent('page'), row.getByTestId('row-view').click()]);
      await view.waitForLoadState();
      expect(new URL(view.url()).pathname).toBe('/dapingInfo');
      await expect.poll(() => chartText(view), { timeout: 15_000 }).toContain('42.5');
      await shoot(view, `run-mode-pens-${language}-${width}`, { idle: false });
      await page.context().close();
    }
  });
});
