import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login } from '../support/console.js';
import { levelBinding, RED_ABOVE_50 as RED, sendGatewayValues } from '../support/run-mode.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const identity = `wall-${stamp}`;
const CELLS = 9;
let browser: Browser;
let device = { id: 0, secret: '' };
const flowIds: number[] = [];

/** Sends a value the way a gateway does over HTTP. */
const sendValue = (value: number) => sendGatewayValues(baseUrl, { identity, secret: device.secret }, { level: value });

/** Screen `n`: its title, and one pen showing the level, red above 50. */
function screenOf(n: number, varId: number) {
  const title = {
    id: 'title',
    name: 'text',
    x: 20,
    y: 10,
    width: 360,
    height: 40,
    text: `Line ${n}`,
    fontSize: 28,
    textColor: '#e0e0e0',
  };
  const level = {
    id: 'level',
    name: 'rectangle',
    x: 20,
    y: 60,
    width: 360,
    height: 160,
    background: '#455a64',
    textColor: '#ffffff',
    fontSize: 40,
    data: levelBinding(device.id, varId),
  };
  return { version: 1, pens: [title, level] };
}

/** The level pen of every cell's run-mode frame, in cell order (null while a frame has not drawn it). */
function levels(page: Page) {
  const frames = page.frames().filter((frame: Frame) => new URL(frame.url(), baseUrl).pathname === '/workspace');
  return Promise.all(
    frames.map((frame) =>
      frame
        .evaluate(() => {
          const pens = (
            globalThis as unknown as { meta2d?: { store: { pens: Record<string, Record<string, unknown>> } } }
          ).meta2d?.store.pens;
          return pens?.level ? { text: pens.level.text, background: pens.level.background } : null;
        })
        .catch(() => null),
    ),
  );
}

/** Where each cell draws the middle of its level pen, and the middle of the cell's frame (CSS pixels). */
function middles(page: Page) {
  const frames = page.frames().filter((frame: Frame) => new URL(frame.url(), baseUrl).pathname === '/workspace');
  return Promise.all(
    frames.map((frame) =>
      frame.evaluate(() => {
        const { store } = (
          globalThis as unknown as {
            meta2d: { store: { data: { x: number }; pens: { level: { calculative: { worldRect: DOMRect } } } } };
          }
        ).meta2d;
        const rect = store.pens.level.calculative.worldRect;
        return {
          penMiddle: store.data.x + rect.x + rect.width / 2,
          frameMiddle: document.documentElement.clientWidth / 2,
        };
      }),
    ),
  );
}

async function openWall(language: 'en-US' | 'zh-CN', width: number, height: number): Promise<Page> {
  const page = await (await newContext(browser, baseUrl, { language, width, height })).newPage();
  await login(page, 'demoAdmin');
  await page.evaluate(
    (cells) => localStorage.setItem('siteList', JSON.stringify({ layout: cells.length, cells })),
    flowIds,
  );
  await page.goto('/customMonitor');
  await expect.poll(() => page.getByTestId('wall-frame').count(), { timeout: 10_000 }).toBe(CELLS);
  return page;
}

beforeAll(async () => {
  const { token } = await apiLogin(baseUrl, 'demoAdmin');
  device = await apiCall(baseUrl, token, 'POST', '/device', { name: `Wall ${stamp}`, identity });
  const varId = (
    await apiCall<{ id: number }>(baseUrl, token, 'POST', '/variable', { deviceId: device.id, name: 'level' })
  ).id;
  await sendValue(10);
  for (let n = 1; n <= CELLS; n += 1) {
    const flow = { name: `Wall line ${n} ${stamp}`, type: 1, publish: 1, data: screenOf(n, varId) };
    flowIds.push((await apiCall<{ id: number }>(baseUrl, token, 'POST', '/configflow', flow)).id);
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a 9-cell monitoring wall', () => {
  it("shows nine live screens, each following a gateway's value and colour rule", async () => {
    const page = await openWall('en-US', 1920, 1080);
    const calm = { text: '10.0', background: '#455a64' };
    await expect.poll(() => levels(page), { timeout: 20_000 }).toEqual(Array.from({ length: CELLS }, () => calm));
    await sendValue(72.46);
    await expect
      .poll(() => levels(page), { timeout: 5000, interval: 100 })
      .toEqual(Array.from({ length: CELLS }, () => ({ text: '72.5', background: RED })));
    await shoot(page, 'en-US-1920-monitor-wall', { idle: false });
  });

  it('fits each screen inside its cell, in both languages and at 1366 px', async () => {
    for (const [language, width, height] of [
      ['zh-CN', 1920, 1080],
      ['zh-CN', 1366, 768],
      ['en-US', 1366, 768],
    ] as const) {
      const page = await openWall(language, width, height);
      await expect
        .poll(async () => (await levels(page)).filter((pen) => pen !== null).length, { timeout: 20_000 })
        .toBe(CELLS);
      // The screen's content is symmetric about its middle: fitted, the middle of the level pen is drawn in
      // the middle of its cell, not pushed to one side.
      const drawn = await middles(page);
      expect(drawn).toHaveLength(CELLS);
      for (const { penMiddle, frameMiddle } of drawn) expect(Math.abs(penMiddle - frameMiddle)).toBeLessThan(3);
      await shoot(page, `${language}-${width}-monitor-wall`, { idle: false });
      await page.context().close();
    }
  });
});
