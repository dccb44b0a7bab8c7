import type { Page } from 'playwright-core';

/** Where the canvas (the element with test id `canvasTestId`) draws the middle of a pen, in page pixels. */
export async function penCentre(page: Page, canvasTestId: string, penId: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((id) => {
    const meta2d = (
      globalThis as unknown as {
        meta2d: {
          store: {
            pens: Record<
              string,
              { calculative: { worldRect: { x: number; y: number; width: number; height: number } } }
            >;
            data: { x: number; y: number };
          };
        };
      }
    ).meta2d;
    const rect = meta2d.store.pens[id]!.calculative.worldRect;
    return { x: rect.x + meta2d.store.data.x + rect.width / 2, y: rect.y + meta2d.store.data.y + rect.height / 2 };
  }, penId);
  const box = (await page.getByTestId(canvasTestId).boundingBox())!;
  return { x: box.x + point.x, y: box.y + point.y };
}
