import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Sends values the way a gateway does over HTTP. */
export async function sendGatewayValues(
  baseUrl: string,
  gateway: { identity: string; secret: string },
  values: Record<string, number>,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/gw/${gateway.identity}/data`, {
    method: 'POST',
    headers: { Authorization: `Device ${gateway.secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ values }),
  });
  expect(response.status).toBe(200);
}

/** What the run mode's canvas engine holds for a pen now. */
export const penState = (page: Page, id: string) =>
  page.evaluate((penId) => {
    const pen = (globalThis as unknown as { meta2d?: { store: { pens: Record<string, Record<string, unknown>> } } })
      .meta2d?.store.pens[penId];
    return pen ? { text: pen.text, background: pen.background, textColor: pen.textColor } : null;
  }, id);

/** The rule the run-mode tests bind with: background red above 50. */
export const RED_ABOVE_50 = '#c62828';

/** A pen's `data`: the variable's value to one decimal, and red above 50. */
export const levelBinding = (deviceId: number, varId: number) => ({
  data: [
    {
      msgType: '1',
      deviceId,
      varId,
      isDecimal: true,
      decimal: 1,
      dataProps: [{ name: 'high', type: 1, term: [{ min: 50 }], props: { background: RED_ABOVE_50 } }],
    },
  ],
});
