import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { login, setLanguage } from '../support/console.js';
import { shoot } from '../support/screens.js';
import { pickHardware } from '../support/pickers.js';

const baseUrl = inject('baseUrl');
const MINUTE = 60_000;
const stamp = Date.now().toString(36);
const identity = `rpt-${stamp}`;
const deviceName = `Report gateway ${stamp}`;
const reportName = `Daily sheet ${stamp}`;

let browser: Browser;
let page: Page;
let token = '';
let deviceId = 0;
let secret = '';
let reportId = 0;
let fileId = 0;
/** Every value written, ts → value. */
const written = new Map<number, number>();

const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();

async function ingest(payloads: { ts: number; values: Record<string, number> }[]): Promise<void> {
  const response = await fetch(`${baseUrl}/api/gw/${identity}/data`, {
    method: 'POST',
    headers: { Authorization: `Device ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payloads),
  });
  expect(response.ok).toBe(true);
  for (const { ts, values } of payloads) if (values.temp !== undefined) written.set(ts, values.temp);
}

/** Values of today's hour `h` (local time) as the server averages them (2 decimals). */
function hourAverage(h: number): number | null {
  const day = new Date();
  day.setHours(h, 0, 0, 0);
  const inside = [...written].filter(([ts]) => ts >= day.getTime() && ts < day.getTime() + 60 * MINUTE);
  if (inside.length === 0) return null;
  return Math.round((inside.reduce((sum, [, v]) => sum + v, 0) / inside.length) * 100) / 100;
}

/** Clicks cell (row, col), 0-based, of the grid: the default sizes are 73 × 19 px plus a 1 px line. */
async function clickCell(row: number, col: number): Promise<void> {
  const area = page.locator('.fortune-cell-area').first();
  const box = (await area.boundingBox())!;
  await page.mouse.click(box.x + col * 74 + 30, box.y + row * 20 + 10);
}

async function typeInCell(row: number, col: number, text: string): Promise<void> {
  await clickCell(row, col);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

async function select(testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** Binds the selected cell to the test device's temp variable. */
async function bindTemp(aggregation: string, fill: string, first: boolean): Promise<void> {
  await page.getByTestId('report-bind').click();
  const picker = page.getByTestId('variable-picker');
  if (first) {
    await picker.getByTestId('picker-choose-devices').click();
    await page.getByTestId('device-picker').waitFor();
    await pickHardware(page.getByTestId('device-picker'), deviceName, identity);
    await modal().locator('.ant-btn-primary').click();
    await page.getByTestId('device-picker').waitFor({ state: 'detached' });
  }
  await picker.locator('.ant-tabs-tab', { hasText: deviceName }).click();
  const variable = picker.locator('tr.ant-table-row:visible', { hasText: 'temp' });
  await variable.locator('.ant-checkbox-input').check();
  await page.getByTestId('binding-picked').waitFor();
  await select('binding-aggregation', aggregation);
  await select('binding-fill', fill);
}

beforeAll(async () => {
  const session = await apiLogin(baseUrl, 'demoAdmin');
  token = session.token;
  const device = await apiCall<{ id: number; secret: string }>(baseUrl, token, 'POST', '/device', {
    name: deviceName,
    identity,
  });
  deviceId = device.id;
  secret = device.secret;
  await apiCall(baseUrl, token, 'POST', '/variable', {
    deviceId,
    name: 'temp',
    unit: '°C',
    dataType: 'float',
    decimalPlaces: 2,
  });
  // Today from midnight: one value every 5 minutes (10 × hour + minutes / 10), up to a minute ago.
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const payloads = [];
  for (let ts = midnight.getTime(); ts < Date.now() - MINUTE; ts += 5 * MINUTE) {
    const at = new Date(ts);
    payloads.push({ ts, values: { temp: 10 * at.getHours() + at.getMinutes() / 10 } });
  }
  for (let i = 0; i < payloads.length; i += 500) await ingest(payloads.slice(i, i + 500));
  browser = await launchBrowser();
  const context = await newContext(browser, baseUrl, { language: 'en-US', width: 1366, height: 768 });
  page = await context.newPage();
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await login(page, 'demoAdmin');
});

afterAll(async () => {
  await browser?.close();
  if (reportId) await apiCall(baseUrl, token, 'DELETE', `/report/${reportId}`).catch(() => undefined);
  if (deviceId) await apiCall(baseUrl, token, 'DELETE', `/device/${deviceId}`);
});

describe('report grid', () => {
  it('builds a template with bound cells, refuses a missing name, saves', async () => {
    await page.goto('/lunkyInfo');
    await page.locator('.fortune-cell-area').waitFor();
    await typeInCell(0, 0, 'Daily temperature');
    await typeInCell(1, 0, 'Hour');
    await typeInCell(1, 1, 'Average');
    await typeInCell(0, 2, 'Max');
    // A3: the hours down the column; B3: each hour's average; D1: the day's maximum.
    await clickCell(2, 0);
    await expect.poll(() => page.getByTestId('report-selected-cell').textContent()).toContain('A3');
    await page.getByTestId('report-bind').click();
    await page.getByTestId('binding-source').getByText('Time (row/column)').click();
    await select('binding-fill', 'One cell per hour');
    await modal().locator('.ant-btn-primary').click();
    await clickCell(2, 1);
    await expect.poll(() => page.getByTestId('report-selected-cell').textContent()).toContain('B3');
    await bindTemp('Average', 'One cell per hour', true);
    await shoot(page, 'en-US-1366-report-binding-dialog');
    await modal().locator('.ant-btn-primary').click();
    await clickCell(0, 3);
    await expect.poll(() => page.getByTestId('report-selected-cell').textContent()).toContain('D1');
    await bindTemp('Maximum', 'None (whole period)', false);
    await modal().locator('.ant-btn-primary').click();
    const bound = page.getByTestId('report-bindings').locator('.report-binding-item');
    await expect
      .poll(() => bound.evaluateAll((items) => items.map((i) => i.getAttribute('data-cell'))))
      .toEqual(['D1', 'A3', 'B3']);
    // Without a name the form says so in the user's language.
    await page.getByTestId('report-save').click();
    await page.locator('.ant-form-item-explain-error', { hasText: 'required' }).first().waitFor();
    await page.getByTestId('report-name').fill(reportName);
    await shoot(page, 'en-US-1366-report-editor');
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/report') && r.request().method() === 'POST');
    await page.getByTestId('report-save').click();
    const body = (await (await saved).json()) as { data: { id: number } };
    reportId = body.data.id;
    await page.waitForURL(`**/lunkyInfo?id=${reportId}`);
    const stored = await apiCall<{
      bindings: { row: number; col: number; source: string; fill: string }[];
      sheets: { celldata: { r: number; c: number; v: { v?: unknown } }[] }[];
    }>(baseUrl, token, 'GET', `/report/${reportId}`);
    expect(stored.bindings.map((b) => [b.row, b.col, b.source, b.fill])).toEqual([
      [0, 3, 'variable', 'none'],
      [2, 0, 'time', 'hour'],
      [2, 1, 'variable', 'hour'],
    ]);
    const a1 = stored.sheets[0]!.celldata.find((c) => c.r === 0 && c.c === 0);
    expect(a1?.v.v).toBe('Daily temperature');
  });

  it('generates now and exports an XLSX with the numbers', async () => {
    const generated = page.waitForResponse((r) => r.url().includes(`/report/generate/${reportId}`));
    await page.getByTestId('report-generate').click();
    const file = ((await (await generated).json()) as { data: { id: number } }).data;
    fileId = file.id;
    await page.getByTestId('report-last-file').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('report-export').click();
    const path = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Daily temperature');
    expect(sheet.getCell('A3').value).toBe('00:00');
    expect(sheet.getCell('A4').value).toBe('01:00');
    expect(sheet.getCell('B3').value).toBe(hourAverage(0));
    const hour = new Date().getHours();
    if (hour > 0) expect(sheet.getCell('B4').value).toBe(hourAverage(1));
    expect(sheet.getCell('D1').value).toBe(Math.max(...written.values()));
  });

  it('opens the generated report read-only, in both languages and sizes', async () => {
    for (const [language, width] of [
      ['en-US', 1366],
      ['en-US', 1920],
      ['zh-CN', 1920],
      ['zh-CN', 1366],
    ] as [Language, number][]) {
      await page.setViewportSize({ width, height: width === 1920 ? 1080 : 768 });
      await page.goto(`/luckyOff?id=${fileId}`);
      await page.locator('.fortune-cell-area').waitFor();
      if ((await page.evaluate(() => document.documentElement.lang)) !== language) await setLanguage(page, language);
      await page.getByTestId('sheet-view-title').filter({ hasText: reportName }).waitFor();
      // Read-only: no toolbar, and typing changes nothing.
      expect(await page.locator('.fortune-toolbar').count()).toBe(0);
      await shoot(page, `${language}-${width}-report-generated`);
      await page.goto(`/lunkyInfo?id=${reportId}`);
      await page.locator('.fortune-cell-area').waitFor();
      await page.getByTestId('report-bindings').locator('.report-binding-item').first().waitFor();
      await shoot(page, `${language}-${width}-report-editor`);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    const download = page.waitForEvent('download');
    await page.goto(`/luckyOff?id=${fileId}`);
    await page.getByTestId('sheet-export').click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    expect(workbook.worksheets[0]!.getCell('B3').value).toBe(hourAverage(0));
  });

  it('shows a live value change from the gateway in the real-time report', async () => {
    await page.goto(`/luckyInfo?id=${reportId}`);
    const b3 = page.getByTestId('live-values').locator('[data-cell="B3"] .live-value');
    await b3.waitFor();
    await page.waitForTimeout(1000);
    await ingest([{ ts: Date.now(), values: { temp: 123.45 } }]);
    await expect.poll(() => b3.textContent(), { timeout: 10_000 }).toBe('123.45');
    await expect
      .poll(() => page.getByTestId('live-values').locator('[data-cell="D1"] .live-value').textContent())
      .toBe('123.45');
    await shoot(page, 'zh-CN-1366-report-live');
  });

  it('opens a shared report for its period, and starts a new template from a library one', async () => {
    await page.goto(`/luckyOff1?id=${reportId}&type=0&timeType=0`);
    await page.locator('.fortune-cell-area').waitFor();
    await page.getByTestId('sheet-view-title').filter({ hasText: reportName }).waitFor();
    expect(await page.locator('.fortune-toolbar').count()).toBe(0);
    const library = await apiCall<{ records: { id: number; name: string }[] }>(
      baseUrl,
      token,
      'POST',
      '/report/template/searchPage',
      { pageNum: 1, pageSize: 50 },
    );
    const builtIn = library.records[0]!;
    const template = await apiCall<{ bindings: unknown[] }>(baseUrl, token, 'GET', `/report/template/${builtIn.id}`);
    const reports = async () =>
      (await apiCall<{ total: number }>(baseUrl, token, 'POST', '/report/searchPage', {})).total;
    const before = await reports();
    await page.goto(`/lunkyInfo?template=${builtIn.id}`);
    // The page reads in Chinese: the template answers its name in the asker's language.
    const zh = await fetch(`${baseUrl}/admin/api/report/template/${builtIn.id}`, {
      headers: { Authorization: token, 'Accept-Language': 'zh-CN' },
    });
    const zhName = ((await zh.json()) as { data: { name: string } }).data.name;
    expect(zhName).not.toBe(builtIn.name);
    await expect.poll(() => page.getByTestId('report-name').inputValue()).toBe(zhName);
    await expect
      .poll(() => page.getByTestId('report-bindings').locator('.report-binding-item').count())
      .toBe(template.bindings.length);
    // Not saved: starting from the library makes no report yet.
    expect(await reports()).toBe(before);
  });

  it('fills a custom range read-only and exports it', async () => {
    await page.goto(`/monlucky?id=${reportId}`);
    await page.getByTestId('custom-fill').click();
    await page.locator('.fortune-cell-area').waitFor();
    await page.getByTestId('sheet-view-title').waitFor();
    await shoot(page, 'zh-CN-1366-report-custom');
    const download = page.waitForEvent('download');
    await page.getByTestId('sheet-export').click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    expect(workbook.worksheets[0]!.getCell('A1').value).toBe('Daily temperature');
  });
});
