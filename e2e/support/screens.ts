import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { untranslatedKeys } from './browser.js';

export const SCREENS_DIR = fileURLToPath(new URL('../.screens/', import.meta.url));

/**
 * Saves `e2e/.screens/{name}.png` once the page has settled (network idle, no running animation: a
 * dialog shot mid-motion is cut off) and shows no raw translation key. `idle: false` where a frame on
 * the page keeps Playwright's network-idle state from ever coming.
 */
export async function shoot(page: Page, name: string, { idle = true } = {}): Promise<void> {
  if (idle) await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 3000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  expect(await untranslatedKeys(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS_DIR}${name}.png` });
}
