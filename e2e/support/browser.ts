import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export type Language = 'zh-CN' | 'en-US';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface ContextOptions {
  language?: Language;
  width?: number;
  height?: number;
}

/** A fresh profile (empty localStorage) whose browser language is `language`. */
export function newContext(browser: Browser, baseUrl: string, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    locale: options.language ?? 'zh-CN',
    viewport: { width: options.width ?? 1366, height: options.height ?? 768 },
    acceptDownloads: true,
  });
}

/** Paths are relative to the context's base URL. */
export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)));
}

export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** Visible text lines that look like raw i18n keys (`common.save`): a missing translation. */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(line));
}
