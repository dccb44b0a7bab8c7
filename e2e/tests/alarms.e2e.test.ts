import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.js';
import { launchBrowser, newContext, storageItem, waitForPath, type Language } from '../support/browser.js';
import { login, token } from '../support/console.js';
import { shoot } from '../support/screens.js';
import { pickHardware } from '../support/pickers.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const identity = `alarm-${stamp}`;
const deviceName = `E2E boiler room ${stamp}`;
const alarmDesc = `Outlet temperature too high ${stamp}`;
/** A 1x1 PNG: the server checks an image's bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let gateway: MqttClient;
let apiToken = '';
let deviceId = 0;
let variableId = 0;
let firstRecordId = 0;
const reminderIds: number[] = [];

const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const alarmTable = () => page.getByTestId('table-page-alertInfo');
const alarmRows = () => alarmTable().locator('.ant-table-tbody tr.ant-table-row');
const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiCall<T>(baseUrl, apiToken, method, path, body);

/** Resolves once the page's live connection has subscribed to its notice topics. */
function noticesSubscribed(target: Page): Promise<void> {
  return new Promise((resolve) => {
    target.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('/alarm/#')) resolve();
      }),
    );
  });
}

/** When (ms, this process's clock) each alarm notice reached the page's live connection. */
function noticeArrivals(target: Page): number[] {
  const times: number[] = [];
  target.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      // One frame may carry several MQTT messages.
      const at = performance.now();
      for (const _ of String(payload).matchAll(/\/alarm\/\d/g)) times.push(at);
    }),
  );
  return times;
}

/** Opens the alarm list and waits until the header listens for notices. */
async function openAlarmList(): Promise<void> {
  const subscribed = noticesSubscribed(page);
  await page.goto('/alertInfo');
  await alarmTable().waitFor();
  await subscribed;
}

/** The gateway sends a normal value, then one above the upper limit: a new alarm. */
async function raiseAlarm(value: number): Promise<void> {
  const topic = `gw/${identity}/data`;
  await gateway.publishAsync(topic, JSON.stringify({ values: { temp: 20 } }), { qos: 1 });
  await gateway.publishAsync(topic, JSON.stringify({ values: { temp: value } }), { qos: 1 });
}

async function showOwnAlarms(): Promise<void> {
  await alarmTable().getByTestId('query-form').locator('#variableName').fill('temp');
  await alarmTable().getByTestId('alarm-devices').click();
  const picker = page.getByTestId('device-picker');
  await pickHardware(picker, deviceName, identity);
  await modal().locator('.ant-btn-primary').click();
  await alarmTable().getByTestId('query-submit').click();
}

async function openConfigDialog(variable = 'temp'): Promise<void> {
  await page.goto(`/hardware/${deviceId}`);
  await page.getByTestId('device-detail').locator('.ant-tabs-tab').nth(1).click();
  const row = page.getByTestId('variables-table').locator('tr.ant-table-row', { hasText: variable });
  await row.getByTestId('alarm-config-open').click();
  await modal().getByTestId('alarm-config-form').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US', width: 1366, height: 768 });
  page = await context.newPage();
  await login(page, 'demoAdmin');
  apiToken = await token(page);
  const device = await api<{ id: number; secret: string }>('POST', '/device', {
    name: deviceName,
    identity,
    modelName: '20',
    networkWay: '4G',
  });
  deviceId = device.id;
  variableId = (
    await api<{ id: number }>('POST', '/variable', {
      deviceId,
      name: 'temp',
      unit: '°C',
      description: 'Outlet temperature',
    })
  ).id;
  gateway = await mqtt.connectAsync(`${baseUrl.replace(/^http/, 'ws')}/mqtt`, {
    clientId: identity,
    username: identity,
    password: device.secret,
    reconnectPeriod: 0,
  });
});
afterAll(async () => {
  await gateway?.endAsync();
  if (deviceId) await api('DELETE', `/device/${deviceId}`).catch(() => undefined);
  for (const id of reminderIds) await api('DELETE', `/user/${id}`).catch(() => undefined);
  await browser.close();
});

