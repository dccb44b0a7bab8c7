import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, storageItem, untranslatedKeys } from '../support/browser.js';
import { login } from '../support/console.js';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
let browser: Browser;
let context: BrowserContext;
let page: Page;
const flows = { screen: 0, chart: 0, draft: 0 };

const cells = () => page.getByTestId('wall-cell');
const frames = () => page.getByTestId('wall-frame');

async function pick(cell: number, name: string): Promise<void> {
  await cells().nth(cell).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
}

beforeAll(async () => {
  const { token } = await apiLogin(baseUrl, 'demoAdmin');
  const create = async (name: string, type: number, publish: number) =>
    (await apiCall<{ id: number }>(baseUrl, token, 'POST', '/configflow', { name, type, publish })).id;
  flows.screen = await create(`Wall screen ${stamp}`, 1, 1);
  flows.chart = await create(`Wall chart ${stamp}`, 0, 1);
  flows.draft = await create(`Wall draft ${stamp}`, 1, 0);
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { language: 'en-US' });
  page = await context.newPage();
  await login(page, 'demoAdmin');
});
afterAll(async () => {
  await browser.close();
});

describe('the monitoring wall', () => {
  it('offers published flows in two groups and shows the chosen one as a run-mode frame', async () => {
    await page.goto('/customMonitor');
    await expect.poll(() => cells().count()).toBe(4);
    await cells().nth(0).locator('.ant-select').click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect
      .poll(() => dropdown.locator('.ant-select-item-group').allTextContents())
      .toEqual(['Screens', 'Flow charts']);
    const options = await dropdown.locator('.ant-select-item-option').allTextContents();
    expect(options).toContain(`Wall screen ${stamp}`);
    expect(options).toContain(`Wall chart ${stamp}`);
    expect(options).not.toContain(`Wall draft ${stamp}`);
    await page.keyboard.press('Escape');
    await pick(0, `Wall screen ${stamp}`);
    await expect.poll(() => frames().first().getAttribute('src')).toBe(`/workspace?isid=${flows.screen}`);
    expect(await untranslatedKeys(page)).toEqual([]);
  });

  it('keeps its layout and choices over a reload, in siteList', async () => {
    await page.getByTestId('wall-bar-toggle').click();
    await page.getByTestId('wall-bar').getByText('9 cells').click();
    await expect.poll(() => cells().count()).toBe(9);
    await pick(8, `Wall chart ${stamp}`);
    await page.reload();
    await expect.poll(() => cells().count()).toBe(9);
    await expect
      .poll(() => frames().evaluateAll((all) => all.map((f) => f.getAttribute('src'))))
      .toEqual([`/workspace?isid=${flows.screen}`, `/workspace?isid=${flows.chart}`]);
    expect(JSON.parse((await storageItem(page, 'siteList')) ?? '{}')).toMatchObject({ layout: 9 });
  });

  it('clears a cell, and hides its bottom bar a second after opening', async () => {
    await expect.poll(() => page.getByTestId('wall-bar').getAttribute('class')).toBe('wall-bar');
    await cells().nth(8).hover();
    await cells().nth(8).getByTestId('wall-clear').click();
    await expect.poll(() => frames().count()).toBe(1);
    await expect.poll(() => cells().nth(8).locator('.ant-select').count()).toBe(1);
  });
});

describe('the embedded pages', () => {
  it('/installApp shows the address as a QR code, and the console is an installable web app', async () => {
    await page.goto('/installApp');
    await expect.poll(() => page.getByTestId('install-address').textContent()).toBe(`${baseUrl}/`);
    await expect.poll(() => page.getByTestId('install-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { icons: { sizes: string }[] };
    expect(manifest.icons.map((icon) => icon.sizes)).toContain('512x512');
    expect((await fetch(`${baseUrl}/sw.js`)).status).toBe(200);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
      .toBe(true);
  });

  it('/percentage is a loading page', async () => {
    await page.goto('/percentage');
    await expect.poll(() => page.getByTestId('loading-page').textContent()).toBe('Loading…');
  });
});
