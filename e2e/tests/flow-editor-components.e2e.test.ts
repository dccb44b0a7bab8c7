import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { penCentre } from '../support/canvas.js';
import { login } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
let browser: Browser;
let page: Page;
let token = '';
let flowId = 0;
let deviceId = 0;
let varId = 0;

interface CanvasPen {
  id: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  text?: string;
  iotData?: { data?: { deviceId?: number; varId?: number }[] };
}
interface UserComponent {
  id: number;
  name: string;
  image: string;
  pens: { id: string; name: string; x: number; y: number }[];
}

const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiCall<T>(baseUrl, token, method, path, body);
const components = () => api<UserComponent[]>('GET', '/configflow/userComponent');
const modal = () => page.locator('.ant-modal:visible').last();
const canvasPens = () =>
  page.evaluate(() => {
    const meta2d = (globalThis as unknown as { meta2d: { store: { data: { pens: CanvasPen[] } } } }).meta2d;
    return JSON.parse(
      JSON.stringify(
        meta2d.store.data.pens.map(({ id, name, x, y, width, height, text, iotData }) => ({
          id,
          name,
          x,
          y,
          width,
          height,
          text,
          iotData,
        })),
      ),
    ) as CanvasPen[];
  });

async function openFlow(): Promise<void> {
  await page.goto(`/workspace?type=dp&id=${flowId}`);
  await page.getByTestId('editor-canvas').waitFor();
  await page.waitForFunction(() => 'meta2d' in globalThis);
  await expect.poll(async () => (await canvasPens()).length).toBe(2);
}

/** Selects the pump and its label with a selection box and opens the menu on the pump. */
async function selectPumpAndMenu(): Promise<void> {
  const pump = await penCentre(page, 'editor-canvas', 'pump');
  const label = await penCentre(page, 'editor-canvas', 'label');
  await page.mouse.move(pump.x - 110, pump.y - 70);
  await page.mouse.down();
  await page.mouse.move(label.x + 110, label.y + 50, { steps: 8 });
  await page.mouse.up();
  await page.mouse.click(pump.x, pump.y, { button: 'right' });
}

const menuItem = (text: string) => page.getByTestId('editor-context-menu').locator('.ant-menu-item', { hasText: text });

async function openUserTab(label: string): Promise<void> {
  await page.getByTestId('editor-gallery').locator('.ant-tabs-tab', { hasText: label }).click();
  await page.getByTestId('user-components').waitFor();
}

