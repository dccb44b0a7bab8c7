import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.js';
import { launchBrowser, newContext, untranslatedKeys, type Language } from '../support/browser.js';
import { login, token } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const folderName = `Line A ${stamp}`;
const screenName = `Boiler room ${stamp}`;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const cards = () => page.getByTestId('flow-card');
const cardOf = (name: string): Locator => cards().filter({ hasText: name });
const dialogOk = () => page.locator('.ant-modal:visible .ant-modal-footer .ant-btn-primary').click();

async function search(name: string): Promise<void> {
  const input = page.getByTestId('flow-search').locator('input');
  await input.fill(name);
  await input.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
  await login(page, 'admin');
});
afterAll(async () => {
  await browser.close();
});

describe('flow lists', () => {
  it('creates a folder and a screen in it, finds it by name, publishes it, runs it and deletes it', async () => {
    await page.goto('/screen');
    await page.getByTestId('flow-list-screen').waitFor();
    await page.getByTestId('folder-add').click();
    await page.getByTestId('folder-name').fill(folderName);
    await dialogOk();
    await page.getByTestId(`folder-${folderName}`).click();
    await page.getByTestId('flow-empty').waitFor();

    await page.getByTestId('flow-create').click();
    await page.getByTestId('flow-name').fill(screenName);
    await dialogOk();
    await expect.poll(() => cards().allInnerTexts()).toEqual([expect.stringContaining(screenName)]);
    await expect.poll(() => page.getByTestId(`folder-${folderName}`).innerText()).toContain('1');

    await page.getByTestId('folder-all').click();
    await search(screenName);
    await expect.poll(() => cards().count()).toBe(1);
    const card = cardOf(screenName);
    expect(await card.getByTestId('flow-state').innerText()).toBe('Draft');
    await card.getByTestId('flow-publish').click();
    await expect.poll(() => card.getByTestId('flow-state').innerText()).toBe('Published');

    const id = Number(await card.getAttribute('data-flow-id'));
    const [run] = await Promise.all([context.waitForEvent('page'), card.getByTestId('flow-run').click()]);
    await run.getByTestId('run-mode').waitFor();
    expect(new URL(run.url()).pathname + new URL(run.url()).search).toBe(`/workspace?isid=${id}`);
    await run.close();

    await card.getByTestId('flow-edit').click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?id=${id}&type=dp`);
    expect(new URL(page.url()).pathname).toBe('/dEworkspace');
    await page.goBack();

    await search(screenName);
    await cardOf(screenName).getByTestId('flow-more').click();
    await page.getByTestId('flow-delete').click();
    await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
    await page.getByTestId('flow-empty').waitFor();
    const left = await apiCall<{ total: number }>(baseUrl, await token(page), 'GET', `/configflow/list?name=${stamp}`);
    expect(left.total).toBe(0);
    expect(await untranslatedKeys(page)).toEqual([]);
  });

  it('lists only flow charts under /mineTopo', async () => {
    const admin = await token(page);
    for (const [name, type] of [
      [`Chart ${stamp}`, 0],
      [`Screen ${stamp}`, 1],
    ] as const)
      await apiCall(baseUrl, admin, 'POST', '/configflow', { name, type });
    await page.goto('/mineTopo');
    await page.getByTestId('flow-list-mineTopo').waitFor();
    await search(stamp);
    await expect.poll(() => page.getByTestId('flow-card-name').allInnerTexts()).toEqual([`Chart ${stamp}`]);
  });
});

/** A thumbnail as the editor saves one: a PNG (here a shot of the console) uploaded as the flow's image. */
async function uploadThumbnail(admin: string): Promise<string> {
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 360 } });
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'thumbnail.png');
  const response = await fetch(`${baseUrl}/admin/api/configflow/uploadImage`, {
    method: 'POST',
    headers: { Authorization: admin },
    body,
  });
  return ((await response.json()) as { data: { url: string } }).data.url;
}

describe('an operator who only reads screens', () => {
  it('sees the screens with run only: no new, folder, edit, publish, share or delete', async () => {
    const operator = await (await newContext(browser, baseUrl, { language: 'en-US' })).newPage();
    await login(operator, 'demoUser');
    await operator.goto('/screen');
    await operator.getByTestId('flow-card').first().waitFor();
    const actions = await operator
      .locator('[data-testid="flow-card"] [data-testid^="flow-"]')
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-testid')))]);
    expect(actions.filter((id) => !['flow-card-name', 'flow-state'].includes(id ?? ''))).toEqual(['flow-run']);
    expect(await operator.getByTestId('flow-create').count()).toBe(0);
    expect(await operator.getByTestId('folder-add').count()).toBe(0);
    await operator.close();
  });
});

describe('the template library', () => {
  it('makes a screen from a template, then shows it in the screens list', async () => {
    const admin = await token(page);
    const template = `Tank farm template ${stamp}`;
    await apiCall(baseUrl, admin, 'POST', '/template/configflow', { name: template, type: 1 });
    await page.goto('/tempDaping');
    await search(stamp);
    await cardOf(template).getByTestId('flow-use').click();
    await page.getByTestId('flow-name').fill(`Tank farm ${stamp}`);
    await dialogOk();
    await page.getByTestId('flow-list-screen').waitFor();
    await search(stamp);
    await expect.poll(() => cardOf(`Tank farm ${stamp}`).innerText()).toContain('From a template');
  });
});

describe.each(['en-US', 'zh-CN'] as const)('flow list screenshots in %s', (language: Language) => {
  it('draws the cards, a thumbnail, a long name, the dialogs and the empty states at 1366 and 1920 px', async () => {
    const admin = await token(page);
    const long = `${'Waste water treatment plant, second clarifier and sludge line '.repeat(2)}${stamp}`.slice(0, 64);
    const image = await uploadThumbnail(admin);
    await apiCall(baseUrl, admin, 'POST', '/configflow', { name: long, type: 1, publish: 1, image });
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/screen');
      await page.getByTestId('flow-list-screen').waitFor();
      await shoot(page, `flow-list-screen-${language}-${width}`);
      await page.getByTestId('flow-create').click();
      await page.getByTestId('flow-name').waitFor();
      await shoot(page, `flow-list-create-${language}-${width}`);
      await page.keyboard.press('Escape');
      await cardOf(long).first().getByTestId('flow-more').click();
      await page.getByTestId('flow-share').click();
      await page.locator('.ant-modal:visible').getByText(long).first().waitFor();
      await shoot(page, `flow-list-share-${language}-${width}`);
      await page.keyboard.press('Escape');
      await page.goto('/lewuleTemplate');
      await page.getByTestId('flow-empty').getByTestId('flow-create').waitFor();
      await shoot(page, `flow-list-empty-${language}-${width}`);
      await search(`nothing ${stamp}`);
      await page.getByTestId('flow-empty').waitFor();
      await shoot(page, `flow-list-no-match-${language}-${width}`);
      await page.goto('/tempDaping');
      await page.getByTestId('flow-list-tempDaping').waitFor();
      await shoot(page, `flow-list-library-${language}-${width}`);
    }
  });
});
