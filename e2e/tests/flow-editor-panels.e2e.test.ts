import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { penCentre } from '../support/canvas.js';
import { login } from '../support/console.js';
import { shoot } from '../support/screens.js';
import { pickHardware } from '../support/pickers.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
let browser: Browser;
let page: Page;
let token = '';
let flowId = 0;
const devices: Record<'a' | 'b', { id: number; name: string; identity: string }> = {
  a: { id: 0, name: `Panels A ${stamp}`, identity: `pna-${stamp}` },
  b: { id: 0, name: `Panels B ${stamp}`, identity: `pnb-${stamp}` },
};
const vars: Record<string, number> = {};

interface StoredPen {
  id: string;
  name: string;
  tags?: string[];
  locked?: number;
  animation?: { kind: string; duration: number };
  animateType?: number;
  animateSpan?: number;
  data?: {
    dType?: string;
    dataNum?: number;
    echarts?: { type: string; historyHours?: number };
    data: { deviceId?: number; varId?: number; variableName?: string }[];
  };
  events?: { action: number; myType?: string }[];
}

const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiCall<T>(baseUrl, token, method, path, body);
const stored = async () =>
  (await api<{ data: { pens: StoredPen[] } }>('GET', `/configflow/${flowId}?view=1`)).data.pens;
const storedPen = async (id: string) => (await stored()).find((pen) => pen.id === id)!;
const modal = () => page.locator('.ant-modal:visible').last();
const tab = (key: string) => page.getByTestId('editor-properties').locator(`.ant-tabs-tab[data-node-key="${key}"]`);
const canvasPens = () =>
  page.evaluate(() => {
    const meta2d = (globalThis as unknown as { meta2d: { store: { data: { pens: { id: string; name: string }[] } } } })
      .meta2d;
    return meta2d.store.data.pens.map(({ id, name }) => ({ id, name }));
  });

async function openFlow(): Promise<void> {
  await page.goto(`/workspace?type=dp&id=${flowId}`);
  await page.getByTestId('editor-canvas').waitFor();
  await page.waitForFunction(() => 'meta2d' in globalThis);
  await expect.poll(async () => (await canvasPens()).length).toBeGreaterThan(0);
}

async function clickPen(id: string): Promise<void> {
  const { x, y } = await penCentre(page, 'editor-canvas', id);
  await page.mouse.click(x, y);
}

async function save(): Promise<void> {
  await page.getByTestId('editor-save').click();
  await expect.poll(() => page.getByTestId('editor-save').isDisabled()).toBe(false);
  await page.waitForTimeout(300);
}

/** Picks a device in the device picker dialog that is open. */
async function pickDevice(name: string, identity: string): Promise<void> {
  await pickHardware(page.getByTestId('device-picker'), name, identity);
  await modal().locator('.ant-btn-primary').click();
}

const bound = (device: number, name: string) => ({
  msgType: '1',
  deviceId: device,
  devId: devices.a.identity,
  desc: devices.a.name,
  varId: vars[name],
  variableName: name,
});

