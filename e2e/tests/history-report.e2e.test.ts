import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { login } from '../support/console.js';
import { shoot as shootScreen } from '../support/screens.js';
import { pickHardware } from '../support/pickers.js';

const baseUrl = inject('baseUrl');
const MINUTE = 60_000;
const stamp = Date.now().toString(36);
const identity = `hist-${stamp}`;
const deviceName = `History gateway ${stamp}`;
const customName = `Double temp ${stamp}`;

let browser: Browser;
let page: Page;
let token = '';
let deviceId = 0;

/** Every value written through the ingest endpoint, per variable: ts → value. */
const written = { temp: new Map<number, number>(), pump: new Map<number, number>(), flow: new Map<number, number>() };
const customWritten = new Map<number, number>();

// Known series on whole minutes: a ramp each hour, a switch every 45 minutes, a 7-minute saw.
const series = {
  temp: (m: number) => 20 + (m % 60) / 4,
  pump: (m: number) => Math.floor(m / 45) % 2,
  flow: (m: number) => 100 + (m % 7) * 3,
};

interface Point {
  time: string;
  value: number | null;
}

/** What the server should answer for a bucket: the average, or the last value for the switch. */
function expected(values: Map<number, number>, from: number, to: number, last: boolean): number | null {
  const inside = [...values].filter(([ts]) => ts >= from && ts < to).sort((a, b) => a[0] - b[0]);
  if (inside.length === 0) return null;
  if (last) return inside[inside.length - 1]![1];
  return Math.round((inside.reduce((sum, [, v]) => sum + v, 0) / inside.length) * 100) / 100;
}

/** Bucket times are `yyyy-MM-dd HH:mm:ss` in the server's zone, which is this machine's. */
const msOf = (time: string) => new Date(time.replace(' ', 'T')).getTime();

function checkKnown(points: Point[], values: Map<number, number>, intervalMs: number, last = false): void {
  for (const point of points) {
    const want = expected(values, msOf(point.time), msOf(point.time) + intervalMs, last);
    if (want === null) expect(point.value, point.time).toBeNull();
    else expect(Math.abs(point.value! - want), `${point.time}: ${point.value} vs ${want}`).toBeLessThan(0.006);
  }
}

