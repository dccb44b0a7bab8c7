import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../../packages/server/src/test/fake-provider.js';
import { FAKE_WEATHER_KEY, startFakeQWeather } from '../../packages/server/src/modules/weather/test/fake-qweather.js';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, untranslatedKeys } from '../support/browser.js';
import { login } from '../support/console.js';
import { startLiveHls, type LiveHls } from '../support/live-hls.js';
import { shoot } from '../support/screens.js';
import { startServer, type RunningServer } from '../support/server.js';

// This file runs its own platform: its media origin and weather service are fakes the test starts.
let live: LiveHls;
let weather: FakeProvider;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cameraId: number;

const currentTime = () => page.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime);

beforeAll(async () => {
  live = await startLiveHls();
  weather = await startFakeQWeather(new Date().toISOString().slice(0, 10));
  server = await startServer({
    IOT_MEDIA_ORIGINS: live.origin,
    IOT_WEATHER_URL: weather.url,
    IOT_WEATHER_KEY: FAKE_WEATHER_KEY,
    IOT_PROVIDER_TIMEOUT_MS: '1500',
  });
  const { token } = await apiLogin(server.baseUrl, 'admin');
  cameraId = (
    await apiCall<{ id: number }>(server.baseUrl, token, 'POST', '/camera', {
      channelName: 'E2E live camera',
      type: 1,
      streamUrl: live.url,
    })
  ).id;
  browser = await launchBrowser();
  context = await newContext(browser, server.baseUrl, { language: 'en-US' });
  page = await context.newPage();
  await login(page, 'admin');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await live?.close();
  await weather?.close();
});

describe('video', () => {
  it('plays a live HLS stream in /localvideoc: the time advances', async () => {
    await page.goto(`/localvideoc?id=${cameraId}`);
    await expect.poll(currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
    const first = await currentTime();
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(first + 1);
    expect(await page.getByTestId('video-player').getAttribute('data-state')).toBe('playing');
    await shoot(page, 'media-localvideoc-en', { idle: false });
  });

  it('shows a retry when the stream stops, and plays again after it', async () => {
    live.serving = false;
    await page.getByTestId('video-retry').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('video-error').textContent()).toMatch(/stopped|cannot be played/);
    await shoot(page, 'media-localvideoc-stopped-en', { idle: false });
    live.serving = true;
    await page.getByTestId('video-retry').click();
    const before = await currentTime();
    await expect.poll(currentTime, { timeout: 20_000 }).toBeGreaterThan(before + 1);
  });

  it('shows the local videos of the company in a grid, the demo clip among them', async () => {
    await page.goto('/localvideoa');
    await page.getByTestId('video-grid').waitFor();
    expect(await page.getByTestId('video-player').count()).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => page.locator('[data-testid="video-player"][data-state="playing"]').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await shoot(page, 'media-localvideoa-en', { idle: false });
  });

  it('lists cameras by place in /maptovideo', async () => {
    await page.goto('/maptovideo');
    await page.getByTestId('maptovideo').waitFor();
    await expect.poll(() => page.getByTestId('video-player').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await untranslatedKeys(page)).toEqual([]);
    await shoot(page, 'media-maptovideo-en', { idle: false });
  });

  it('pages the camera grid one camera at a time in the 1-up layout', async () => {
    await page.goto('/maptovideo');
    const grid = page.getByTestId('maptovideo');
    await grid.getByTestId('video-player').first().waitFor();
    await grid.locator('label', { hasText: /^1$/ }).click();
    await expect.poll(() => grid.getByTestId('video-player').count()).toBe(1);
    const title = () => grid.locator('.video-title').first().textContent();
    const first = await title();
    await grid.locator('.ant-pagination-next').click();
    await expect.poll(title).not.toBe(first);
    expect(await grid.getByTestId('video-player').count()).toBe(1);
    await grid.locator('.ant-pagination-prev').click();
    await expect.poll(title).toBe(first);
  });
});

