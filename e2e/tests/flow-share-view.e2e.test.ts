import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { login } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'E2e#123456';

interface MenuNode {
  id: number;
  componentName: string;
  children: MenuNode[];
}

let browser: Browser;
/** In the department the flows are shared with, and outside it; both hold the share pages. */
let recipient: Page;
let bystander: Page;
let screen = 0;
let chart = 0;

/** The ids of the named pages with everything under them, and of the named groups alone. */
function grants(tree: MenuNode[], pages: string[], groups: string[]): number[] {
  const all = (node: MenuNode): number[] => [node.id, ...node.children.flatMap(all)];
  return tree.flatMap((node): number[] => {
    if (pages.includes(node.componentName)) return all(node);
    const below = grants(node.children, pages, groups);
    return groups.includes(node.componentName) || below.length > 0 ? [node.id, ...below] : below;
  });
}

/** What the canvas engine holds for a pen now. */
const penText = (page: Page, id: string) =>
  page.evaluate(
    (penId) =>
      (globalThis as unknown as { meta2d?: { store: { pens: Record<string, { text?: string }> } } }).meta2d?.store.pens[
        penId
      ]?.text,
    id,
  );

async function open(page: Page, path: string, language: Language): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.goto(path);
}

const message = (page: Page) => page.getByTestId('run-message').textContent();

beforeAll(async () => {
  const { token, user } = await apiLogin(baseUrl, 'demoAdmin');
  const tree = await apiCall<MenuNode[]>(baseUrl, token, 'GET', '/menu/tree');
  const role = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/role', {
    name: `Share recipients ${stamp}`,
    companyId: user.companyId,
    menuIds: grants(tree, ['dapingShareList', 'lewuleShareList'], []),
  });
  const dept = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/dept', {
    name: `Line 2 ${stamp}`,
    companyId: user.companyId,
  });
  const person = (name: string, deptId: number | null) =>
    apiCall(baseUrl, token, 'POST', '/user', {
      nickName: `${name} ${stamp}`,
      username: `e2e_${name}_${stamp}`,
      password: PASSWORD,
      companyId: user.companyId,
      roleIds: [role.id],
      deptId,
    });
  await person('recipient', dept.id);
  await person('bystander', null);
  const pens = [
    {
      id: 'title',
      name: 'text',
      x: 20,
      y: 20,
      width: 360,
      height: 40,
      text: 'Line 2 pumps',
      fontSize: 24,
      textColor: '#cfd8dc',
    },
    {
      id: 'clock',
      name: 'time',
      x: 20,
      y: 80,
      width: 360,
      height: 40,
      timeFormat: 'YYYY-MM-DD HH:mm:ss WW',
      textColor: '#cfd8dc',
    },
  ];
  const flow = async (name: string, type: 0 | 1, kind: 'screen' | 'flowChart') => {
    const { id } = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/configflow', {
      name: `${name} ${stamp}`,
      type,
      publish: 1,
      data: { version: 1, pens },
    });
    await apiCall(baseUrl, token, 'PUT', '/share', { kind, thingId: id, targets: [{ type: 2, id: dept.id }] });
    return id;
  };
  screen = await flow('Shared screen', 1, 'screen');
  chart = await flow('Shared chart', 0, 'flowChart');

  browser = await launchBrowser();
  recipient = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(recipient, { account: `e2e_recipient_${stamp}`, password: PASSWORD });
  bystander = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
  await login(bystander, { account: `e2e_bystander_${stamp}`, password: PASSWORD });
});
afterAll(async () => {
  await browser.close();
});

describe('flows shared with me (/dapingInfo, /lewuleInfo)', () => {
  it('runs a screen shared with my department, read-only, in both languages', async () => {
    for (const language of ['en-US', 'zh-CN'] as const) {
      await open(recipient, `/dapingInfo?id=${screen}`, language);
      await expect.poll(() => penText(recipient, 'title'), { timeout: 10_000 }).toBe('Line 2 pumps');
      await expect.poll(() => penText(recipient, 'clock')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \S+$/);
      const weekday = (await penText(recipient, 'clock'))!.split(' ')[2];
      expect(weekday).toMatch(language === 'zh-CN' ? /^星期[日一二三四五六]$/ : /day$/);
      // Run mode: the canvas is locked (preview), nothing can be edited.
      const locked = await recipient.evaluate(
        () => (globalThis as unknown as { meta2d: { store: { data: { locked: number } } } }).meta2d.store.data.locked,
      );
      expect(locked).toBe(1);
      await shoot(recipient, `shared-screen-${language}`);
    }
  });

  it('runs a flow chart shared with my department, and not a screen as a flow chart', async () => {
    await open(recipient, `/lewuleInfo?id=${chart}`, 'en-US');
    await expect.poll(() => penText(recipient, 'title'), { timeout: 10_000 }).toBe('Line 2 pumps');
    await open(recipient, `/lewuleInfo?id=${screen}`, 'en-US');
    await expect.poll(() => message(recipient)).toContain('does not exist');
  });

  it('opens a screen shared with me from my screen shares page', async () => {
    await open(recipient, '/dapingShareList', 'en-US');
    const row = recipient
      .locator('[data-testid="table-page-dapingShareList"]:visible .ant-table-tbody tr.ant-table-row')
      .filter({ hasText: `Shared screen ${stamp}` });
    const [popup] = await Promise.all([recipient.waitForEvent('popup'), row.getByTestId('row-view').click()]);
    await popup.waitForURL(`**/dapingInfo?id=${screen}`);
    await expect.poll(() => penText(popup, 'title'), { timeout: 10_000 }).toBe('Line 2 pumps');
    await popup.close();
  });

  it('refuses a flow not shared with me, saying so in my language', async () => {
    const texts = {
      'en-US': ['This screen is not shared with you', 'This flow chart is not shared with you'],
      'zh-CN': ['此大屏未分享给你', '此流程图未分享给你'],
    } as const;
    for (const language of ['en-US', 'zh-CN'] as const) {
      await open(bystander, `/dapingInfo?id=${screen}`, language);
      await expect.poll(() => message(bystander)).toBe(texts[language][0]);
      expect(await penText(bystander, 'title')).toBeUndefined();
      await shoot(bystander, `shared-screen-refused-${language}`);
      await open(bystander, `/lewuleInfo?id=${chart}`, language);
      await expect.poll(() => message(bystander)).toBe(texts[language][1]);
    }
  });

  it('says so when no flow is named', async () => {
    await open(bystander, '/dapingInfo', 'en-US');
    await expect.poll(() => message(bystander)).toBe('No screen was named');
  });
});
