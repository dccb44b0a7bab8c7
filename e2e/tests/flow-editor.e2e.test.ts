import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const identity = `edit-${stamp}`;
const deviceName = `Editor ${stamp}`;
let browser: Browser;
let page: Page;
let token = '';
let flowId = 0;

interface EnginePen {
  id: string;
  name: string;
  iotData?: { data?: { varId?: number; dataProps?: { props: { background?: string } }[] }[] };
  iotEvents?: { action: number; value?: string }[];
}

/** The pens the editing canvas holds now. */
const pens = () =>
  page.evaluate(() => {
    const meta2d = (globalThis as unknown as { meta2d?: { store: { data: { pens: Record<string, unknown>[] } } } })
      .meta2d;
    const pens = (meta2d?.store.data.pens ?? []).map(({ id, name, iotData, iotEvents }) => ({
      id,
      name,
      iotData,
      iotEvents,
    }));
    return JSON.parse(JSON.stringify(pens)) as unknown;
  }) as Promise<EnginePen[]>;

const rectangles = async () => (await pens()).filter((pen) => pen.name === 'rectangle');
const modal = () => page.locator('.ant-modal:visible').last();

/** Opens an editor and waits for its engine. */
async function openEditor(path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('editor-canvas').waitFor();
  await page.waitForFunction(() => 'meta2d' in globalThis);
}

/** Clicks the middle of a pen where the canvas draws it: selects it, or opens its context menu. */
async function clickPen(id: string, button: 'left' | 'right' = 'left'): Promise<void> {
  const { x, y } = await penCentre(page, 'editor-canvas', id);
  await page.mouse.click(x, y, { button });
}

