import type {
  CameraRecord,
  DashboardDeviceDetail,
  DashboardOverview,
  DeviceDetail,
  OverviewCounters,
} from '@iot/contract';
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
});
afterAll(async () => {
  await browser.close();
});

const overview = async (filter: { isonline?: 0 | 1 } = {}) =>
  apiCall<DashboardOverview>(baseUrl, await token(page), 'POST', '/monitor/visual/new', filter);
const detail = async (deviceId: number) =>
  apiCall<DashboardDeviceDetail>(
    baseUrl,
    await token(page),
    'POST',
    `/monitor/visual/device?timeType=1&deviceId=${deviceId}`,
  );

/** The counters the page shows, by their baseFacts name. */
async function shownCounters(): Promise<Record<string, number>> {
  const cells: [string, number][] = await page
    .locator('[data-testid^="counter-"]')
    .evaluateAll((nodes) =>
      nodes.map((node): [string, number] => [
        node.getAttribute('data-testid')!.slice('counter-'.length),
        Number(node.textContent),
      ]),
    );
  return Object.fromEntries(cells);
}

const rows = () => page.locator('[data-testid="dashboard-lists"] .ant-table-row');

/** The pie legends' names, each with its count (`Overdue 1`). */
const legendNames = (pie: string) =>
  page
    .getByTestId(`${pie}-legend`)
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => `${li.querySelector('span')!.textContent} ${li.querySelector('b')!.textContent}`),
    );

/** Pie legend rows that do not show whole: a name cut at the side, or a row past the legend's edge. */
const cutLegendRows = () =>
  page.locator('[data-testid$="-pie-legend"] li').evaluateAll((items) =>
    items
      .filter((li) => {
        const name = li.querySelector('span')!;
        const row = li.getBoundingClientRect();
        const legend = li.parentElement!.getBoundingClientRect();
        return name.scrollWidth > name.clientWidth || row.top < legend.top - 0.5 || row.bottom > legend.bottom + 0.5;
      })
      .map((li) => li.textContent),
  );

/**
 * Overview counters whose label does not show whole: cut at the side, or past its cell's or the panel's
 * edge (a label wrapped out of sight).
 */
const cutCounterLabels = () =>
  page.locator('.dashboard-counter span').evaluateAll((labels) =>
    labels
      .filter((label) => {
        const box = label.getBoundingClientRect();
        const cell = label.parentElement!.getBoundingClientRect();
        const panel = label.closest('.dashboard-panel-body')!.getBoundingClientRect();
        return (
          label.scrollWidth > label.clientWidth ||
          box.right > cell.right + 0.5 ||
          box.bottom > cell.bottom + 0.5 ||
          cell.bottom > panel.bottom + 0.5
        );
      })
      .map((label) => label.textContent),
  );

/** Everything the screenshot test checks shows whole: pie legend rows and overview counter labels. */
async function expectNothingCut() {
  expect(await cutLegendRows()).toEqual([]);
  expect(await cutCounterLabels()).toEqual([]);
}