async function ingest(secret: string, payloads: { ts: number; values: Record<string, number> }[]): Promise<void> {
  for (let i = 0; i < payloads.length; i += 1000) {
    const batch = payloads.slice(i, i + 1000);
    const response = await fetch(`${baseUrl}/api/gw/${identity}/data`, {
      method: 'POST',
      headers: { Authorization: `Device ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
    });
    const { data } = (await response.json()) as { data: { accepted: number } };
    expect(data.accepted).toBe(batch.reduce((sum, p) => sum + Object.keys(p.values).length, 0));
    // A gateway may send 5,000 values a second: let the bucket refill before the next 3,000.
    if (i + 1000 < payloads.length) await new Promise((resolve) => setTimeout(resolve, 700));
  }
  for (const { ts, values } of payloads) {
    for (const [name, value] of Object.entries(values)) written[name as keyof typeof written].set(ts, value);
  }
}

/** A shot of the viewport; `result` scrolls the chart or table to the top of it first. */
async function shoot(name: string, result = false): Promise<void> {
  if (result) await page.getByTestId('report-result').evaluate((card) => card.scrollIntoView({ block: 'start' }));
  await shootScreen(page, name);
}

const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const message = () => page.locator('.ant-message-notice').last();
const rangeInputs = () => page.getByTestId('history-report').locator('.ant-picker-input input');
const tableRows = () => page.getByTestId('report-table').locator('.ant-table-tbody tr.ant-table-row');

/** The point-value answers of the next query, by variable name. */
function pointAnswers(count: number): Promise<Map<string, Point[]>> {
  const answers = new Map<string, Point[]>();
  return new Promise((resolve) => {
    const onResponse = (response: Response) => {
      if (!response.url().includes('/influxDevice/getDevicePointValue')) return;
      const { code } = JSON.parse(response.request().postData() ?? '{}') as { code: string };
      void response.json().then((body: { data: Point[] }) => {
        answers.set(code, body.data);
        if (answers.size === count) {
          page.off('response', onResponse);
          resolve(answers);
        }
      });
    };
    page.on('response', onResponse);
  });
}

async function chooseRange(preset: string): Promise<void> {
  await rangeInputs().first().click();
  await page.locator('.ant-picker-presets li', { hasText: preset }).click();
}

async function chooseInterval(label: string): Promise<void> {
  await page.getByTestId('report-interval').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).click();
}

async function query(count: number): Promise<Map<string, Point[]>> {
  const answers = pointAnswers(count);
  await page.getByTestId('report-query').click();
  return answers;
}

/** Waits until the chart has drawn `series` lines of `points` points. */
async function chartDrawn(series: number, points: number): Promise<void> {
  await page.locator(`[data-testid="history-chart"][data-drawn="${series}x${points}"]`).waitFor();
}

beforeAll(async () => {
  const session = await apiLogin(baseUrl, 'demoAdmin');
  token = session.token;
  const device = await apiCall<{ id: number; secret: string }>(baseUrl, token, 'POST', '/device', {
    name: deviceName,
    identity,
  });
  deviceId = device.id;
  const variable = (name: string, unit: string, dataType: string) =>
    apiCall<{ id: number }>(baseUrl, token, 'POST', '/variable', { deviceId, name, unit, dataType, decimalPlaces: 2 });
  const temp = await variable('temp', '°C', 'float');
  await variable('pump', '', 'switch_value');
  await variable('flow', 'm³/h', 'float');
  // Three days of one value a minute, through the real ingest path.
  const now = Math.floor(Date.now() / MINUTE);
  const payloads = [];
  for (let m = now - 3 * 1440; m < now; m++) {
    payloads.push({ ts: m * MINUTE, values: { temp: series.temp(m), pump: series.pump(m), flow: series.flow(m) } });
  }
  await ingest(device.secret, payloads);
  // Custom data computed from temp: stored as points of its own when a new temp arrives.
  const repertory = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/customdata/repertory', {
    name: `History ${stamp}`,
  });
  const custom = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/customdata', {
    repertoryId: repertory.id,
    name: customName,
    type: 1,
    unit: '°C',
    config: { expression: 't * 2', bindings: { t: { kind: 'variable', id: temp.id } } },
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // Only a value newer than the latest recomputes the item, which is stored at the time of that value.
  const computedAt = [(now - 1) * MINUTE + 20_000, (now - 1) * MINUTE + 40_000];
  for (const [ts, value] of [
    [computedAt[0]!, 50],
    [computedAt[1]!, 60],
  ] as const) {
    await ingest(device.secret, [{ ts, values: { temp: value } }]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }
  const perSecond = await apiCall<Point[]>(baseUrl, token, 'POST', '/influxDevice/getDevicePointValue', {
    code: String(custom.id),
    type: 1,
    starttime: (now - 1) * MINUTE,
    endtime: now * MINUTE,
    spaceNumber: 1 / 3600,
  });
  const computed = perSecond.filter((p) => p.value !== null);
  expect(computed.map((p) => p.value)).toEqual([100, 120]);
  expect(computed.map((p) => msOf(p.time))).toEqual(computedAt);
  for (const p of computed) customWritten.set(msOf(p.time), p.value!);

  browser = await launchBrowser();
  const context = await newContext(browser, baseUrl, { language: 'zh-CN', width: 1366, height: 768 });
  page = await context.newPage();
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await login(page, 'demoAdmin');
});

afterAll(async () => {
  await browser?.close();
  if (deviceId) await apiCall(baseUrl, token, 'DELETE', `/device/${deviceId}`);
});

describe('history report', () => {
  it('starts empty, and asks for variables and for both times', async () => {
    await page.goto('/reportfrom');
    await page.getByTestId('report-empty').waitFor();
    // Default range: the last 7 days (since midnight six days ago); default interval 30 minutes.
    const start = await rangeInputs().first().inputValue();
    const today = new Date();
    expect(start).toBe(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6).toLocaleString('sv-SE'));
    await expect.poll(() => page.getByTestId('report-interval').textContent()).toContain('30分钟');
    await shoot('zh-CN-1366-history-report-empty');
    await page.getByTestId('report-query').click();
    await expect.poll(() => message().textContent()).toContain('请选择变量');
    await page.getByTestId('history-report').locator('.ant-picker-clear').click({ force: true });
    await pickSources();
    await page.getByTestId('report-query').click();
    await expect.poll(() => message().textContent()).toContain('请选择开始时间和结束时间');
  });

  it('shows the known series in the chart and the table, as the API answers them', async () => {
    await chooseRange('最近24小时');
    const answers = await query(4);
    for (const name of ['temp', 'pump']) expect(answers.get(name)!.length).toBeGreaterThanOrEqual(48);
    checkKnown(answers.get('temp')!, written.temp, 30 * MINUTE);
    checkKnown(answers.get('pump')!, written.pump, 30 * MINUTE, true);
    checkKnown(answers.get('flow')!, written.flow, 30 * MINUTE);
    await chartDrawn(4, answers.get('temp')!.length);
    await page.getByTestId('report-result').evaluate((card) => card.scrollIntoView({ block: 'start' }));
    const chart = (await page.getByTestId('history-chart').boundingBox())!;
    await page.mouse.move(chart.x + chart.width * 0.6, chart.y + chart.height * 0.5);
    await page.locator('.history-chart-tooltip', { hasText: `${deviceName} · temp` }).waitFor();
    await shoot('zh-CN-1366-history-report-chart');

    await page.getByTestId('report-view').getByText('表格').click();
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '50' }).click();
    const temp = answers.get('temp')!;
    await expect.poll(() => tableRows().count()).toBe(temp.length);
    const headers = await page.getByTestId('report-table').locator('thead th').allTextContents();
    const column = (name: string) => headers.findIndex((h) => h.includes(` · ${name}`) || h.startsWith(name));
    const cells = await tableRows().evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
    const custom = answers.get([...answers.keys()].find((code) => /^\d+$/.test(code))!)!;
    checkKnown(custom, customWritten, 30 * MINUTE);
    const columns: [string, Point[]][] = [
      ...['temp', 'pump', 'flow'].map((n) => [n, answers.get(n)!] as [string, Point[]]),
      [customName, custom],
    ];
    cells.forEach((row, i) => {
      expect(row[0]).toBe(temp[i]!.time);
      for (const [name, points] of columns) {
        const value = points[i]!.value;
        expect(row[column(name)], `${name} at ${row[0]}`).toBe(value === null ? '-' : String(value));
      }
    });
    await shoot('zh-CN-1366-history-report-table', true);
  });

  it('exports the rows to CSV and XLSX', async () => {
    const csv = await download('report-export-csv');
    expect(csv.name).toMatch(/\.csv$/);
    const text = readFileSync(csv.path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    const rowCount = await tableRows().count();
    expect(lines).toHaveLength(rowCount + 1);
    expect(lines[0]).toContain(`${deviceName} · temp (°C)`);
    const tableFirst = await tableRows().first().locator('td').allTextContents();
    expect(lines[1]!.split(',').map((v) => v || '-')).toEqual(tableFirst);

    const xlsx = await download('report-export-xlsx');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.path);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(rowCount + 1);
    const rows = lines.map((line) => line.split(','));
    for (let r = 1; r <= sheet.rowCount; r++) {
      const want = rows[r - 1]!.map((cell, c) => (r > 1 && c > 0 && cell !== '' ? Number(cell) : cell));
      const values = want.map((_, c) => sheet.getRow(r).getCell(c + 1).value ?? '');
      expect(values, `row ${r}`).toEqual(want);
    }
  });

  it('adjusts a range of more than 500 points and says so, with the longest range', async () => {
    await page.getByTestId('report-view').getByText('曲线').click();
    await chooseInterval('1分钟');
    await expect.poll(() => page.getByTestId('report-max-hours').textContent()).toContain('8.33');
    await chooseRange('近7天');
    const answers = await query(4);
    await expect.poll(() => message().textContent()).toContain('数据量过大，已自动调整');
    expect(await message().textContent()).toContain('8.33');
    for (const points of answers.values()) expect(points).toHaveLength(500);
    checkKnown(answers.get('temp')!, written.temp, MINUTE);
    checkKnown(answers.get('pump')!, written.pump, MINUTE, true);
    const [start, end] = await Promise.all([rangeInputs().first().inputValue(), rangeInputs().last().inputValue()]);
    expect(msOf(end) - msOf(start)).toBeLessThanOrEqual(500 * MINUTE);
    await chartDrawn(4, 500);
    await shoot('zh-CN-1366-history-report-adjusted');
    // Drawing 4 x 500 points anew (table → chart), three times: the longest main-thread task of each.
    const longest = [];
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('report-view').getByText('表格').click();
      await tableRows().first().waitFor();
      const longTasks = await watchLongTasks();
      await page.getByTestId('report-view').getByText('曲线').click();
      await chartDrawn(4, 500);
      longest.push(Math.max(0, ...(await longTasks())));
    }
    console.log(`chart of 4 x 500 points drawn anew: longest task ${longest.join(', ')} ms`);
    expect(Math.min(...longest)).toBeLessThan(500);
  });

  it('widens a range of fewer than 2 points', async () => {
    await chooseInterval('1天');
    await chooseRange('最近8小时');
    const answers = await query(4);
    await expect.poll(() => message().textContent()).toContain('数据点不足');
    for (const points of answers.values()) expect(points.length).toBeGreaterThanOrEqual(2);
  });

  it('opens the history of a variable from the device detail, with a data-point count', async () => {
    await page.goto(`/hardware/${deviceId}`);
    await page.getByTestId('device-detail').locator('.ant-tabs-tab').nth(1).click();
    const row = page.getByTestId('variables-table').locator('tr.ant-table-row', { hasText: 'temp' });
    const first = pointAnswers(1);
    await row.getByTestId('variable-history').click();
    const hundred = (await first).get('temp')!;
    // One hour in 100 points: 36 s each, from the raw points.
    expect(hundred).toHaveLength(100);
    checkKnown(hundred, written.temp, 36_000);
    await chartDrawn(1, 100);
    await shoot('zh-CN-1366-variable-history');
    const next = pointAnswers(1);
    await page.getByTestId('history-points').fill('10');
    const ten = (await next).get('temp')!;
    expect(ten).toHaveLength(10);
    checkKnown(ten, written.temp, 6 * MINUTE);
    await modal().locator('.ant-modal-close').click();
  });

  it('opens the history of a custom data item from its list', async () => {
    await page.goto('/cusDataShare');
    await page.getByTestId('repertory-tree').getByText(`History ${stamp}`).click();
    const row = page.locator('tr.ant-table-row', { hasText: customName });
    const answers = pointAnswers(1);
    await row.getByTestId('variable-history').click();
    const points = [...(await answers).values()][0]!;
    expect(points).toHaveLength(100);
    // Stored at the second it was computed: the two values share a 36 s bucket or not.
    const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect([100, 110, 120]).toContain(value);
    await chartDrawn(1, 100);
    await modal().locator('.ant-modal-close').click();
  });

  it('takes the screenshots in English', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await page.goto('/reportfrom');
    await page.getByTestId('report-empty').waitFor();
    await shoot('en-US-1366-history-report-empty');
    await pickSources();
    await chooseRange('Last 24 hours');
    const answers = await query(4);
    await chartDrawn(4, answers.get('temp')!.length);
    await shoot('en-US-1366-history-report-chart', true);
    await page.getByTestId('report-view').getByText('Table').click();
    await tableRows().first().waitFor();
    await shoot('en-US-1366-history-report-table', true);
    await page.getByTestId('report-view').getByText('Chart').click();
    await chooseInterval('1 minute');
    await chooseRange('Last 7 days');
    await query(4);
    await expect.poll(() => message().textContent()).toContain('Too much data, adjusted automatically');
    await chartDrawn(4, 500);
    await shoot('en-US-1366-history-report-adjusted');
    await page.goto(`/hardware/${deviceId}`);
    await page.getByTestId('device-detail').locator('.ant-tabs-tab').nth(1).click();
    const pump = page.getByTestId('variables-table').locator('tr.ant-table-row', { hasText: 'pump' });
    await pump.getByTestId('variable-history').click();
    await chartDrawn(1, 100);
    await shoot('en-US-1366-variable-history');
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  });

  it('leads to the custom report', async () => {
    await page.goto('/reportfrom');
    await page.getByTestId('report-custom').click();
    await page.waitForURL((url) => url.pathname === '/monlucky');
  });
});

/** Devices, then temp, pump and flow of the device and the custom data item. */
async function pickSources(): Promise<void> {
  await page.getByTestId('report-choose-devices').click();
  await pickHardware(page.getByTestId('device-picker'), deviceName, identity);
  await modal().locator('.ant-btn-primary').click();
  await page.getByTestId('report-device').filter({ hasText: deviceName }).waitFor();
  await page.getByTestId('report-choose-variables').click();
  const picker = page.getByTestId('variable-picker');
  await picker.getByTestId('picker-variable-name').fill(customName);
  await picker.locator('tr.ant-table-row', { hasText: customName }).locator('.ant-checkbox-input').check();
  await picker.getByTestId('picker-variable-name').fill('');
  await picker.locator('.ant-tabs-tab', { hasText: deviceName }).click();
  for (const name of ['temp', 'pump', 'flow']) {
    const row = picker.locator('tr.ant-table-row:visible').filter({ has: page.getByText(name, { exact: true }) });
    await row.locator('.ant-checkbox-input').check();
  }
  await modal().locator('.ant-btn-primary').click();
  await expect.poll(() => page.getByTestId('report-variable').count()).toBe(4);
}

async function download(testId: string): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), path: await file.path() };
}

/** Starts recording main-thread tasks longer than 50 ms; the returned function reads them. */
async function watchLongTasks(): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(Math.round(e.duration)))).observe({
      type: 'longtask',
    });
  });
  return () => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
}