beforeAll(async () => {
  token = (await apiLogin(baseUrl, 'demoAdmin')).token;
  const device = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/device', { name: deviceName, identity });
  await apiCall(baseUrl, token, 'POST', '/variable', { deviceId: device.id, name: 'level', unit: 'm' });
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

describe('flow editor', () => {
  it('creates a screen: shapes dragged from the gallery', async () => {
    await openEditor('/workspace?type=dp');
    await page.getByTestId('editor-name').fill(`Editor ${stamp}`);
    for (const shape of ['line', 'text', 'circle', 'rectangle']) {
      await page.getByTestId(`gallery-${shape}`).dragTo(page.getByTestId('editor-canvas'));
    }
    await expect
      .poll(async () => (await pens()).map((pen) => pen.name))
      .toEqual(['line', 'text', 'circle', 'rectangle']);
  });

  it("offers the large-screen library's groups to a screen, and a group's symbols on its first expand", async () => {
    const gallery = page.getByTestId('editor-gallery');
    await gallery.getByText('Frames', { exact: true }).click();
    const symbols = gallery.locator('.ant-collapse-item-active [data-testid^="gallery-sys-"] img');
    await expect.poll(() => symbols.count()).toBeGreaterThanOrEqual(5);
    await expect
      .poll(() => symbols.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await gallery.getByText('Frames', { exact: true }).click();
  });

  it('binds the rectangle to a variable with a colour rule, and adds a click event', async () => {
    const [rectangle] = await rectangles();
    await clickPen(rectangle!.id);
    await page.getByTestId('editor-properties').locator('.ant-tabs-tab[data-node-key="data"]').click();
    await page.getByTestId('bind-open').click();
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('bind-problem').textContent()).toContain('Choose a device');
    await page.getByTestId('bind-choose-device').click();
    await pickHardware(page.getByTestId('device-picker'), deviceName, identity);
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('bind-device-name').textContent()).toBe(deviceName);
    const variable = page.getByTestId('variable-picker').locator('tr.ant-table-row:visible', { hasText: 'level' });
    await variable.locator('input').first().check();
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('binding-summary').textContent()).toContain('level');

    await page.locator('input[data-testid="rule-value"], [data-testid="rule-value"] input').first().fill('50');
    await page.getByTestId('rule-fill').click();
    await page.locator('.ant-color-picker-hex-input input').fill('c62828');
    await page.keyboard.press('Enter');
    await page.getByTestId('rule-add').click();
    await expect.poll(() => page.getByTestId('binding-rule').count()).toBe(1);

    await page.getByTestId('editor-properties').locator('.ant-tabs-tab[data-node-key="events"]').click();
    await page.getByTestId('event-value').fill('https://example.com/pump');
    await page.getByTestId('event-add').click();
    await expect.poll(() => page.getByTestId('pen-event').count()).toBe(1);
  });

  it('saves, and shows the same flow after a reload', async () => {
    await page.getByTestId('editor-save').click();
    await page.waitForURL(/[?&]id=\d+/);
    flowId = Number(new URL(page.url()).searchParams.get('id'));
    const stored = await apiCall<{ image: string; data: { pens: EnginePen[] } }>(
      baseUrl,
      token,
      'GET',
      `/configflow/${flowId}?view=1`,
    );
    expect(stored.image).not.toBe('');
    expect(stored.data.pens.map((pen) => pen.name)).toEqual(['line', 'text', 'circle', 'rectangle']);
    await page.reload();
    await page.waitForFunction(() => 'meta2d' in globalThis);
    await expect.poll(async () => (await rectangles()).length).toBe(1);
    const [pen] = await rectangles();
    expect(pen!.iotData?.data?.[0]?.dataProps?.[0]?.props.background).toBe('#c62828');
    expect(pen!.iotEvents).toEqual([expect.objectContaining({ action: 0, value: 'https://example.com/pump' })]);
  });

  it('saves as a new flow under another name, and moves to it', async () => {
    await page.getByTestId('editor-save-as').click();
    await page.getByTestId('editor-save-as-name').fill(`Copy ${stamp}`);
    await modal().locator('.ant-btn-primary').click();
    await page.waitForURL((url) => !['', String(flowId)].includes(url.searchParams.get('id') ?? ''));
    const copyId = Number(new URL(page.url()).searchParams.get('id'));
    const copy = await apiCall<{ name: string; data: { pens: EnginePen[] } }>(
      baseUrl,
      token,
      'GET',
      `/configflow/${copyId}?view=1`,
    );
    expect(copy.name).toBe(`Copy ${stamp}`);
    expect(copy.data.pens).toHaveLength(4);
    await page.waitForFunction(() => 'meta2d' in globalThis);
    await expect.poll(async () => (await pens()).length).toBe(4);
  });

  it('downloads the JSON and uploads it back; other files are refused', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('editor-download-json').click();
    const file = join(tmpdir(), `flow-${stamp}.json`);
    await (await download).saveAs(file);
    const saved = JSON.parse(await readFile(file, 'utf8')) as { pens: EnginePen[] };
    expect(saved.pens).toHaveLength(4);

    const [pen] = await rectangles();
    await clickPen(pen!.id);
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await rectangles()).length).toBe(0);
    const input = page.locator('input[type=file][accept*=".json"]');
    await input.setInputFiles(file);
    await expect.poll(async () => (await pens()).length).toBe(4);
    expect((await rectangles())[0]!.iotData?.data?.[0]?.dataProps).toHaveLength(1);

    const text = join(tmpdir(), `flow-${stamp}.txt`);
    await writeFile(text, '{}');
    await input.setInputFiles(text);
    await page.locator('.ant-message').filter({ hasText: 'Choose a .json file' }).waitFor();
  });

  it('zooms within 50 to 200 percent, and offers the context menu of a selection', async () => {
    const percent = () => page.getByTestId('editor-zoom-reset').textContent();
    await page.getByTestId('editor-zoom-in').click();
    await expect.poll(percent).toBe('110%');
    for (let i = 0; i < 12; i += 1) await page.getByTestId('editor-zoom-in').click();
    await expect.poll(percent).toBe('200%');
    await page.getByTestId('editor-zoom-reset').click();
    await expect.poll(percent).toBe('100%');

    const [pen] = await rectangles();
    await clickPen(pen!.id);
    await clickPen(pen!.id, 'right');
    const menu = page.getByTestId('editor-context-menu');
    await expect
      .poll(() => menu.locator('.ant-menu-item').allTextContents())
      .toEqual(['Delete', 'Copy', 'Cut', 'Lock', 'Bring to front', 'Send to back', 'Save as component']);
    await menu.locator('.ant-menu-item', { hasText: 'Lock' }).click();
    await expect
      .poll(
        async () =>
          await page.evaluate((id) => {
            const meta2d = (
              globalThis as unknown as { meta2d: { store: { pens: Record<string, { locked?: number }> } } }
            ).meta2d;
            return meta2d.store.pens[id]?.locked;
          }, pen!.id),
      )
      .toBe(2);
    await clickPen(pen!.id, 'right');
    await expect.poll(() => menu.locator('.ant-menu-item').allTextContents()).toContain('Unlock');
    await page.keyboard.press('Escape');
  });

  it('asks before leaving with unsaved changes, and goes back to the screen list', async () => {
    await page.getByTestId('editor-back').click();
    await modal().filter({ hasText: 'Unsaved changes' }).locator('.ant-btn-primary').click();
    await page.waitForURL((url) => url.pathname === '/screen');
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
      await openEditor('/workspace?type=dp');
      await shoot(page, `flow-editor-${language}-${width}-empty`, { idle: false });
      await openEditor(`/workspace?type=dp&id=${flowId}`);
      const [pen] = await rectangles();
      await clickPen(pen!.id);
      await page.getByTestId('editor-properties').locator('.ant-tabs-tab[data-node-key="appearance"]').click();
      await shoot(page, `flow-editor-${language}-${width}-selected`, { idle: false });
      await page.getByTestId('editor-properties').locator('.ant-tabs-tab[data-node-key="data"]').click();
      await shoot(page, `flow-editor-${language}-${width}-data`, { idle: false });
      await page.getByTestId('bind-open').click();
      await page.getByTestId('bind-dialog').waitFor();
      await shoot(page, `flow-editor-${language}-${width}-bind`, { idle: false });
      await page.keyboard.press('Escape');
      await page.getByTestId('editor-properties').locator('.ant-tabs-tab[data-node-key="events"]').click();
      await shoot(page, `flow-editor-${language}-${width}-events`, { idle: false });
      await context.close();
    });
  }
});
