import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.js';
import { launchBrowser, newContext, storageItem, waitForPath, type Language } from '../support/browser.js';
import { login, token } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let apiToken = '';
let deviceId = 0;
let planId = 0;
let recordId = 0;

const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiCall<T>(baseUrl, apiToken, method, path, body);

/** Resolves once the page's live connection has subscribed to its maintenance notices. */
function noticesSubscribed(target: Page): Promise<void> {
  return new Promise((resolve) => {
    target.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('/maintenance/#')) resolve();
      }),
    );
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US', width: 1366, height: 768 });
  page = await context.newPage();
  await login(page, 'demoAdmin');
  apiToken = await token(page);
  const me = JSON.parse((await storageItem(page, 'info')) ?? '{}') as { id: number };
  deviceId = (
    await api<{ id: number }>('POST', '/device', { name: `E2E compressor ${stamp}`, identity: `mnt-${stamp}` })
  ).id;
  planId = (
    await api<{ id: number }>('POST', '/mainPlan', {
      name: `Compressor service ${stamp}`,
      type: 3,
      targetType: 1,
      targetId: deviceId,
      graceMinutes: 120,
      checkItems: ['Oil level', 'Belt tension'],
      assignees: [{ type: 1, id: me.id }],
    })
  ).id;
});
afterAll(async () => {
  if (planId) await api('DELETE', `/mainPlan/${planId}`).catch(() => undefined);
  if (deviceId) await api('DELETE', `/device/${deviceId}`).catch(() => undefined);
  await browser.close();
});

describe('maintenance', () => {
  it('notices a new record to its assignee; the notice opens the record', async () => {
    const subscribed = noticesSubscribed(page);
    await page.goto('/deviceInfo');
    await subscribed;
    const notice = page
      .getByTestId('notice-maintenance')
      .filter({ hasText: `Compressor service ${stamp}` })
      .last();
    // The console drops a notice that comes within 100 ms of another (spec 4.3), and the demo gateways'
    // alarms reach this user too: a record whose notice fell in that window is followed by another.
    for (let attempt = 0; attempt < 3 && !(await notice.isVisible()); attempt++) {
      recordId = (await api<{ id: number }>('POST', `/mainPlan/record/${planId}`, {})).id;
      await notice.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Operations notice');
    await notice.click();
    await waitForPath(page, '/mainRecord');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(recordId));
    await page.getByTestId('record-form').waitFor();
    expect(await page.getByTestId('record-state').getAttribute('data-state')).toBe('1');
  });

  it('handles the record: results per check item, notes, done, then confirmation', async () => {
    const items = page.getByTestId('item-result');
    await items.nth(0).getByText('Passed').click();
    await items.nth(1).getByText('Failed').click();
    await page.getByTestId('record-notes').fill('Belt worn, replaced');
    await shoot(page, 'maintenance-record-open-en-1366');
    await page.getByTestId('record-done').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.locator('[data-testid="record-state"][data-state="2"]').waitFor();
    const stored = await api<{ result: number; items: { result: number }[]; notes: string; canConfirm: boolean }>(
      'GET',
      `/mainRecord/${recordId}`,
    );
    expect(stored).toMatchObject({ result: 1, items: [{ result: 0 }, { result: 1 }], notes: 'Belt worn, replaced' });
    await page.getByTestId('record-confirm').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.getByTestId('record-confirm').waitFor({ state: 'detached' });
    expect((await api<{ confirmed: number }>('GET', `/mainRecord/${recordId}`)).confirmed).toBe(1);
  });

  it('reads in both languages at both widths', async () => {
    for (const language of ['zh-CN', 'en-US'] as Language[]) {
      for (const width of [1366, 1920]) {
        const ctx = await newContext(browser, baseUrl, { language, width, height: 900 });
        const p = await ctx.newPage();
        await login(p, 'demoAdmin');
        await p.goto(`/mainRecord?id=${recordId}`);
        await p.getByTestId('record-form').waitFor();
        await shoot(p, `maintenance-record-done-${language}-${width}`);
        await ctx.close();
      }
    }
  });

  it('without an id, says so and leaves', async () => {
    await page.goto('/mainRecord');
    await page.locator('.ant-message-error').waitFor();
    await page.waitForURL((url) => url.pathname !== '/mainRecord');
  });
});
