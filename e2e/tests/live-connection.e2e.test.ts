import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login } from '../support/console.js';

const baseUrl = inject('baseUrl');
/** The console's keep-alive (live-connection.ts), and what the broker allows before it drops a connection. */
const KEEPALIVE_MS = 30_000;
const PINGREQ = 0xc0;
const PINGRESP = 0xd0;

let browser: Browser;
let context: BrowserContext;
let token = '';
const stamp = Date.now().toString(36);
const identity = `live-${stamp}`;
let device = { id: 0, secret: '' };

const firstByte = (payload: string | Buffer) => (typeof payload === 'string' ? payload.charCodeAt(0) : payload[0]);

/** Sends a value the way a gateway does over HTTP; the stored value is what the console reads. */
async function sendValue(value: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/gw/${identity}/data`, {
    method: 'POST',
    headers: { Authorization: `Device ${device.secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ values: { temp: value } }),
  });
  expect(response.status).toBe(200);
}

const storedValue = async () =>
  (await apiCall<{ nowValue: unknown }[]>(baseUrl, token, 'GET', `/variable/live/${device.id}`, undefined))[0]
    ?.nowValue;

async function openVariables(page: Page): Promise<void> {
  await page.goto(`/hardware/${device.id}`);
  await page.getByTestId('device-detail').locator('.ant-tabs-tab').nth(1).click();
}
const shownValue = (page: Page) => page.getByTestId('variable-value').first().textContent();

beforeAll(async () => {
  token = (await apiLogin(baseUrl, 'demoAdmin')).token;
  device = await apiCall(baseUrl, token, 'POST', '/device', { name: `Live ${stamp}`, identity });
  await apiCall(baseUrl, token, 'POST', '/variable', { deviceId: device.id, name: 'temp' });
  await sendValue(1);
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
});
afterAll(async () => {
  await browser.close();
});

describe('the live connection', () => {
  it('sends its keep-alive under the page CSP, and the broker answers', async () => {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    const frames = { pings: 0, pongs: 0 };
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/mqtt')) return;
      socket.on('framesent', ({ payload }) => void (firstByte(payload) === PINGREQ && (frames.pings += 1)));
      socket.on('framereceived', ({ payload }) => void (firstByte(payload) === PINGRESP && (frames.pongs += 1)));
    });
    await login(page, 'demoAdmin');
    await openVariables(page);
    await expect.poll(() => shownValue(page), { timeout: 10_000 }).toContain('1.00');
    // Without the keep-alive the broker ends the connection after one and a half intervals.
    await expect.poll(() => frames.pongs, { timeout: KEEPALIVE_MS + 15_000, interval: 500 }).toBeGreaterThan(0);
    expect(frames.pings).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    await page.close();
  }, 90_000);

  it('after a dropped connection shows the value sent while it was down', async () => {
    const page = await context.newPage();
    const routes: WebSocketRoute[] = [];
    // Connections opened before the drop (the login page's, the detail page's) go straight through.
    let holding = false;
    let reopen: () => void = () => undefined;
    const reopened = new Promise<void>((resolve) => (reopen = resolve));
    await page.routeWebSocket(/\/mqtt$/, (route) => {
      routes.push(route);
      if (!holding) {
        route.connectToServer();
        return;
      }
      // The connection after the drop reaches the server only once the test lets it: the gap is the test's.
      const held: (string | Buffer)[] = [];
      route.onMessage((message) => held.push(message));
      void reopened.then(() => {
        const server = route.connectToServer();
        for (const message of held) server.send(message);
        route.onMessage((message) => server.send(message));
      });
    });
    await login(page, 'demoAdmin');
    await openVariables(page);
    // Sent again until the page's subscription is in place and the value arrives live.
    await expect
      .poll(async () => (await sendValue(2), shownValue(page)), { timeout: 15_000, interval: 500 })
      .toContain('2.00');
    holding = true;
    const before = routes.length;
    await routes[before - 1]!.close();
    await expect.poll(() => routes.length, { timeout: 10_000 }).toBe(before + 1);
    await sendValue(3);
    await expect.poll(async () => Number(await storedValue()), { timeout: 10_000 }).toBe(3);
    reopen();
    await expect.poll(() => shownValue(page), { timeout: 15_000 }).toContain('3.00');
    await page.close();
  });
});
