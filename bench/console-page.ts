import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './platform.js';

/** A 1920 × 1080 page of the console, signed in as the platform admin, with the side menu style. */
export async function adminConsolePage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } })).newPage();
  await page.goto('/login');
  await page.evaluate(`localStorage.setItem('radioMenu', '0')`);
  await page.locator('input[autocomplete="username"]').fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}