beforeAll(async () => {
  token = (await apiLogin(baseUrl, 'demoAdmin')).token;
  for (const key of ['a', 'b'] as const) {
    const { name, identity } = devices[key];
    devices[key].id = (await api<{ id: number }>('POST', '/device', { name, identity })).id;
  }
  for (const name of ['level', 'temp', 'gone']) {
    vars[name] = (await api<{ id: number }>('POST', '/variable', { deviceId: devices.a.id, name, unit: 'm' })).id;
  }
  vars.levelB = (await api<{ id: number }>('POST', '/variable', { deviceId: devices.b.id, name: 'level' })).id;
  const node = (id: string, name: string, x: number, extra: Record<string, unknown> = {}) => ({
    id,
    name,
    x,
    y: 320,
    width: 120,
    height: 60,
    text: id,
    ...extra,
  });
  flowId = (
    await api<{ id: number }>('POST', '/configflow', {
      name: `Panels ${stamp}`,
      type: 1,
      data: {
        version: 1,
        pens: [
          node('tank', 'rectangle', 60, { data: { data: [bound(devices.a.id, 'level')] } }),
          node('temp', 'text', 220, { data: { data: [bound(devices.a.id, 'temp')] } }),
          node('gone', 'text', 380, { data: { data: [bound(devices.a.id, 'gone')] } }),
          node('lamp', 'circle', 540, { data: { data: [{ ...bound(devices.a.id, 'temp'), isOnline: true }] } }),
          {
            id: 'pipe',
            name: 'line',
            type: 1,
            lineName: 'line',
            x: 60,
            y: 450,
            width: 400,
            height: 0,
            lineWidth: 6,
            anchors: [
              { id: '0', x: 0, y: 0 },
              { id: '1', x: 1, y: 0 },
            ],
          },
        ],
      },
    })
  ).id;
  await api('DELETE', `/variable/${vars.gone}`);
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

describe('flow editor panels', () => {
  it('inserts a history chart with a bound series, and keeps it through save and reload', async () => {
    await openFlow();
    await tab('charts').click();
    await page.getByTestId('chart-insert-1').click();
    await page.getByTestId('chart-settings').waitFor();
    await page.getByTestId('chart-title').fill('Tank level');
    await page.getByTestId('chart-data-type').getByText('History').click();
    const points = page.locator('[data-testid="chart-data-num"] input, input[data-testid="chart-data-num"]').first();
    await points.fill('500');
    await points.blur();
    await page.getByTestId('chart-add-series').click();
    await page.getByTestId('bind-choose-device').click();
    await pickDevice(devices.a.name, devices.a.identity);
    const variable = page.getByTestId('variable-picker').locator('tr.ant-table-row:visible', { hasText: 'level' });
    await variable.locator('input').first().check();
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('chart-series').count()).toBe(1);
    await save();

    const chart = (await stored()).find((pen) => pen.name === 'echarts')!;
    expect(chart.data).toMatchObject({
      dType: '1',
      dataNum: 300,
      echarts: { type: '1', title: 'Tank level', historyHours: 8 },
      data: [{ deviceId: devices.a.id, varId: vars.level, variableName: 'level' }],
    });
    expect(chart.events).toEqual([expect.objectContaining({ action: 2, myType: '5' })]);
    await openFlow();
    await clickPen(chart.id);
    await tab('charts').click();
    await expect.poll(() => page.getByTestId('chart-series').count()).toBe(1);
    await shoot(page, 'flow-editor-panels-chart', { idle: false });
  });

  it('sets a line animation and a node animation', async () => {
    await clickPen('pipe');
    await tab('animation').click();
    await page.getByTestId('anim-line-type').click();
    await page.locator('.ant-select-item-option', { hasText: 'Arrow' }).click();
    await page.getByTestId('anim-autoplay').click();
    await page.getByTestId('anim-preview').click();
    await clickPen('tank');
    await page.getByTestId('anim-node-kind').click();
    await page.locator('.ant-select-item-option', { hasText: 'Heartbeat' }).click();
    await save();
    expect(await storedPen('pipe')).toMatchObject({ animateType: 3, animatePlay: true });
    expect(await storedPen('tank')).toMatchObject({ animation: { kind: 'heart', duration: 1000, cycles: 0 } });
  });

  it('tags a pen and puts another in static mode; the tag filter finds it', async () => {
    await clickPen('temp');
    await tab('component').click();
    const input = page.getByTestId('pen-tag-input');
    await input.fill('   ');
    await input.press('Enter');
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('A tag cannot be empty');
    await input.fill('north-side-sensors-long');
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('pen-tags').textContent()).toBe('north-side-sensor');
    await page.getByTestId('pen-lock').getByText('Static mode').click();
    await tab('components').click();
    await page.getByTestId('components-filter-tag').fill('NORTH');
    await expect.poll(() => page.getByTestId('components-row').count()).toBe(1);
    await save();
    expect(await storedPen('temp')).toMatchObject({ tags: ['north-side-sensor'], locked: 10 });
  });

  it('lists every binding, marks the deleted variable, and replaces device A by device B', async () => {
    await tab('dataManage').click();
    await expect.poll(() => page.getByTestId('binding-row').count()).toBe(5);
    await expect.poll(() => page.getByTestId('binding-missing').count()).toBe(1);
    await shoot(page, 'flow-editor-panels-data', { idle: false });

    await page.getByTestId('replace-open').click();
    await page.locator('#replace-run').click();
    await expect.poll(() => page.getByTestId('replace-problem').textContent()).toContain('bound device is required');
    await page.getByTestId('replace-from').click();
    await page.locator('.ant-select-item-option', { hasText: devices.a.name }).click();
    await page.locator('#replace-run').click();
    await expect.poll(() => page.getByTestId('replace-problem').textContent()).toContain('replacement device');
    await page.getByTestId('replace-pick').click();
    await pickDevice(devices.b.name, devices.b.identity);
    await page.locator('#replace-run').click();
    // "temp" and "gone" have no namesake on B: listed, and left on A.
    await expect.poll(() => page.getByTestId('replace-failure').count()).toBe(2);
    await expect
      .poll(() => page.locator('.ant-notification').textContent())
      .toContain('5 components, 3 variables updated, 3 succeeded, 2 failed');
    await shoot(page, 'flow-editor-panels-replace', { idle: false });
    await page.getByTestId('replace-failure').first().locator('input').check();
    await page.getByTestId('replace-highlight').click();
    await modal().locator('.ant-btn-primary').click();
    await save();
    const pens = await stored();
    const of = (id: string) => pens.find((pen) => pen.id === id)!.data!.data[0]!;
    expect(of('tank')).toMatchObject({ deviceId: devices.b.id, varId: vars.levelB, variableName: 'level' });
    expect(of('temp')).toMatchObject({ deviceId: devices.a.id, varId: vars.temp });
    // The device-state binding follows the device though B has no "temp": it anchors on B's variable.
    expect(of('lamp')).toMatchObject({ isOnline: true, deviceId: devices.b.id, varId: vars.levelB });
    const chart = pens.find((pen) => pen.name === 'echarts')!;
    expect(chart.data!.data[0]).toMatchObject({ deviceId: devices.b.id, varId: vars.levelB });
  });

  it('refuses every normal copy of a chart (Ctrl+C, Ctrl+X, the menu), and clones it from the menu', async () => {
    const chart = (await canvasPens()).find((pen) => pen.name === 'echarts')!;
    await clickPen(chart.id);
    for (const key of ['Control+c', 'Control+x']) {
      await page.keyboard.press(key);
      await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Use Clone');
      await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    }
    // Cut refused: the chart is still there, and nothing was copied to paste.
    await page.keyboard.press('Control+v');
    await page.waitForTimeout(500);
    expect((await canvasPens()).filter((pen) => pen.name === 'echarts')).toHaveLength(1);
    const { x, y } = await penCentre(page, 'editor-canvas', chart.id);
    await page.mouse.click(x, y, { button: 'right' });
    const items = page.getByTestId('editor-context-menu').locator('.ant-menu-item');
    await expect.poll(() => items.allTextContents()).toContain('Clone');
    expect(await items.allTextContents()).not.toEqual(expect.arrayContaining(['Copy']));
    expect(await items.allTextContents()).not.toEqual(expect.arrayContaining(['Cut']));
    expect(await items.allTextContents()).not.toEqual(expect.arrayContaining(['Paste']));
    await page.getByTestId('editor-context-menu').locator('.ant-menu-item', { hasText: 'Clone' }).click();
    await expect.poll(async () => (await canvasPens()).filter((pen) => pen.name === 'echarts').length).toBe(2);
  });

  for (const [language, width] of [
    ['en-US', 1366],
    ['zh-CN', 1920],
    ['zh-CN', 1366],
    ['en-US', 1920],
  ] as [Language, number][]) {
    it(`looks right in ${language} at ${width} px`, async () => {
      const context = await newContext(browser, baseUrl, { language, width, height: width === 1920 ? 1080 : 768 });
      page = await context.newPage();
      await login(page, 'demoAdmin');
      await openFlow();
      const chart = (await canvasPens()).find((pen) => pen.name === 'echarts')!;
      await clickPen(chart.id);
      await tab('charts').click();
      await shoot(page, `flow-editor-panels-${language}-${width}-chart`, { idle: false });
      await clickPen('pipe');
      await tab('animation').click();
      await shoot(page, `flow-editor-panels-${language}-${width}-animation`, { idle: false });
      // "temp" is in static mode: the mouse passes through it, so the tagged pen shown is the tank.
      await clickPen('tank');
      await tab('component').click();
      await page.getByTestId('component-tab').waitFor();
      await shoot(page, `flow-editor-panels-${language}-${width}-component`, { idle: false });
      await tab('components').click();
      await shoot(page, `flow-editor-panels-${language}-${width}-components`, { idle: false });
      await tab('dataManage').click();
      await expect.poll(() => page.getByTestId('binding-row').count()).toBe(5);
      await shoot(page, `flow-editor-panels-${language}-${width}-data`, { idle: false });
      await page.getByTestId('replace-open').click();
      await page.getByTestId('replace-dialog').waitFor();
      await shoot(page, `flow-editor-panels-${language}-${width}-replace`, { idle: false });
      await context.close();
    });
  }
});
