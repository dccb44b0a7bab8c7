import type { DeviceDetail, DeviceMarker, MapPosition } from '@iot/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login, setLanguage, token } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

const call = async <T>(method: 'GET' | 'PUT', path: string, body?: unknown) =>
  apiCall<T>(baseUrl, await token(page), method, path, body);

const level = () => page.getByTestId('region-map').getAttribute('data-level');
/** An area's badge on the drill-down map, by its name. */
const badge = (name: string) => page.locator(`.region-badge[title="${name}"]`);

/** The demo gateway whose flow chart the demo binds, with its place. */
async function flowGateway(): Promise<{ marker: DeviceMarker; device: DeviceDetail }> {
  const markers = await call<DeviceMarker[]>('GET', '/device/getDeviceCurrentUser?pageSize=10000');
  const marker = markers.find((m) => m.configFlowId !== null && m.lat !== null);
  if (!marker) throw new Error('the demo binds a flow chart to a placed gateway');
  return { marker, device: await call<DeviceDetail>('GET', `/device/${marker.id}`) };
}

describe('device map', () => {
  it('drills down from the country to the district of a device, opens its flow chart, and goes back up', async () => {
    const { marker, device } = await flowGateway();
    await page.goto('/hardwareMap');
    await expect.poll(level).toBe('100000');
    await badge(device.province!).waitFor();
    expect(await page.locator('.region-badge').count()).toBe(34);

    await badge(device.province!).click();
    await expect.poll(level).toMatch(/^\d{2}0000$/);
    if (device.city) {
      await badge(device.city).click();
      await expect.poll(level).toMatch(/^\d{4}00$/);
    }
    const city = await level();
    // The area that holds the device shows its count (by its polygon: a county renamed since the map
    // data, such as 临平区, lies inside the polygon of the one it came from).
    await page.locator('.region-badge:has(b)').first().click();
    await expect.poll(level).toMatch(/^\d{4}(?!00)\d{2}$/);
    const circle = page.locator(`.region-device[data-device="${marker.id}"]`);
    await circle.waitFor();
    await shoot(page, 'en-US-1366-device-map-district');

    await circle.click();
    const popup = page.getByTestId('marker-popup');
    await expect.poll(() => popup.textContent()).toContain(marker.name);
    await popup.getByRole('button', { name: 'View flow chart' }).click();
    const frame = page.getByTestId('device-map-frame');
    expect(await frame.getAttribute('src')).toBe(`/workspace?isid=${marker.configFlowId}`);
    await page.frameLocator('[data-testid="device-map-frame"]').locator('canvas').first().waitFor();
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'detached' });

    // The background polygon (the district itself) goes one level up, the path back to the country.
    await page.locator('.region-background').dispatchEvent('click');
    await expect.poll(level).toBe(city);
    await page.getByTestId('region-path').getByText('China').click();
    await expect.poll(level).toBe('100000');
  });

  it('opens a municipality straight onto its districts, and refuses a flow chart a device lacks', async () => {
    await page.goto('/hardwareMap');
    await expect.poll(level).toBe('100000');
    await badge('重庆市').click();
    await expect.poll(level).toBe('500000');
    await badge('渝中区').waitFor();
    expect(await page.locator('.region-badge[title$="市"]').count()).toBe(0);
    await page.getByTestId('region-path').getByText('China').click();
    await expect.poll(level).toBe('100000');

    const markers = await call<DeviceMarker[]>('GET', '/device/getDeviceCurrentUser?pageSize=10000');
    const bare = markers.find((m) => m.configFlowId === null && m.lat !== null);
    if (!bare) return;
    await page.getByTestId('address-tree').locator('input').fill(bare.name);
    await page.getByTestId('address-tree').getByText(bare.name, { exact: true }).click();
    const popup = page.getByTestId('marker-popup');
    await expect.poll(() => popup.textContent()).toContain(bare.name);
    await popup.getByRole('button', { name: 'View flow chart' }).click();
    await page.getByText('This device has no flow chart bound').waitFor();
  });

  it('saves the initial position per user', async () => {
    await page.getByTestId('initial-position').click();
    await page.getByTestId('position-zoom').fill('5');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('Saved').waitFor();
    const saved = await call<MapPosition | null>('GET', '/util/mapPosition');
    expect(saved?.zoom).toBe(5);
  });

  it('hides the style switch in a frame (/amap?onType=1) and shows it on /map', async () => {
    await page.goto('/map');
    await page.getByTestId('region-map').waitFor();
    await page.getByTestId('map-style').waitFor();
    await page.goto('/amap?onType=1&mapInit=106.55,29.56&zoomSize=9');
    await page.getByTestId('region-map').waitFor();
    expect(await page.getByTestId('map-style').count()).toBe(0);
  });

  it('looks right at 1366 and 1920 px in both languages', async () => {
    await page.goto('/hardwareMap');
    await badge('浙江省').click();
    await expect.poll(level).toBe('330000');
    await shoot(page, 'en-US-1366-device-map');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shoot(page, 'en-US-1920-device-map');
    await setLanguage(page, 'zh-CN');
    await page.getByTestId('region-map').waitFor();
    await shoot(page, 'zh-CN-1920-device-map');
    await page.setViewportSize({ width: 1366, height: 768 });
    await shoot(page, 'zh-CN-1366-device-map');
  });
});