describe('alarms', () => {
  it('saves an alarm config from the variable list (model 20 shows the filtering fields)', async () => {
    await openConfigDialog();
    const form = modal().getByTestId('alarm-config-form');
    expect(await form.getByTestId('alarm-config-enable').getAttribute('aria-checked')).toBe('true');
    expect(await form.getByTestId('alarm-filtering').count()).toBe(1);
    await form.getByTestId('alarm-config-desc').fill(alarmDesc);
    await form.getByTestId('alarm-limit-upper').fill('abc');
    await form.getByTestId('alarm-limit-upper').fill('50');
    await modal().locator('.ant-btn-primary').click();
    await modal().waitFor({ state: 'detached' });
    const config = await api<{ id: number; upperLimit: number; upperLevel: number; enable: number } | null>(
      'GET',
      `/alertConfig/detail/${variableId}?varType=1`,
    );
    expect(config).toMatchObject({ upperLimit: 50, upperLevel: 2, enable: 1 });
  });

  it('loads the saved config again and saves it with PUT', async () => {
    await openConfigDialog();
    const upper = modal().getByTestId('alarm-limit-upper');
    expect(await upper.inputValue()).toBe('50');
    const put = page.waitForRequest((request) => request.url().endsWith('/alertConfig') && request.method() === 'PUT');
    await modal().locator('.ant-btn-primary').click();
    await put;
    await modal().waitFor({ state: 'detached' });
  });

  it('offers the edge rule for a switch value: 0 to 1 by default, or 1 to 0', async () => {
    const pump = await api<{ id: number }>('POST', '/variable', { deviceId, name: 'pump', dataType: 'switch_value' });
    await openConfigDialog('pump');
    expect(await modal().getByTestId('alarm-limit-upper').count()).toBe(0);
    // The dialog sets its initial values as it opens, which can undo a click made during that moment.
    const edge = modal().getByRole('radio', { name: 'it changes from 1 to 0' });
    await expect
      .poll(async () => {
        await edge.click();
        return edge.isChecked();
      })
      .toBe(true);
    await modal().locator('.ant-btn-primary').click();
    await modal().waitFor({ state: 'detached' });
    const config = await api<{ limitDataType: number; switchValue: boolean; switchLevel: number }>(
      'GET',
      `/alertConfig/detail/${pump.id}?varType=1`,
    );
    expect(config).toMatchObject({ limitDataType: 1, switchValue: false, switchLevel: 1 });
  });

  it('lists the alarm a gateway raises and shows its notice; the notice leads to the detail', async () => {
    await openAlarmList();
    await raiseAlarm(80);
    const notice = page.getByTestId('notice-alarm');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain(alarmDesc);
    await showOwnAlarms();
    await expect.poll(() => alarmRows().filter({ hasText: alarmDesc }).count(), { timeout: 10_000 }).toBe(1);
    expect(await alarmRows().first().textContent()).toContain('Unprocessed');
    // The detail opens in place of the list; back finds the list as it was (same query).
    await alarmRows().first().getByTestId('alarm-detail-open').click();
    expect(await page.getByTestId('alarm-detail-title').textContent()).toBe(alarmDesc);
    expect(await page.getByTestId('alarm-records').isVisible()).toBe(false);
    await page.getByTestId('alarm-back').click();
    await alarmTable().waitFor();
    expect(await alarmRows().count()).toBe(1);
    expect(await page.getByTestId('alarm-detail').count()).toBe(0);

    await notice.click();
    await waitForPath(page, '/alertRecord');
    firstRecordId = Number(new URL(page.url()).searchParams.get('alarmRecordId'));
    expect(firstRecordId).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('notice-alarm').count()).toBe(0);
    expect(await page.getByTestId('alarm-detail-title').textContent()).toBe(alarmDesc);
    expect(await page.getByTestId('alarm-process-time').textContent()).toBe('- -');
  });

  it('confirms the alarm, which then shows as manually confirmed', async () => {
    await page.getByTestId('alarm-confirm').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    const state = page.getByTestId('alarm-detail').getByTestId('alarm-process-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('1');
    expect(await state.textContent()).toContain('Manually confirmed');
    expect(await page.getByTestId('alarm-confirm').count()).toBe(0);
    expect(await page.getByTestId('alarm-process-time').textContent()).not.toBe('- -');
  });

  it('adds a follow-up with an image and reminder users; the content is required', async () => {
    const userId = JSON.parse((await storageItem(page, 'info')) ?? '{}').id as number;
    const { companyId } = await api<{ companyId: number }>('GET', `/user/${userId}`);
    for (let i = 1; i <= 18; i += 1) {
      const created = await api<{ id: number }>('POST', '/user', {
        nickName: `Operator ${String(i).padStart(2, '0')}`,
        username: `rem${i}-${stamp}`,
        password: 'Remind#12345',
        companyId,
        userType: 4,
      });
      reminderIds.push(created.id);
    }
    await api('POST', '/alarmRecord/follow/create', {
      recordId: firstRecordId,
      content: 'Called the night shift; the circulation pump was restarted.',
      list: reminderIds,
    });

    await page.getByTestId('follow-add').click();
    // The follow-up dialog opens over the record's: wait for it, or the click lands on the one below.
    await page.getByTestId('follow-content').waitFor();
    await modal().locator('.ant-btn-primary').click();
    await expect.poll(() => modal().locator('.ant-form-item-explain-error').count()).toBe(1);
    await modal().getByTestId('follow-content').fill('Cooling water valve opened to 80 %.');
    await modal()
      .locator('input[type="file"]')
      .setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG });
    await modal().getByTestId('follow-users').click();
    for (const name of ['Operator 01', 'Operator 02']) {
      await page.keyboard.type(name);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
    }
    await modal().locator('.ant-modal-title').click();
    await modal().locator('.ant-btn-primary').click();
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });

    const cards = page.getByTestId('follow-card');
    await expect.poll(() => cards.count()).toBe(2);
    const added = cards.filter({ hasText: 'Cooling water valve' });
    expect(await added.getByTestId('follow-reminder').count()).toBe(2);
    const image = added.locator('.ant-image img');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBe(1);
    const crowded = cards.filter({ hasText: 'night shift' });
    expect(await crowded.getByTestId('follow-reminder').count()).toBe(15);
    await crowded.getByTestId('follow-reminders-more').hover();
    await expect.poll(() => page.getByTestId('follow-reminders-all').locator('.ant-tag').count()).toBe(18);
  });

  it('refreshes the detail and deletes a follow-up after a confirmation', async () => {
    await api('POST', '/alarmRecord/follow/create', { recordId: firstRecordId, content: 'Temporary note', list: [] });
    const cards = page.getByTestId('follow-card');
    await page.getByTestId('alarm-refresh').click();
    await expect.poll(() => cards.count()).toBe(3);
    await cards.filter({ hasText: 'Temporary note' }).getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => cards.count()).toBe(2);
  });

  it('keeps at most six notices on screen and drops one that follows within 100 ms', async () => {
    const pressure = await api<{ id: number }>('POST', '/variable', { deviceId, name: 'pressure', unit: 'MPa' });
    await api('POST', '/alertConfig', { variableId: pressure.id, upperLimit: 10, alertDesc: `Pressure high ${stamp}` });
    const arrivals = noticeArrivals(page);
    await openAlarmList();
    const notices = page.getByTestId('notice-alarm');
    const topic = `gw/${identity}/data`;
    await gateway.publishAsync(topic, JSON.stringify({ values: { temp: 20, pressure: 1 } }), { qos: 1 });
    // Two alarms from one message: when they reach the browser within 100 ms, the second is dropped.
    await gateway.publishAsync(topic, JSON.stringify({ values: { temp: 90, pressure: 50 } }), { qos: 1 });
    await expect.poll(() => arrivals.length, { timeout: 15_000 }).toBe(2);
    await page.waitForTimeout(500);
    const gap = (arrivals[1] ?? 0) - (arrivals[0] ?? 0);
    const shown = await notices.count();
    if (gap < 60) expect(shown).toBe(1);
    if (gap > 150) expect(shown).toBe(2);
    for (let i = 0; i < 7; i += 1) {
      await page.waitForTimeout(250);
      await raiseAlarm(70 + i);
    }
    await expect.poll(() => notices.filter({ hasText: '76' }).count(), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(await notices.count()).toBe(6);
    await page.getByTestId('notices').click();
    await expect.poll(() => page.getByTestId('notice-list').locator('.ant-list-item').count()).toBe(shown + 7);
    await page.getByTestId('notices').click();
    await notices.last().click();
    await waitForPath(page, '/alertRecord');
    await expect.poll(() => notices.count()).toBe(0);
  });

  it('shows the snapshot tab when it is opened', async () => {
    await page.goto(`/alertRecord?alarmRecordId=${firstRecordId}`);
    await page.getByTestId('alarm-detail').locator('.ant-tabs-tab').nth(1).click();
    await page.getByTestId('alarm-snapshot').waitFor();
    await expect.poll(() => page.getByTestId('alarm-snapshot').textContent()).toContain('temp');
  });

  it('sends the time filters: a period, or a custom range as yyyy-MM-dd HH:mm:ss', async () => {
    await page.goto('/alertInfo');
    await alarmTable().waitFor();
    /** The `param` of the next list call that has `key`. */
    const nextParam = (key: string) =>
      page
        .waitForRequest((request) => {
          if (!request.url().endsWith('/admin/api/alarmRecord') || request.method() !== 'POST') return false;
          return key in (request.postDataJSON() as { param: object }).param;
        })
        .then((request) => (request.postDataJSON() as { param: Record<string, unknown> }).param);
    const timeType = alarmTable().getByTestId('alarm-time-type');
    const period = nextParam('timeType');
    await timeType.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'This week' }).click();
    expect(await period).toMatchObject({ type: 0, timeType: 1 });
    await timeType.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Custom range' }).click();
    const custom = nextParam('startTime');
    const range = alarmTable().locator('.ant-picker-range');
    await range.locator('input').first().click();
    await range.locator('input').first().fill('2026-01-02 03:04:05');
    await page.keyboard.press('Enter');
    await range.locator('input').last().fill('2026-02-03 04:05:06');
    await page.keyboard.press('Enter');
    expect(await custom).toMatchObject({
      timeType: -1,
      startTime: '2026-01-02 03:04:05',
      endTime: '2026-02-03 04:05:06',
    });
  });

  it('shows an error and closes the detail opened without an id', async () => {
    await page.goto('/alertInfo');
    await alarmTable().waitFor();
    await page.goto('/alertRecord');
    await page.locator('.ant-message-error', { hasText: 'No alarm record id' }).waitFor();
    await waitForPath(page, '/dashboard');
  });

  it('draws the embeddable alarm table with the colours of its address', async () => {
    await page.goto(`/warring?did=${deviceId}&hc=%23003366&bc=0a1a2f&bbc=%2300a0e9&bw=2`);
    await expect.poll(() => page.getByTestId('warring-row').count()).toBeGreaterThan(0);
    const style = await page.getByTestId('warring').evaluate((el) => {
      const computed = getComputedStyle(el);
      return { background: computed.backgroundColor, border: computed.borderTopWidth };
    });
    expect(style).toEqual({ background: 'rgb(10, 26, 47)', border: '2px' });
    expect(
      await page
        .locator('.warring th')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(0, 51, 102)');
    await page.goto(`/warring?did=${deviceId}&wartype=2`);
    await page.getByTestId('warring-empty').waitFor();
  });

  it('takes screenshots of the alarm screens in both languages', async () => {
    for (const language of ['en-US', 'zh-CN'] as Language[]) {
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      const tag = `${language}-1366`;
      await openAlarmList();
      await raiseAlarm(language === 'en-US' ? 85 : 90);
      await page.getByTestId('notice-alarm').first().waitFor({ timeout: 15_000 });
      await alarmTable().getByTestId('alarm-list-type').locator('.ant-segmented-item').nth(1).click();
      await expect.poll(() => alarmRows().count()).toBeGreaterThan(1);
      await shoot(page, `${tag}-alarm-notices`);
      await page.getByTestId('notices').click();
      await page.getByTestId('notice-list').waitFor();
      await shoot(page, `${tag}-alarm-notice-list`);
      await page.getByTestId('notices').click();
      await page.evaluate(() =>
        document.querySelectorAll<HTMLElement>('.ant-notification-notice-close').forEach((x) => x.click()),
      );
      await shoot(page, `${tag}-alarm-list`);
      await page.route('**/admin/api/alarmRecord', (route) =>
        route.fulfill({ json: { code: 200, msg: 'ok', data: { records: [], total: 0 } } }),
      );
      await page.goto('/alertInfo');
      await alarmTable().locator('.ant-empty').waitFor();
      await shoot(page, `${tag}-alarm-list-empty`);
      await page.unroute('**/admin/api/alarmRecord');
      await page.goto(`/alertRecord?alarmRecordId=${firstRecordId}`);
      await page.getByTestId('follow-card').first().waitFor();
      await shoot(page, `${tag}-alarm-detail`);
      await page.getByTestId('follow-reminders-more').hover();
      await page.getByTestId('follow-reminders-all').waitFor();
      await shoot(page, `${tag}-alarm-reminders`);
      await page.goto(`/warring?did=${deviceId}`);
      await page.getByTestId('warring-row').first().waitFor();
      await shoot(page, `${tag}-warring`);
      await openConfigDialog();
      await shoot(page, `${tag}-alarm-config`);
      await page.keyboard.press('Escape');
    }
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  });
});
