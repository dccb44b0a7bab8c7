import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { penCentre } from '../support/canvas.js';
import { levelBinding, penState as penStateOf, sendGatewayValues } from '../support/run-mode.js';
import { login } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
/** Device connection colours (visual-side 4.2). */
const BLUE = '#1677ff';
const GREY = '#8c8c8c';
const stamp = Date.now().toString(36);
const identity = `run-${stamp}`;
let browser: Browser;
let page: Page;
let device = { id: 0, secret: '' };
let flowId = 0;

/** Sends a value the way a gateway does over HTTP. */
const sendValue = (value: number) => sendGatewayValues(baseUrl, { identity, secret: device.secret }, { level: value });

/** What the canvas engine holds for a pen now. */
const penState = (id: string) => penStateOf(page, id);

/** Clicks the middle of a pen where the canvas draws it. */
async function clickPen(id: string, how: 'click' | 'dblclick'): Promise<void> {
  const { x, y } = await penCentre(page, 'run-canvas', id);
  if (how === 'click') await page.mouse.click(x, y);
  else await page.mouse.dblclick(x, y);
}

beforeAll(async () => {
  const { token } = await apiLogin(baseUrl, 'demoAdmin');
  device = await apiCall(baseUrl, token, 'POST', '/device', { name: `Run ${stamp}`, identity });
  const varId = (
    await apiCall<{ id: number }>(baseUrl, token, 'POST', '/variable', {
      deviceId: device.id,
      name: 'level',
      unit: 'm',
    })
  ).id;
  await sendValue(1);
  const tank = {
    id: 'tank',
    name: 'rectangle',
    x: 20,
    y: 20,
    width: 200,
    height: 100,
    background: '#546e7a',
    data: levelBinding(device.id, varId),
  };
  const button = {
    id: 'button',
    name: 'rectangle',
    x: 260,
    y: 20,
    width: 160,
    height: 60,
    text: 'History',
    data: { data: [{ msgType: '1', deviceId: device.id, varId }] },
    events: [
      { type: 0, action: 2, myType: '4', value: 'Opened' },
      { type: 0, action: 2, myType: '5' },
    ],
  };
  const issue = {
    id: 'issue',
    name: 'rectangle',
    x: 260,
    y: 100,
    width: 160,
    height: 60,
    text: 'Set',
    data: { data: [{ msgType: '1', deviceId: device.id, varId }] },
    events: [{ type: 1, action: 2, myType: '6' }],
  };
  const gone = {
    id: 'gone',
    name: 'text',
    x: 20,
    y: 140,
    width: 200,
    height: 30,
    data: { data: [{ msgType: '1', deviceId: device.id, varId: 987654 }] },
  };
  const clock = {
    id: 'clock',
    name: 'time',
    x: 20,
    y: 200,
    width: 320,
    height: 40,
    timeFormat: 'YYYY-MM-DD HH:mm:ss WW',
  };
  const lamp = {
    id: 'lamp',
    name: 'text',
    x: 20,
    y: 260,
    width: 200,
    height: 30,
    data: { data: [{ msgType: '1', deviceId: device.id, varId, isOnline: true }] },
  };
  flowId = (
    await apiCall<{ id: number }>(baseUrl, token, 'POST', '/configflow', {
      name: `Run ${stamp}`,
      type: 1,
      publish: 1,
      data: { version: 1, pens: [tank, button, issue, gone, clock, lamp] },
    })
  ).id;
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

describe('run mode', () => {
  it('shows the latest value on open, before any new message', async () => {
    await page.goto(`/workspace?isid=${flowId}`);
    await expect.poll(() => penState('tank'), { timeout: 10_000 }).toEqual({ text: '1.0 m', background: '#546e7a' });
  });

  it("follows a gateway's value within a second: text and the colour rule", async () => {
    // The page's subscription may still be on its way: the first value is sent until it arrives.
    await expect
      .poll(async () => (await sendValue(20), (await penState('tank'))?.text), { timeout: 10_000, interval: 500 })
      .toBe('20.0 m');
    const sent = Date.now();
    await sendValue(75.25);
    await expect
      .poll(() => penState('tank'), { timeout: 1000, interval: 50 })
      .toEqual({
        text: '75.3 m',
        background: '#c62828',
      });
    expect(Date.now() - sent).toBeLessThan(1000);
  });

  it('shows the time on time pens in their format and the page language, refreshed every second', async () => {
    const shown = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day$/;
    await expect.poll(async () => (await penState('clock'))?.text).toMatch(shown);
    const first = (await penState('clock'))?.text;
    await expect.poll(async () => (await penState('clock'))?.text, { timeout: 2500, interval: 100 }).not.toBe(first);
    expect((await penState('clock'))?.text).toMatch(shown);
  });

  it("shows a device's connection in its colour (online blue, offline grey), in both languages", async () => {
    const colours: Record<string, string> = { Online: BLUE, Offline: GREY, 在线: BLUE, 离线: GREY };
    for (const [language, words] of [
      ['zh-CN', /^(在线|离线)$/],
      ['en-US', /^(Online|Offline)$/],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.reload();
      await expect.poll(async () => (await penState('lamp'))?.text, { timeout: 10_000 }).toMatch(words);
      const lamp = await penState('lamp');
      expect(lamp?.textColor).toBe(colours[lamp?.text as string]);
      await shoot(page, `run-mode-${language}`, { idle: false });
    }
    await expect.poll(() => penState('tank').then((tank) => tank?.text)).toBe('75.3 m');
  });

  it('says so for a binding whose variable is gone, and keeps running', async () => {
    expect((await penState('gone'))?.text).toBe('target does not exist');
  });

  it("runs a pen's click events: its text changes and its variable's history opens", async () => {
    await clickPen('button', 'click');
    await page.locator('.ant-modal').filter({ hasText: 'level' }).first().waitFor();
    expect((await penState('button'))?.text).toBe('Opened');
    await page.keyboard.press('Escape');
  });

  it('opens the remote-value form on a double click', async () => {
    await clickPen('issue', 'dblclick');
    await expect
      .poll(() => page.locator('.ant-modal-title').allTextContents())
      .toContainEqual(expect.stringContaining('level'));
    await page.keyboard.press('Escape');
  });

  it('answers a screen that does not exist', async () => {
    await page.goto('/workspace?isid=987654321');
    await expect.poll(() => page.getByTestId('run-message').textContent()).toContain('does not exist');
  });
});
