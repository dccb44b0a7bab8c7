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

  it('selects a gateway beyond the first page by its marker and opens its popup', async () => {
    const { id, name } = await apiCall<DashboardMarkers>(
      baseUrl,
      await token(page),
      'POST',
      '/monitor/visual/markers',
      {},
    );
    const last = id.length - 1;
    const point = await canvas().evaluate(
      (element, gateway) =>
        (element as HTMLElement & { markerPoint: (id: number) => { x: number; y: number } }).markerPoint(gateway),
      id[last],
    );
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
    await gateway.publishAsync(`gw/${live.identity}/status`, JSON.stringify({ run: 5 }));
    await expect.poll(fill, { timeout: 15_000 }).toBe(MARKER_COLOURS.running);
    expect(await canvas().getAttribute('data-marker-count')).toBe(String(GATEWAYS));
  });

  it('looks right with many markers at 1920 and 1366 in both languages', async () => {
    await page.keyboard.press('Escape');
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