beforeAll(async () => {
  token = (await apiLogin(baseUrl, 'demoAdmin')).token;
  for (const component of await components()) await api('DELETE', `/configflow/userComponent/${component.id}`);
  deviceId = (await api<{ id: number }>('POST', '/device', { name: `Pumps ${stamp}`, identity: `pmp-${stamp}` })).id;
  varId = (await api<{ id: number }>('POST', '/variable', { deviceId, name: 'speed', unit: 'rpm' })).id;
  const binding = { msgType: '1', deviceId, varId, variableName: 'speed' };
  flowId = (
    await api<{ id: number }>('POST', '/configflow', {
      name: `Components ${stamp}`,
      type: 1,
      data: {
        version: 1,
        pens: [
          { id: 'pump', name: 'rectangle', x: 200, y: 200, width: 160, height: 80, data: { data: [binding] } },
          { id: 'label', name: 'text', x: 200, y: 300, width: 160, height: 40, text: 'Pump 1' },
        ],
      },
    })
  ).id;
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

describe('user components', () => {
  it('saves a selection as a component: a name is required, bindings go with it', async () => {
    await openFlow();
    await selectPumpAndMenu();
    await menuItem('Save as component').click();
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => modal().locator('.ant-form-item-explain-error').textContent()).toBe('Enter a name');
    await page.getByTestId('component-name').fill('Pump set');
    await shoot(page, 'flow-editor-components-save', { idle: false });
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Component saved');
    const [saved] = await components();
    expect(saved).toMatchObject({
      name: 'Pump set',
      image: expect.stringMatching(/^\/admin\/api\/configflow\/file\//),
    });
    expect(saved!.pens.map((pen) => pen.name)).toEqual(['rectangle', 'text']);
    // Stored at scale 1 from the selection's top left.
    expect(saved!.pens.map((pen) => [pen.x, pen.y])).toEqual([
      [0, 0],
      [0, 100],
    ]);
  });

  it('lists it in the user tab; a click and a drop insert copies with new ids, where dropped', async () => {
    await openUserTab('Mine');
    await expect.poll(() => page.getByTestId('user-component').textContent()).toContain('Pump set');
    await expect.poll(() => page.getByTestId('user-component').locator('img').count()).toBe(1);
    await page.getByTestId('user-component').locator('.flow-gallery-item').click();
    await expect.poll(async () => (await canvasPens()).length).toBe(4);
    const inserted = (await canvasPens()).slice(2);
    expect(inserted.map((pen) => pen.id)).not.toContain('pump');
    expect(inserted[0]!.iotData!.data![0]).toMatchObject({ deviceId, varId });
    expect(inserted[1]!.text).toBe('Pump 1');
    expect(inserted[1]!.y - inserted[0]!.y).toBeCloseTo(100, 0);

    const canvas = (await page.getByTestId('editor-canvas').boundingBox())!;
    const drop = { x: canvas.x + 300, y: canvas.y + 550 };
    await page
      .getByTestId('user-component')
      .locator('.flow-gallery-item')
      .dragTo(page.getByTestId('editor-canvas'), {
        targetPosition: { x: 300, y: 550 },
      });
    await expect.poll(async () => (await canvasPens()).length).toBe(6);
    const dropped = (await canvasPens()).slice(4);
    expect(new Set([...inserted, ...dropped].map((pen) => pen.id)).size).toBe(4);
    // The component (160 x 140) is centred on the drop point.
    const centre = await penCentre(page, 'editor-canvas', dropped[0]!.id);
    expect(centre.x).toBeCloseTo(drop.x, -1);
    expect(centre.y).toBeCloseTo(drop.y - 30, -1);
    await shoot(page, 'flow-editor-components-inserted', { idle: false });
  });

  it('renames and deletes it', async () => {
    const item = page.getByTestId('user-component');
    await item.getByRole('button', { name: 'Rename' }).click();
    await page.getByTestId('component-name').fill('');
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => modal().locator('.ant-form-item-explain-error').textContent()).toBe('Enter a name');
    await page.getByTestId('component-name').fill('Pump set B');
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => item.textContent()).toContain('Pump set B');
    expect((await components())[0]!.name).toBe('Pump set B');
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => item.count()).toBe(0);
    expect(await components()).toEqual([]);
  });

  for (const [language, width] of [
    ['zh-CN', 1920],
    ['zh-CN', 1366],
    ['en-US', 1920],
    ['en-US', 1366],
  ] as [Language, number][]) {
    it(`looks right in ${language} at ${width} px`, async () => {
      const context = await newContext(browser, baseUrl, { language, width, height: width === 1920 ? 1080 : 768 });
      page = await context.newPage();
      await login(page, 'demoAdmin');
      await openFlow();
      const zh = language === 'zh-CN';
      await selectPumpAndMenu();
      await menuItem(zh ? '保存为组件' : 'Save as component').click();
      await modal().locator('.ant-btn-primary').click();
      await expect
        .poll(() => modal().locator('.ant-form-item-explain-error').textContent())
        .toBe(zh ? '请输入名称' : 'Enter a name');
      await page.getByTestId('component-name').fill(`${language} ${width}`);
      await shoot(page, `flow-editor-components-${language}-${width}-save`, { idle: false });
      await modal().locator('.ant-btn-primary').click();
      await openUserTab(zh ? '我的组件' : 'Mine');
      await expect.poll(() => page.getByTestId('user-component').count()).toBe(1);
      await page.getByTestId('user-component').locator('.flow-gallery-item').click();
      await expect.poll(async () => (await canvasPens()).length).toBe(4);
      await shoot(page, `flow-editor-components-${language}-${width}-tab`, { idle: false });
      for (const component of await components()) await api('DELETE', `/configflow/userComponent/${component.id}`);
      await context.close();
    });
  }
});
