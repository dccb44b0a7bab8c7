import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Filters the hardware tab of an open device picker by `name` and ticks the row of `identity`.
 * The filter is debounced and then asks the server; the table re-renders (and shows its spinner)
 * while it loads, so the row is ticked only once every row shown matches the filter and the
 * table is still, and ticked again if a late re-render swallowed the click.
 */
export async function pickHardware(picker: Locator, name: string, identity: string): Promise<void> {
  await picker.getByTestId('picker-hardware-name').fill(name);
  const rows = picker.locator('tr.ant-table-row');
  await expect
    .poll(
      async () => {
        const shown = await rows.count();
        const matching = await rows.filter({ hasText: name }).count();
        const loading = await picker.locator('.ant-spin-spinning').count();
        return shown > 0 && shown === matching && loading === 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const box = rows.filter({ hasText: identity }).locator('.ant-checkbox-input');
  await expect
    .poll(
      async () => {
        await box.check({ timeout: 2_000 }).catch(() => undefined);
        return box.isChecked();
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}
