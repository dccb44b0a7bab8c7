import { DASHBOARD_DEVICE_PAGE, type DashboardMarkers } from '@iot/contract';
import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login, setLanguage, token, type Credentials } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const account: Credentials = { account: `e2e_markers_${stamp}`, password: 'E2e#123456' };
/** More gateways than the overview's page of markers. */
const GATEWAYS = 250;
let browser: Browser;
let page: Page;
/** Spec visual-side 4.2: blue online, grey offline, yellow stopped (Status 1, 2, 3, 9, 10, 26, 27), green running. */
const MARKER_COLOURS = { online: '#1677ff', offline: '#8c8c8c', stopped: '#fadb14', running: '#52c41a' };
/** The last grid gateway, which connects and reports its run status in the live test. */
const live = { identity: `mk${stamp}${GATEWAYS - 1}`, secret: '', id: 0 };
let gateway: MqttClient | undefined;

beforeAll(async () => {
  // A company of its own, so that its gateways are all the map shows.
  const admin = await apiLogin(baseUrl, 'admin');
  const company = await apiCall<{ id: number }>(baseUrl, admin.token, 'POST', '/company', {
    name: `E2E markers ${stamp}`,
  });
  await apiCall(baseUrl, admin.token, 'POST', '/user', {
    nickName: 'E2E markers',
    username: account.account,
    password: account.password,
    companyId: company.id,
    userType: 3,
  });
  const owner = await apiCall<{ token: string }>(baseUrl, null, 'POST', '/login/login', {
    phone: account.account,
    password: account.password,
  });
  // A grid over eastern China, and one gateway without a position.
  for (let i = 0; i < GATEWAYS; i += 1) {
    const created = await apiCall<{ id: number; secret: string }>(baseUrl, owner.token, 'POST', '/device', {
      name: `Grid gateway ${i}`,
      identity: `mk${stamp}${i}`,
      modelName: '20',
      networkWay: '4G',
      lat: 24 + (i % 25) * 0.6,
      lng: 104 + Math.floor(i / 25) * 1.4,
    });
    if (i === GATEWAYS - 1) Object.assign(live, created);
  }
  await apiCall(baseUrl, owner.token, 'POST', '/device', {
    name: 'Unplaced gateway',
    identity: `mk${stamp}x`,
    modelName: '20',
    networkWay: '4G',
  });
  browser = await launchBrowser();
  const context = await newContext(browser, baseUrl, { language: 'en-US', width: 1920, height: 1080 });
  page = await context.newPage();
});
afterAll(async () => {
  await gateway?.endAsync();
  await browser.close();
});

const canvas = () => page.getByTestId('dashboard-map-canvas');
/** A circle the map drew: a gateway alone, or a cluster of them (MarkerMap's test hooks). */
interface Circle {
  x: number;
  y: number;
  fill: string;
  ids: number[];
}
type MapHooks = HTMLElement & {
  markerPoint: (id: number) => { x: number; y: number } | null;
  markerCircles: () => Circle[];
};
const circles = () => canvas().evaluate((element) => (element as MapHooks).markerCircles());
const pointOf = (id: number) =>
  canvas().evaluate((element, gateway) => (element as MapHooks).markerPoint(gateway)!, id);
/** The circle that holds a gateway, alone or in its cluster. */
const circleOf = async (id: number) => (await circles()).find((circle) => circle.ids.includes(id));
/** Clicks a circle, then waits until the map has zoomed in (two gateways drawn further apart). */
async function clickCluster(circle: Circle, a: number, b: number): Promise<void> {
  const apart = async () => {
    const [p, q] = [await pointOf(a), await pointOf(b)];
    return Math.hypot(p.x - q.x, p.y - q.y);
  };
  const before = await apart();
  await canvas().click({ position: { x: circle.x, y: circle.y } });
  await expect.poll(apart, { timeout: 10_000 }).toBeGreaterThan(before * 1.5);
  // The zoom's animation ends with the redraw of the canvas.
  await page.waitForTimeout(500);
}