describe('visual monitoring dashboard', () => {
  it('is the demo administrator home view, with the counters the server counts', async () => {
    await login(page, 'demoAdmin');
    await page.goto('/dashboard');
    await page.getByTestId('dashboard').waitFor();
    await expect
      .poll(async () => {
        const facts: OverviewCounters = (await overview()).baseFacts;
        return JSON.stringify(await shownCounters()) === JSON.stringify({ ...facts });
      })
      .toBe(true);
    expect(await page.getByTestId('dashboard-clock').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('selects the first gateway, then another, and shows its live values and health score', async () => {
    const { devices } = await overview();
    expect(devices.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Gateways' }).click();
    await expect.poll(() => page.getByTestId('dashboard-device-name').textContent()).toBe(devices[0]!.name);

    const target = devices[devices.length > 1 ? 1 : 0]!;
    await rows().filter({ hasText: target.name }).first().click();
    await expect.poll(() => page.getByTestId('dashboard-device-name').textContent()).toBe(target.name);
    const answer = await detail(target.id);
    await expect
      .poll(() => page.locator('[data-testid="dashboard-variables"] .ant-table-row').count())
      .toBe(answer.variables.length);
    const score = page.getByTestId('dashboard-health-score');
    await expect.poll(() => score.textContent()).toBe(String(Math.round(answer.headlthScore.healthScore)));
    const colour = await score.evaluate((node) => getComputedStyle(node).color);
    expect(colour).toBe(answer.headlthScore.healthScore < 90 ? 'rgb(255, 77, 79)' : 'rgb(82, 196, 26)');
    expect(await page.getByTestId('dashboard-health-parts').textContent()).toContain(
      answer.headlthScore.onlineTimeScore.toFixed(1),
    );
  });

  it('changes the health period', async () => {
    await page.getByTestId('dashboard-health-period').getByText('This month').click();
    await page.getByTestId('dashboard-health-score').waitFor();
  });

  it('narrows the counters with the filter, confirmed', async () => {
    await page.getByTestId('dashboard-filter-button').click();
    await page.getByTestId('dashboard-filter-online').click();
    await page.locator('.ant-select-item-option', { hasText: 'Offline' }).click();
    await page.getByTestId('dashboard-filter-confirm').click();
    await expect
      .poll(async () => {
        const facts = (await overview({ isonline: 0 })).baseFacts;
        return JSON.stringify(await shownCounters()) === JSON.stringify({ ...facts });
      })
      .toBe(true);
    await page.getByTestId('dashboard-filter-button').click();
    await page.getByTestId('dashboard-filter').getByRole('button', { name: 'Reset' }).click();
    await page.getByTestId('dashboard-filter-confirm').click();
    await expect.poll(() => page.getByTestId('counter-hardwareNum').textContent()).not.toBe('0');
  });

  it("opens a marker's flow chart in the overlay from the region map, and closes it", async () => {
    const { devices } = await overview();
    const target = devices.find((d) => d.configFlowId !== null && d.lat !== null);
    if (!target) throw new Error('the demo binds a flow chart to a placed gateway');
    await page.getByTestId('dashboard-map-mode').getByText('Regions').click();
    const level = () => page.getByTestId('region-map').getAttribute('data-level');
    await expect.poll(level).toBe('100000');
    const place = await apiCall<DeviceDetail>(baseUrl, await token(page), 'GET', `/device/${target.id}`);
    const badge = (name: string) => page.locator(`.region-badge[title="${name}"]`);
    await badge(place.province!).click();
    await expect.poll(level).toMatch(/^\d{2}0000$/);
    if (place.city) {
      await badge(place.city).click();
      await expect.poll(level).toMatch(/^\d{4}00$/);
    }
    await page.locator('.region-badge:has(b)').first().click();
    const circle = page.locator(`.region-device[data-device="${target.id}"]`);
    await circle.click();
    await page.getByTestId('marker-popup').getByRole('button', { name: 'View flow chart' }).click();
    const overlay = page.getByTestId('dashboard-overlay');
    expect(await overlay.getAttribute('data-kind')).toBe('1');
    expect(await overlay.locator('iframe').getAttribute('src')).toBe(`/workspace?isid=${target.configFlowId}`);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
    await page.getByTestId('dashboard-map-mode').getByText('GIS').click();
  });

  it('generates a report from the report tab and shows it in the overlay', async () => {
    const lists = page.getByTestId('dashboard-lists');
    await lists.getByRole('tab', { name: 'Reports' }).click();
    const row = lists.locator('.ant-table-row').first();
    await row.waitFor();
    const name = (await row.locator('.ant-table-cell').first().textContent())!;
    const history = async () =>
      (await apiCall<{ total: number }>(baseUrl, await token(page), 'POST', '/report/history/searchPage', {})).total;
    const before = await history();
    await row.click();
    const overlay = page.getByTestId('dashboard-overlay');
    await overlay.waitFor();
    expect(await overlay.getAttribute('data-kind')).toBe('3');
    expect(await overlay.locator('header').textContent()).toContain(name);
    expect(await overlay.locator('iframe').getAttribute('src')).toMatch(/^\/luckyOff1\?id=\d+&type=\d&timeType=\d$/);
    await overlay.frameLocator('iframe').locator('.fortune-cell-area').waitFor();
    expect(await history()).toBe(before + 1);
    await shoot(page, 'en-US-dashboard-report-overlay', { idle: false });
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
    await lists.getByRole('tab', { name: 'Gateways' }).click();
  });

  it('pages the live camera feeds one camera at a time, with "No more data" at both ends', async () => {
    const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
      apiCall<T>(baseUrl, await token(page), method, path, body);
    const added: number[] = [];
    for (const name of ['E2E feed A', 'E2E feed B'])
      added.push(
        (
          await call<{ id: number }>('POST', '/camera', {
            channelName: name,
            type: 1,
            streamUrl: '/media/demo/index.m3u8',
          })
        ).id,
      );
    try {
      const cameras = await call<CameraRecord[]>('GET', '/camera/getCameraList');
      expect(cameras.length).toBeGreaterThanOrEqual(3);
      await page.reload();
      const panel = page.getByTestId('dashboard-cameras');
      const shown = () =>
        panel
          .locator('[data-camera]')
          .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-camera'))));
      const ids = cameras.map((camera) => camera.id);
      await expect.poll(shown, { timeout: 10_000 }).toEqual(ids.slice(0, 2));
      await expect
        .poll(() => panel.locator('[data-testid="video-player"][data-state="playing"]').count(), { timeout: 20_000 })
        .toBe(2);
      const noMore = page.locator('.ant-message-notice', { hasText: 'No more data' });
      await page.getByTestId('dashboard-camera-previous').click();
      await noMore.waitFor();
      expect(await shown()).toEqual(ids.slice(0, 2));
      for (let index = 1; index + 2 <= ids.length; index++) {
        await page.getByTestId('dashboard-camera-next').click();
        await expect.poll(shown).toEqual(ids.slice(index, index + 2));
      }
      expect(await page.getByTestId('dashboard-camera-position').textContent()).toBe(
        `${ids.length - 1}–${ids.length} of ${ids.length}`,
      );
      await noMore.waitFor({ state: 'detached' });
      await page.getByTestId('dashboard-camera-next').click();
      await noMore.waitFor();
      expect(await shown()).toEqual(ids.slice(-2));
      await page.getByTestId('dashboard-camera-previous').click();
      await expect.poll(shown).toEqual(ids.slice(-3, -1));
      await expect
        .poll(() => panel.locator('[data-testid="video-player"][data-state="playing"]').count(), { timeout: 20_000 })
        .toBe(2);
      await shoot(page, 'en-US-1366-dashboard-cameras', { idle: false });
    } finally {
      for (const id of added) await call('DELETE', `/camera/${id}`);
      await page.reload();
      await page.getByTestId('dashboard').waitFor();
    }
  });

  it('fits 1366×768 without scrolling', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const fit = await page.evaluate(() => ({
      bottom: document.querySelector('[data-testid="dashboard"]')!.getBoundingClientRect().bottom,
      page: document.scrollingElement!.scrollHeight,
      window: innerHeight,
    }));
    expect(fit.bottom).toBeLessThanOrEqual(fit.window);
    expect(fit.page).toBeLessThanOrEqual(fit.window);
  });

  it('looks right at 1366 and 1920 px in both languages, every pie legend name and counter label whole', async () => {
    await page.getByTestId('dashboard-gauge').and(page.locator('[data-drawn]')).waitFor();
    const { maintenanceRatio, alarmRecordTypeRatio } = await overview();
    const names = (pie: string, labels: string[], counts: { num: number }[]) =>
      expect
        .poll(async () => (await legendNames(pie)).slice(0, labels.length))
        .toEqual(labels.map((label, i) => `${label} ${counts[i]!.num}`));
    await names(
      'dashboard-maintenance-pie',
      ['Advance notice', 'Unhandled', 'Handled in time', 'Handled late', 'Overdue'],
      maintenanceRatio,
    );
    await names('dashboard-alarm-type-pie', ['Environment', 'Production safety', 'Threshold'], alarmRecordTypeRatio);
    await expectNothingCut();
    await shoot(page, 'en-US-1366-dashboard');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expectNothingCut();
    await shoot(page, 'en-US-1920-dashboard');
    await setLanguage(page, 'zh-CN');
    await page.getByTestId('dashboard-gauge').and(page.locator('[data-drawn]')).waitFor();
    await names(
      'dashboard-maintenance-pie',
      ['提前通知', '未处理', '及时处理', '超期处理', '超期未处理'],
      maintenanceRatio,
    );
    await page.getByTestId('dashboard-camera-previous').click();
    await page.locator('.ant-message-notice', { hasText: '无更多数据' }).waitFor();
    await expectNothingCut();
    await shoot(page, 'zh-CN-1920-dashboard');
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectNothingCut();
    await shoot(page, 'zh-CN-1366-dashboard');
  });
});
