import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { login, token } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
/** The server's default IOT_MAP_TILE_URL. */
const OSM_TILES = 'https://tile.openstreetmap.org/**';
/** A 1x1 PNG standing in for a tile server that answers. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US', width: 1366, height: 768 });
  page = await context.newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

const map = () => page.getByTestId('map-picker-canvas');
const marker = () => map().locator('.map-picker-point');
const field = async (id: 'lat' | 'lng') => Number(await page.locator(`#${id}`).inputValue());

async function centreOf(locator: ReturnType<Page['locator']>): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** /addDevice with the tile server unreachable (a plant without internet) or answering. */
async function openForm(tiles: 'unreachable' | 'answering'): Promise<void> {
  await page.unroute(OSM_TILES);
  await page.route(OSM_TILES, (route) =>
    tiles === 'answering' ? route.fulfill({ contentType: 'image/png', body: TILE_PNG }) : route.abort(),
  );
  await page.goto('/addDevice');
  await map().locator('.map-picker-plain-base canvas').first().waitFor();
  await page.getByTestId('map-picker').scrollIntoViewIfNeeded();
}

describe('picking a device position on the map', () => {
  it('picks lat/lng by a click without tiles, and fills the address by reverse geocoding', async () => {
    await openForm('unreachable');
    await expect.poll(() => page.getByTestId('map-picker-note').textContent()).toContain('could not be loaded');
    const centre = await centreOf(map());
    const click = { x: centre.x + 150, y: centre.y + 40 };
    await page.mouse.click(click.x, click.y);
    await expect.poll(() => page.locator('#lat').inputValue()).not.toBe('');
    const [lat, lng] = [await field('lat'), await field('lng')];
    // The country view is centred on 35.2 N 104.3 E: right and down of it is east and south.
    expect(lat).toBeLessThan(35.2);
    expect(lng).toBeGreaterThan(104.3);
    const place = await apiCall<{ address: string }>(
      baseUrl,
      await token(page),
      'GET',
      `/util/reverseGeocoding?lat=${lat}&lon=${lng}`,
    );
    await expect.poll(() => page.getByTestId('address-input').inputValue()).toBe(place.address);
    const dot = await centreOf(marker());
    expect(Math.abs(dot.x - click.x)).toBeLessThan(2);
    expect(Math.abs(dot.y - click.y)).toBeLessThan(2);
  });

  it('moves the marker to an address found by geocoding', async () => {
    await page.getByTestId('address-input').fill('杭州市西湖区');
    await page.getByTestId('address-locate').click();
    await expect.poll(() => field('lat')).toBeCloseTo(30.26, 1);
    expect(await field('lng')).toBeCloseTo(120.13, 1);
    const centre = await centreOf(map());
    await expect
      .poll(async () => {
        const dot = await centreOf(marker());
        return Math.hypot(dot.x - centre.x, dot.y - centre.y);
      })
      .toBeLessThan(2);
    await expect.poll(() => marker().count()).toBe(1);
  });

  it('saves the picked position with the device', async () => {
    const stamp = Date.now().toString(36);
    await page.locator('#name').fill(`Map gateway ${stamp}`);
    await page.locator('#identity').fill(`map-${stamp}`);
    await page.getByTestId('map-picker').scrollIntoViewIfNeeded();
    const centre = await centreOf(map());
    await page.mouse.click(centre.x - 60, centre.y + 30);
    await expect.poll(() => field('lng')).toBeLessThan(120.13);
    const [lat, lng] = [await field('lat'), await field('lng')];
    await page.getByTestId('device-save').click();
    await page.getByTestId('device-secret').waitFor();
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal');
    await expect.poll(() => dialog.textContent()).toContain(`gw/map-${stamp}/data`);
    await dialog.locator('.ant-btn-primary').click();
    await page.waitForURL((url) => /^\/hardware\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const device = await apiCall<{ lat: number; lng: number; county: string }>(
      baseUrl,
      await token(page),
      'GET',
      `/device/${id}`,
    );
    expect(device).toMatchObject({ lat, lng });
    expect(device.county).toBeTruthy();
    await apiCall(baseUrl, await token(page), 'DELETE', `/device/${id}`);
  });

  it('draws the tiles of the configured tile server when it answers', async () => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://tile.openstreetmap.org/')) requested.push(request.url());
    });
    await openForm('answering');
    await map().locator('img.leaflet-tile-loaded').first().waitFor();
    expect(requested.every((url) => /^https:\/\/tile\.openstreetmap\.org\/4\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(requested.length).toBeGreaterThan(0);
    expect(await page.getByTestId('map-picker-note').count()).toBe(0);
  });

  it('works with no tile server configured (IOT_MAP_TILE_URL empty)', async () => {
    await page.route('**/admin/api/apply/checkAddressIsTrue/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, mapTiles: { url: '', attribution: '' } } },
      });
    });
    await openForm('answering');
    await expect.poll(() => page.getByTestId('map-picker-note').textContent()).toContain('No map tiles configured');
    const centre = await centreOf(map());
    await page.mouse.click(centre.x, centre.y);
    await expect.poll(() => field('lat')).toBeCloseTo(35.2, 1);
    expect(await map().locator('img.leaflet-tile').count()).toBe(0);
    await page.unroute('**/admin/api/apply/checkAddressIsTrue/**');
  });

  it('takes screenshots of the map in both languages', async () => {
    for (const language of ['en-US', 'zh-CN'] as Language[]) {
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      await openForm('unreachable');
      await page.getByTestId('address-input').fill('杭州市西湖区');
      await page.getByTestId('address-locate').click();
      await marker().waitFor();
      await page.getByTestId('map-picker').scrollIntoViewIfNeeded();
      await shoot(page, `${language}-1366-add-device-map`);
    }
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  });
});
