import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, untranslatedKeys, type Language } from '../support/browser.js';
import { login } from '../support/console.js';

const baseUrl = inject('baseUrl');
const SCREENS = fileURLToPath(new URL('../.screens/', import.meta.url));
let browser: Browser;
let context: BrowserContext;
let page: Page;
const sockets: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US', width: 1366, height: 768 });
  page = await context.newPage();
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36);
const identity = `e2e-${stamp}`;
const deviceName = `E2E gateway ${stamp}`;
const repertoryName = `E2E store ${stamp}`;
let deviceId = 0;
let deviceSecret = '';

const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const hardwareTable = () => page.getByTestId('table-page-equipIndex');
const hardwareRows = () => hardwareTable().locator('.ant-table-tbody tr.ant-table-row');
const variableRows = () => page.getByTestId('variables-table').locator('.ant-table-tbody tr.ant-table-row');

async function shoot(name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 3000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  expect(await untranslatedKeys(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}${name}.png` });
}

async function addVariable(name: string, unit: string): Promise<void> {
  await page.getByTestId('variable-add').click();
  await modal().locator('#name').fill(name);
  await modal().locator('#unit').fill(unit);
  await modal().locator('.ant-btn-primary').click();
  await modal()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

/** Custom data → add → expression → a binding → the variable picker, then its device picker. */
async function openPickers(tag: string): Promise<void> {
  await page.goto('/cusDataShare');
  await page.getByTestId('repertory-tree').getByText(repertoryName).click();
  await page.getByTestId('table-add').click();
  await modal().locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  await modal().getByTestId('add-binding').click();
  await modal().getByTestId('pick-binding').click();
  await page.getByTestId('variable-picker').waitFor();
  await page.getByTestId('picker-choose-devices').click();
  await page.getByTestId('device-picker').waitFor();
  await page.getByTestId('picker-hardware-name').fill(deviceName.toUpperCase());
  const deviceRow = page.getByTestId('device-picker').locator('tr.ant-table-row', { hasText: identity });
  await deviceRow.waitFor();
  await expect.poll(() => page.getByTestId('device-picker').locator('tr.ant-table-row').count()).toBe(1);
  await deviceRow.locator('.ant-checkbox-input').check();
  await shoot(`${tag}-device-picker`);
  await modal().locator('.ant-btn-primary').click();
  const picker = page.getByTestId('variable-picker');
  await picker.locator('.ant-tabs-tab', { hasText: deviceName }).click();
  const variable = picker.locator('tr.ant-table-row:visible');
  await expect.poll(() => variable.count()).toBe(2);
  await variable.filter({ hasText: 'temp' }).locator('.ant-checkbox-input').check();
  await expect.poll(() => picker.getByTestId('picker-selection').textContent()).toContain('temp');
  await shoot(`${tag}-variable-picker`);
}

describe('devices, variables and the pickers', () => {
  it('creates a device through /addDevice and shows its secret once', async () => {
    await page.goto('/addDevice');
    const form = page.getByTestId('device-form');
    await form.locator('#name').fill(deviceName);
    await form.locator('#identity').fill(identity);
    await form.locator('#modelName').fill('is600');
    await form.getByTestId('device-save').click();
    const secret = page.getByTestId('device-secret');
    await secret.waitFor();
    const shown = (await secret.textContent())?.trim() ?? '';
    expect(shown.length).toBeGreaterThan(20);
    deviceSecret = shown;
    await expect.poll(() => modal().textContent()).toContain(`gw/${identity}/data`);
    await modal().locator('.ant-btn-primary').click();
    await page.waitForURL((url) => /^\/hardware\/\d+$/.test(url.pathname));
    deviceId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(deviceId).toBeGreaterThan(0);
  });

  it('adds two variables on the detail page', async () => {
    await page.getByTestId('device-detail').locator('.ant-tabs-tab').nth(1).click();
    await addVariable('temp', '°C');
    await addVariable('pump', '');
    await expect.poll(() => variableRows().count()).toBe(2);
  });

  it('shows a value the gateway sends live, over the one MQTT connection of the tab', async () => {
    const response = await fetch(`${baseUrl}/api/gw/${identity}/data`, {
      method: 'POST',
      headers: { Authorization: `Device ${deviceSecret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ values: { temp: 21.5 } }),
    });
    expect(response.status).toBe(200);
    const temp = variableRows().filter({ hasText: 'temp' }).getByTestId('variable-value');
    await expect.poll(() => temp.textContent(), { timeout: 10_000 }).toContain('21.50');
    expect(sockets.filter((path) => path === '/mqtt')).toHaveLength(1);
  });

  it('puts an expression error from the server on its field', async () => {
    await variableRows().filter({ hasText: 'temp' }).getByTestId('variable-edit').click();
    await modal().locator('#expression').fill('x * (2');
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => modal().locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await modal().locator('.ant-modal-close').click();
  });

  it('refuses to issue a value to a bytes variable', async () => {
    await addVariable('raw', '');
    await variableRows().filter({ hasText: 'raw' }).getByTestId('variable-edit').click();
    await modal().locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'bytes' }).click();
    await modal().locator('.ant-btn-primary').click();
    await modal()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await variableRows().filter({ hasText: 'raw' }).getByTestId('variable-issue').click();
    await expect.poll(() => modal().textContent()).toContain('Bytes values cannot be issued');
    await modal().locator('.ant-modal-close').click();
    await variableRows().filter({ hasText: 'raw' }).locator('.ant-btn-dangerous').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => variableRows().count()).toBe(2);
  });

  it('shows the device in the device picker and its variables in the variable picker', async () => {
    await page.goto('/cusDataShare');
    await page.getByTestId('repertory-add').click();
    await page.getByTestId('repertory-name').fill(repertoryName);
    await modal().locator('.ant-btn-primary').click();
    await page.getByTestId('repertory-tree').getByText(repertoryName).waitFor();
    await openPickers('en-US-1366');
  });

  it('takes screenshots of the device screens in both languages', async () => {
    for (const language of ['en-US', 'zh-CN'] as Language[]) {
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      const tag = `${language}-1366`;
      await page.goto('/equipIndex');
      await hardwareRows().first().waitFor();
      await shoot(`${tag}-hardware-list`);
      await page.goto('/addDevice');
      await page.getByTestId('address-input').fill('杭州市西湖区');
      await page.getByTestId('address-locate').click();
      await expect.poll(() => page.getByTestId('resolved-place').textContent()).toContain('杭州');
      await shoot(`${tag}-add-device`);
      await page.goto(`/hardware/${deviceId}`);
      await page.getByTestId('device-detail').locator('.ant-tabs-tab').nth(1).click();
      await expect.poll(() => variableRows().count()).toBe(2);
      await shoot(`${tag}-device-variables`);
      await page.goto('/cusDataShare');
      await page.getByTestId('repertory-tree').waitFor();
      await shoot(`${tag}-custom-data`);
      if (language === 'zh-CN') await openPickers(tag);
    }
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  });

  it('deletes the device from the hardware list after confirmation', async () => {
    await page.goto('/equipIndex');
    await hardwareTable().getByTestId('query-form').locator('#identity').fill(identity);
    await hardwareTable().getByTestId('query-submit').click();
    await expect.poll(() => hardwareRows().count()).toBe(1);
    await hardwareRows().first().getByTestId('row-delete').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => hardwareRows().count()).toBe(0);
    await page.reload();
    await hardwareTable().getByTestId('query-form').locator('#identity').fill(identity);
    await hardwareTable().getByTestId('query-submit').click();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => hardwareRows().count()).toBe(0);
  });
});
