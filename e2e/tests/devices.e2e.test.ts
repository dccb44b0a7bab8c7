import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { apiCall } from '../support/api.js';
import { login, token } from '../support/console.js';
import { shoot as shootScreen } from '../support/screens.js';
import { pickHardware } from '../support/pickers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
/**
 * Counts the document's WebSockets to `/mqtt` that are connecting or open, from inside the page:
 * Playwright does not always report the close of a socket whose document was navigated away.
 */
function trackSockets(): void {
  const sockets: WebSocket[] = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      sockets.push(this);
    }
  };
  Object.assign(window, {
    liveSockets: () =>
      sockets.filter((s) => new URL(s.url).pathname === '/mqtt' && s.readyState <= WebSocket.OPEN).length,
  });
}
const liveSockets = () => page.evaluate(() => (window as unknown as { liveSockets: () => number }).liveSockets());

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US', width: 1366, height: 768 });
  await context.addInitScript(trackSockets);
  page = await context.newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36);
const identity = `e2e-${stamp}`;
const deviceName = `E2E gateway ${stamp}`;
const longName = `一号车间循环水泵站远程监控网关（北区二期扩建工程主控柜）${stamp}`;
const longIdentity = `long-${stamp}-north-district-main-cabinet`;
let longDeviceId = 0;
const repertoryName = `E2E store ${stamp}`;
let deviceId = 0;
let deviceSecret = '';

const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const hardwareTable = () => page.getByTestId('table-page-equipIndex');
const hardwareRows = () => hardwareTable().locator('.ant-table-tbody tr.ant-table-row');
const variableRows = () => page.getByTestId('variables-table').locator('.ant-table-tbody tr.ant-table-row');

const shoot = (name: string, options?: { idle?: boolean }) => shootScreen(page, name, options);

async function addVariable(name: string, unit: string): Promise<void> {
  await page.getByTestId('variable-add').click();
  await modal().locator('#name').fill(name);
  await modal().locator('#unit').fill(unit);
  await modal().locator('.ant-btn-primary').click();
  await modal()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

/** The hardware list's row menu → configure flow, on the device of this test. */
async function openFlowDialog(): Promise<void> {
  await page.goto('/equipIndex');
  const row = hardwareRows().filter({ hasText: identity });
  await row.waitFor();
  await row.getByTestId('row-more').click();
  await page.getByTestId('row-flow').click();
  await page.getByTestId('flow-bind-dialog').waitFor();
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
  await pickHardware(page.getByTestId('device-picker'), deviceName.toUpperCase(), identity);
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
    // A reconnect may overlap its old socket for a moment; the tab settles on one connection.
    await expect.poll(liveSockets, { timeout: 10_000 }).toBe(1);
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

  it('keeps the scan cycle column clear of the fixed actions at 1366 px, with a long name', async () => {
    const created = await apiCall<{ id: number }>(baseUrl, await token(page), 'POST', '/device', {
      name: longName,
      identity: longIdentity,
      modelName: 'is600',
      networkWay: 'Ethernet',
    });
    longDeviceId = created.id;
    await page.goto('/equipIndex');
    const row = hardwareRows().filter({ hasText: longIdentity.slice(0, 12) });
    await row.waitFor();
    const headers = hardwareTable().locator('.ant-table-thead th');
    const scanCycle = await headers.filter({ hasText: 'Scan cycle (s)' }).boundingBox();
    const actions = await headers.filter({ hasText: 'Actions' }).boundingBox();
    expect(scanCycle!.x + scanCycle!.width).toBeLessThanOrEqual(actions!.x + 1);
    expect((await row.locator('td').nth(1).boundingBox())!.width).toBeLessThan(200);
  });

  it('binds a published flow to the device from the row menu, and unbinds it', async () => {
    const flowName = `E2E flow ${stamp}`;
    const auth = await token(page);
    const flow = await apiCall<{ id: number }>(baseUrl, auth, 'POST', '/configflow', {
      name: flowName,
      type: 0,
      publish: 1,
    });
    await apiCall(baseUrl, auth, 'POST', '/configflow', { name: `E2E draft ${stamp}`, type: 0 });
    await openFlowDialog();
    const dialog = page.getByTestId('flow-bind-dialog');
    await dialog.getByTestId('flow-bind-no-chart').waitFor();
    expect(await dialog.getByTestId('flow-bind-submit').isDisabled()).toBe(true);
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The list may re-render while it opens: open it again until it shows the flows.
    await expect
      .poll(async () => {
        if (!(await options.first().isVisible())) await dialog.getByTestId('flow-bind-select').click();
        return options.allTextContents();
      })
      .toContain(flowName);
    const offered = await options.allTextContents();
    expect(offered).toContain(flowName);
    expect(offered).not.toContain(`E2E draft ${stamp}`);
    await options.filter({ hasText: flowName }).click();
    await dialog.getByTestId('flow-bind-submit').click();
    await expect.poll(() => dialog.getByTestId('flow-bind-current').textContent()).toContain(flowName);
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(`/workspace?isid=${flow.id}`);
    const bound = await apiCall<{ configFlowId: number; configFlowUrl: string }>(
      baseUrl,
      auth,
      'GET',
      `/device/${deviceId}`,
    );
    expect(bound).toMatchObject({ configFlowId: flow.id, configFlowUrl: `/workspace?isid=${flow.id}` });
    await dialog.getByTestId('flow-unbind').click();
    await dialog.getByTestId('flow-bind-no-chart').waitFor();
    expect(
      (await apiCall<{ configFlowId: number | null }>(baseUrl, auth, 'GET', `/device/${deviceId}`)).configFlowId,
    ).toBeNull();
    await dialog.getByTestId('flow-bind-select').click();
    await options.filter({ hasText: flowName }).click();
    await dialog.getByTestId('flow-bind-submit').click();
    await dialog.getByTestId('flow-bind-current').waitFor();
    await modal().locator('.ant-modal-close').click();
  });

  it('says so when no flow is published', async () => {
    const noFlows = { records: [], total: 0, pageIndex: 1, pageCount: 9999 };
    await page.route('**/admin/api/configflow/list**', (route) =>
      route.fulfill({ json: { code: 200, msg: 'ok', data: noFlows } }),
    );
    try {
      await openFlowDialog();
      const dialog = page.getByTestId('flow-bind-dialog');
      await expect.poll(() => dialog.textContent()).toContain('No published flow chart or screen yet');
      expect(await dialog.getByTestId('flow-unbind').count()).toBe(1);
      await shoot('en-US-1366-flow-bind-empty');
      await modal().locator('.ant-modal-close').click();
    } finally {
      await page.unroute('**/admin/api/configflow/list**');
    }
  });

  it('takes screenshots of the device screens in both languages', async () => {
    for (const language of ['en-US', 'zh-CN'] as Language[]) {
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      const tag = `${language}-1366`;
      await page.goto('/equipIndex');
      await hardwareRows().first().waitFor();
      await shoot(`${tag}-hardware-list`);
      await hardwareRows().filter({ hasText: identity }).getByTestId('row-more').click();
      await page.getByTestId('row-flow').waitFor();
      await shoot(`${tag}-hardware-row-menu`);
      await page.getByTestId('row-flow').click();
      await page.getByTestId('flow-bind-current').waitFor();
      await page.frameLocator('[data-testid="flow-frame"] iframe').locator('#root > *').first().waitFor();
      await shoot(`${tag}-flow-bind`, { idle: false });
      await modal().locator('.ant-modal-close').click();
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
    await apiCall(baseUrl, await token(page), 'DELETE', `/device/${longDeviceId}`);
  });
});