describe('dashboard map markers', () => {
  it('draws every gateway of the company, more than one page of the overview', async () => {
    await login(page, account);
    await page.evaluate(() => localStorage.setItem('mapMode', 'gis'));
    await page.goto('/dashboard');
    await page.getByTestId('dashboard').waitFor();
    await expect.poll(() => canvas().getAttribute('data-marker-count'), { timeout: 20_000 }).toBe(String(GATEWAYS));
    const answer = await apiCall<DashboardMarkers>(baseUrl, await token(page), 'POST', '/monitor/visual/markers', {});
    expect(answer).toMatchObject({ total: GATEWAYS + 1, unplaced: 1 });
    expect(answer.id).toHaveLength(GATEWAYS);
    expect(GATEWAYS).toBeGreaterThan(DASHBOARD_DEVICE_PAGE);
    // Every gateway is followed live (fewer than the limit), and only the position note remains.
    expect(await canvas().getAttribute('data-followed-count')).toBe(String(GATEWAYS));
    const notes = await page.getByTestId('dashboard-map-note').allTextContents();
    expect(notes).toContain('1 device has no position');
    expect(notes.some((note) => note.startsWith('Showing the first'))).toBe(false);
  });

  it('says the company has no cameras yet, with the paging arrows off', async () => {
    const cameras = page.getByTestId('dashboard-cameras');
    await expect
      .poll(() => cameras.getByTestId('dashboard-camera-empty').textContent())
      .toContain('Your company has no cameras yet');
    expect(await cameras.getByTestId('dashboard-camera-next').isDisabled()).toBe(true);
    expect(await cameras.getByTestId('dashboard-camera-previous').isDisabled()).toBe(true);
    expect(await cameras.getByTestId('dashboard-camera-position').count()).toBe(0);
  });

  it('groups the gateways into counted clusters at a low zoom, and zooms in to one on a click', async () => {
    const all = await circles();
    expect(all.reduce((sum, circle) => sum + circle.ids.length, 0)).toBe(GATEWAYS);
    expect(all.length).toBeLessThan(GATEWAYS / 2);
    expect(new Set(all.flatMap((circle) => circle.ids)).size).toBe(GATEWAYS);
    // Every other gateway is offline: the clusters are grey.
    expect(new Set(all.map((circle) => circle.fill))).toEqual(new Set([MARKER_COLOURS.offline]));
    const biggest = all.reduce((a, b) => (b.ids.length > a.ids.length ? b : a));
    expect(biggest.ids.length).toBeGreaterThan(2);
    await clickCluster(biggest, biggest.ids[0]!, biggest.ids.at(-1)!);
    // Its members are all in view now, no longer in one circle.
    const inView = await circles();
    const shown = new Set(inView.flatMap((circle) => circle.ids));
    expect(biggest.ids.every((id) => shown.has(id))).toBe(true);
    expect(inView.some((circle) => biggest.ids.every((id) => circle.ids.includes(id)))).toBe(false);
    expect(shown.size).toBeLessThan(GATEWAYS);
  });

  it('selects a gateway beyond the first page by its marker and opens its popup', async () => {
    const { id, name } = await apiCall<DashboardMarkers>(
      baseUrl,
      await token(page),
      'POST',
      '/monitor/visual/markers',
      {},
    );
    const last = id.length - 1;
    // The company's whole map again (the test before zoomed in).
    await page.reload();
    await expect.poll(() => canvas().getAttribute('data-marker-count'), { timeout: 20_000 }).toBe(String(GATEWAYS));
    // Below the city zoom it is in a cluster: clicks on its cluster zoom in until it is drawn alone.
    for (let round = 0; round < 5; round += 1) {
      const circle = (await circleOf(id[last]!))!;
      if (circle.ids.length === 1) break;
      await clickCluster(circle, circle.ids[0]!, circle.ids[1]!);
    }
    expect((await circleOf(id[last]!))?.ids).toEqual([id[last]]);
    const point = await pointOf(id[last]!);
    await canvas().click({ position: { x: point.x, y: point.y } });
    const popup = page.getByTestId('marker-popup');
    await expect.poll(() => popup.textContent()).toContain(name[last]!);
    await expect.poll(() => page.getByTestId('dashboard-device-name').textContent()).toBe(name[last]);
    await popup.getByRole('button', { name: 'View flow chart' }).click();
    await page.getByText('Bind a flow chart first').waitFor();
    await popup.getByRole('button', { name: 'View camera' }).click();
    await page.getByText('Bind a camera first').waitFor();
  });

  it('recolours a marker from its live connection and run status messages', async () => {
    const fill = () =>
      canvas().evaluate(
        (element, id) => (element as HTMLElement & { markerFill: (id: number) => string }).markerFill(id),
        live.id,
      );
    expect(await fill()).toBe(MARKER_COLOURS.offline);
    gateway = await mqtt.connectAsync(`${baseUrl.replace(/^http/, 'ws')}/mqtt`, {
      clientId: live.identity,
      username: live.identity,
      password: live.secret,
      reconnectPeriod: 0,
    });
    await expect.poll(fill, { timeout: 15_000 }).toBe(MARKER_COLOURS.online);
    await gateway.publishAsync(`gw/${live.identity}/status`, JSON.stringify({ run: 9 }));
    await expect.poll(fill, { timeout: 15_000 }).toBe(MARKER_COLOURS.stopped);
    // Zoomed out around it, its cluster takes its colour: one stopped gateway shows through offline ones.
    await page.locator('.leaflet-popup-close-button').click();
    await page.locator('.leaflet-popup').waitFor({ state: 'detached' });
    const box = (await canvas().boundingBox())!;
    const at = await pointOf(live.id);
    await page.mouse.move(box.x + at.x, box.y + at.y);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 300);
          await page.waitForTimeout(600);
          return (await circleOf(live.id))?.ids.length ?? 0;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(1);
    expect((await circleOf(live.id))!.fill).toBe(MARKER_COLOURS.stopped);
    await gateway.publishAsync(`gw/${live.identity}/status`, JSON.stringify({ run: 5 }));
    await expect.poll(fill, { timeout: 15_000 }).toBe(MARKER_COLOURS.running);
    await expect.poll(async () => (await circleOf(live.id))?.fill, { timeout: 5_000 }).toBe(MARKER_COLOURS.offline);
    expect(await canvas().getAttribute('data-marker-count')).toBe(String(GATEWAYS));
  });

  it('looks right with many markers at 1920 and 1366 in both languages', async () => {
    // The company's whole map again, in clusters.
    await page.reload();
    await expect.poll(() => canvas().getAttribute('data-marker-count'), { timeout: 20_000 }).toBe(String(GATEWAYS));
    await shoot(page, 'en-US-1920-dashboard-markers', { idle: false });
    await page.setViewportSize({ width: 1366, height: 768 });
    await shoot(page, 'en-US-1366-dashboard-markers', { idle: false });
    await setLanguage(page, 'zh-CN');
    await canvas().waitFor();
    await expect.poll(() => canvas().getAttribute('data-marker-count'), { timeout: 20_000 }).toBe(String(GATEWAYS));
    await shoot(page, 'zh-CN-1366-dashboard-markers', { idle: false });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shoot(page, 'zh-CN-1920-dashboard-markers', { idle: false });
  });
});