describe('weather', () => {
  it("shows the fake's forecast for a place", async () => {
    await page.goto('/weather?ad=杭州市&dn=3&fc=ffffff');
    await page.getByTestId('weather').waitFor();
    expect(await page.getByTestId('weather-day').count()).toBe(3);
    expect(await page.getByTestId('weather-range').first().textContent()).toBe('10° / 20°');
    expect(await page.getByTestId('weather-now').textContent()).toContain('18°');
    await shoot(page, 'media-weather-en');
  });

  it('says the weather is unavailable when the provider is down', async () => {
    weather.mode = 'down';
    await page.goto('/weather?ad=成都市');
    await page.getByTestId('weather-state').getByText('Weather unavailable').waitFor();
    expect(await page.getByTestId('weather-state').textContent()).toContain('cannot be reached');
    await shoot(page, 'media-weather-unavailable-en');
    weather.mode = 'ok';
  });
});

describe('file library', () => {
  const table = () => page.getByTestId('table-page-filesTable');
  const rows = () => table().locator('.ant-table-tbody tr.ant-table-row');
  const content = Buffer.from('Maintenance checklist\n1. seals\n2. bearings\n');

  it('uploads a file, lists it, downloads it and deletes it', async () => {
    await page.goto('/filesTable');
    await table().waitFor();
    await table()
      .locator('input[type="file"]')
      .setInputFiles({ name: 'checklist-e2e.txt', mimeType: 'text/plain', buffer: content });
    await page.getByTestId('upload-progress').waitFor();
    await expect.poll(() => table().getByText('checklist-e2e.txt').count()).toBe(1);
    await shoot(page, 'media-files-en');

    const row = rows().filter({ hasText: 'checklist-e2e.txt' });
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('file-download').click()]);
    expect(download.suggestedFilename()).toBe('checklist-e2e.txt');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).equals(content)).toBe(true);

    await row.getByTestId('row-delete').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => table().getByText('checklist-e2e.txt').count()).toBe(0);
  });
});

describe('device picture', () => {
  /** A 2x2 red PNG. */
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  );

  it("uploads a device's picture on its detail page and shows it", async () => {
    const { token } = await apiLogin(server.baseUrl, 'admin');
    // A device of its own: the demo devices already have pictures.
    const stamp = Date.now().toString(36);
    const device = await apiCall<{ id: number }>(server.baseUrl, token, 'POST', '/device', {
      name: `Picture ${stamp}`,
      identity: `picture-${stamp}`,
      lat: 31.23,
      lng: 121.47,
    });
    await page.goto(`/hardware/${device.id}`);
    const card = page.getByTestId('device-picture');
    await card.waitFor();
    await card.locator('input[type="file"]').setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: PNG });
    await card.locator('img').waitFor();
    const src = await card.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/admin\/api\/file\/devicePicture\/\d+\?exp=/);
    const marker = (
      await apiCall<{ id: number; pictureUrl: string | null }[]>(
        server.baseUrl,
        token,
        'GET',
        '/device/getDeviceCurrentUser',
      )
    ).find((m) => m.id === device.id);
    expect(marker?.pictureUrl).toBe(src);
    await shoot(page, 'media-device-picture-en');
  });
});

describe('in Chinese', () => {
  it('reads the video, weather and file pages in zh-CN at 1920 px', async () => {
    const zh = await newContext(browser, server.baseUrl, { language: 'zh-CN' });
    const zhPage = await zh.newPage();
    await zhPage.setViewportSize({ width: 1920, height: 1080 });
    await login(zhPage, 'admin');
    for (const [path, testId, shot] of [
      ['/maptovideo', 'maptovideo', 'media-maptovideo-zh-1920'],
      ['/weather?ad=杭州市&dn=4', 'weather', 'media-weather-zh-1920'],
      ['/filesTable', 'table-page-filesTable', 'media-files-zh-1920'],
    ] as const) {
      await zhPage.goto(path);
      await zhPage.getByTestId(testId).waitFor();
      expect(await untranslatedKeys(zhPage)).toEqual([]);
      await shoot(zhPage, shot, { idle: false });
    }
    expect(await zhPage.getByTestId('table-page-filesTable').textContent()).toMatch(/[\u4e00-\u9fff]/);
    await zh.close();
  });
});
