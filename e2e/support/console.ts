import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './server.js';
import { storageItem, waitForPath, type Language } from './browser.js';

export const ACCOUNTS = {
  admin: { account: 'admin', password: ADMIN_PASSWORD },
  demoAdmin: { account: 'demo-admin', password: DEMO_PASSWORD },
  demoUser: { account: 'demo-user', password: DEMO_PASSWORD },
  demoNoMenu: { account: 'demo-nomenu', password: DEMO_PASSWORD },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** An account a test made itself (registered, or created through the API). */
export interface Credentials {
  account: string;
  password: string;
}

export async function fillLogin(page: Page, name: AccountName | Credentials): Promise<void> {
  const { account, password } = typeof name === 'string' ? ACCOUNTS[name] : name;
  await page.goto('/login');
  await page.getByTestId('login-form').waitFor();
  await page.locator('input[autocomplete="username"]').fill(account);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Logs in and waits for the first page. `menuStyle` is stored first so that the first-login chooser
 * does not cover the page (the chooser has its own test).
 */
export async function login(
  page: Page,
  name: AccountName | Credentials,
  menuStyle: 'side' | 'drawer' | null = 'side',
): Promise<void> {
  await page.goto('/login');
  if (menuStyle)
    await page.evaluate((style) => localStorage.setItem('radioMenu', style === 'drawer' ? '1' : '0'), menuStyle);
  await fillLogin(page, name);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByTestId('user-menu').waitFor();
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await waitForPath(page, '/login');
}

export async function token(page: Page): Promise<string> {
  const value = await storageItem(page, 'token');
  if (!value) throw new Error('no token stored');
  return value;
}

/** The keys (path + search) of the open page tabs, in order. */
export function tabKeys(page: Page): Promise<string[]> {
  return page.getByTestId('page-tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-key') ?? ''));
}

/** Waits until the full-screen menu has finished sliding in (a screenshot taken sooner cuts it off). */
export async function waitForDrawerOpen(page: Page): Promise<void> {
  await page.locator('.drawer-menu-tile').first().waitFor();
  await page.waitForFunction(() => {
    const wrapper = document.querySelector('.drawer-menu .ant-drawer-content-wrapper');
    return wrapper !== null && !wrapper.className.includes('motion');
  });
}

/** Switches a logged-in page's language through the stored choice and waits for the shell to load again. */
export async function setLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
  // Leaving the page while its session still loads can drop the token (the guard takes the aborted load for a refusal).
  await page.getByTestId('user-menu').waitFor();
}
