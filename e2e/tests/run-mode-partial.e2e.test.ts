import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login } from '../support/console.js';
import { penState, sendGatewayValues } from '../support/run-mode.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const identity = `partial-${stamp}`;
let browser: Browser;
let device = { id: 0, secret: '' };
let flowId = 0;

const sendValues = (values: Record<string, number>) =>
  sendGatewayValues(baseUrl, { identity, secret: device.secret }, values);

/**
 * Keeps the pixels of the run engine's page canvas in the page under `name` and answers the time of the
 * engine's last full drawing. `full` first draws everything again the engine's way.
 */
const snapshot = (page: Page, name: string, full: boolean) =>
  page.evaluate(
    async ([key, drawAll]) => {
      const engine = (
        globalThis as unknown as {
          meta2d: { render: () => void; canvas: { canvas: HTMLCanvasElement; lastRender: number } };
        }
      ).meta2d;
      if (drawAll) {
        // Past the engine's render interval, so that it draws now instead of on a later frame.
        engine.canvas.lastRender = -Infinity;
        engine.render();
      }
      // Long enough for a batch's tiles, drawn over a few frames, and two frames more.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const { canvas } = engine.canvas;
      const kept = ((globalThis as unknown as { __pixels?: Record<string, Uint8ClampedArray> }).__pixels ??= {});
      kept[key] = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      return engine.canvas.lastRender;
    },
    [name, full] as const,
  );

/**
 * How many pixels differ between two snapshots by more than `levels` in a colour or opacity: a tile drawn
 * on the page's canvas shades the anti-aliased edge of a circle some levels apart on a few pixels.
 */
const differing = (page: Page, a: string, b: string, levels: number) =>
  page.evaluate(
    ([first, second, most]) => {
      const kept = (globalThis as unknown as { __pixels: Record<string, Uint8ClampedArray> }).__pixels;
      const [x, y] = [kept[first]!, kept[second]!];
      let count = 0;
      for (let i = 0; i < x.length; i += 4) {
        for (let channel = i; channel < i + 4; channel += 1) {
          if (Math.abs(x[channel]! - y[channel]!) > most) {
            count += 1;
            break;
          }
        }
      }
      return count;
    },
    [a, b, levels] as const,
  );

beforeAll(async () => {
  const { token } = await apiLogin(baseUrl, 'demoAdmin');
  device = await apiCall(baseUrl, token, 'POST', '/device', { name: `Partial ${stamp}`, identity });
  const names = ['a', 'b', 'c', 'd'];
  const varIds: number[] = [];
  for (const name of names) {
    varIds.push(
      (await apiCall<{ id: number }>(baseUrl, token, 'POST', '/variable', { deviceId: device.id, name, unit: '' })).id,
    );
  }
  await sendValues({ a: 1, b: 2, c: 3, d: 4 });
  const bound = (i: number) => ({
    data: [
      {
        msgType: '1',
        deviceId: device.id,
        varId: varIds[i],
        isDecimal: true,
        decimal: 1,
        dataProps: [{ type: 1, term: [{ min: 50 }], props: { background: '#c62828', textColor: '#ffeb3b' } }],
      },
    ],
  });
  // Pens that overlap, turn, cast a shadow and overflow their box with text: a tile's redrawing must
  // repaint each the way a full drawing does.
  const pens = [
    { id: 'under', name: 'rectangle', x: 40, y: 40, width: 400, height: 220, background: '#263238' },
    { id: 'tank', name: 'rectangle', x: 60, y: 60, width: 160, height: 90, background: '#546e7a', data: bound(0) },
    {
      id: 'turned',
      name: 'rectangle',
      x: 180,
      y: 110,
      width: 140,
      height: 70,
      rotate: 30,
      background: '#00796b',
      data: bound(1),
    },
    {
      id: 'round',
      name: 'circle',
      x: 330,
      y: 60,
      width: 90,
      height: 90,
      background: '#5d4037',
      shadowColor: '#000000',
      shadowBlur: 8,
      shadowOffsetX: 4,
      shadowOffsetY: 4,
      data: bound(2),
    },
    { id: 'narrow', name: 'text', x: 120, y: 200, width: 24, height: 24, fontSize: 18, data: bound(3) },
    { id: 'over', name: 'rectangle', x: 100, y: 190, width: 60, height: 40, background: '#7b1fa2' },
  ];
  flowId = (
    await apiCall<{ id: number }>(baseUrl, token, 'POST', '/configflow', {
      name: `Partial ${stamp}`,
      type: 1,
      publish: 1,
      data: { version: 1, pens },
    })
  ).id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('run mode drawing only what changed', () => {
  for (const width of [1366, 1920]) {
    it(`draws new values without a full drawing, to the pixels a full drawing gives (${width} px)`, async () => {
      const page = await (await newContext(browser, baseUrl, { language: 'en-US', width, height: 800 })).newPage();
      await login(page, 'demoAdmin');
      await page.goto(`/workspace?isid=${flowId}`);
      await expect.poll(() => penState(page, 'tank'), { timeout: 10_000 }).toMatchObject({ text: expect.any(String) });
      for (const [round, values] of [
        { a: 12.5 + width, b: 77, c: 51, d: 123456789 + width },
        { a: 99, b: 3, c: 8, d: 7 + width },
      ].entries()) {
        const before = await snapshot(page, 'before', false);
        await expect
          .poll(async () => (await sendValues(values), (await penState(page, 'narrow'))?.text), {
            timeout: 10_000,
            interval: 500,
          })
          .toBe(values.d.toFixed(1));
        expect(await snapshot(page, 'partial', false), 'no full drawing for new values').toBe(before);
        expect(await differing(page, 'before', 'partial', 0), 'the new values are drawn').toBeGreaterThan(100);
        expect(await snapshot(page, 'full', true)).not.toBe(before);
        // A pen left stale or cut off differs on thousands of pixels; a circle's edge on under 0.02 %.
        const unlike = await differing(page, 'partial', 'full', 24);
        expect(unlike, `pixels unlike a full drawing after round ${round}`).toBeLessThan(width * 800 * 0.0002);
      }
      await shoot(page, `run-mode-partial-${width}`, { idle: false });
      await page.context().close();
    });
  }
});
