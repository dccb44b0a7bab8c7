// A selection dragged on a 2,000-pen screen: drawn as the engine draws it (the still pens from the drag
// layer), every pen where it should be afterwards, lines following, snapping, undo and redo.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiLogin } from '../support/api.js';
import { launchBrowser, newContext, type Language } from '../support/browser.js';
import { penCentre } from '../support/canvas.js';
import { login } from '../support/console.js';
import { shoot } from '../support/screens.js';

const baseUrl = inject('baseUrl');
const PENS = 2000;
const COLUMNS = 50;
/** The grid starts right of an empty band, where the pump the selection is wired to stands. */
const LEFT = 120;
let browser: Browser;
let flowId = 0;

type Rect = { x: number; y: number; width: number; height: number };
interface PagePen {
  id: string;
  x: number;
  y: number;
  background?: string;
  connectedLines?: { lineId: string; anchor: string }[];
  calculative: { worldRect: Rect; worldAnchors: { id: string; x: number; y: number }[]; isDock?: boolean };
}
/** The part of the engine the test reads, on the page's global. */
interface PageEngine {
  store: { data: { pens: PagePen[]; x: number; y: number }; pens: Record<string, PagePen>; animates: Set<PagePen> };
  canvas: { offscreen: HTMLCanvasElement; lastRender: number; render: (force: boolean) => void };
  active: (pens: PagePen[]) => void;
  connectLine: (from: PagePen, to: PagePen) => PagePen;
  undo: () => void;
  redo: () => void;
}

/** Rectangles, circles and texts in a grid, and a pump left of it. */
function bigScreen() {
  const kinds = ['rectangle', 'circle', 'text'] as const;
  const grid = Array.from({ length: PENS - 1 }, (_, i) => {
    const name = kinds[i % kinds.length]!;
    const pen = { id: `p${i}`, name, x: LEFT + (i % COLUMNS) * 30, y: Math.floor(i / COLUMNS) * 22 };
    return {
      ...pen,
      width: 26,
      height: 18,
      color: '#3c4650',
      background: '#c8ced4',
      text: name === 'text' ? `T${i}` : '',
    };
  });
  const pump = { id: 'pump', name: 'circle', x: 20, y: 300, width: 40, height: 40, background: '#5b8ff9' };
  return { version: 1, pens: [...grid, pump] };
}

/** Every pen's position, by id. */
const positions = (page: Page) =>
  page.evaluate(() => {
    const meta2d = (globalThis as unknown as { meta2d: PageEngine }).meta2d;
    return Object.fromEntries(meta2d.store.data.pens.map((pen) => [pen.id, [pen.x, pen.y]]));
  });

/** Opens the big screen, selects its first 10 columns of 5 rows and wires p0 to the pump. */
async function openBigScreen(language: Language, width: number): Promise<{ page: Page; lineId: string }> {
  const page = await (await newContext(browser, baseUrl, { language, width, height: 900 })).newPage();
  await login(page, 'demoAdmin');
  await page.goto(`/workspace?type=dp&id=${flowId}`);
  await page.getByTestId('editor-canvas').waitFor();
  await expect
    .poll(() => page.evaluate(() => (globalThis as { meta2d?: PageEngine }).meta2d?.store.data.pens.length ?? 0))
    .toBe(PENS);
  // The canvas takes its size as the page's panels settle; a drag layer is drawn again when it changes.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const { canvas, store } = (globalThis as unknown as { meta2d: PageEngine }).meta2d;
    const view = () => [canvas.offscreen.width, canvas.offscreen.height, store.data.x, store.data.y].join();
    let [last, since] = [view(), performance.now()];
    while (performance.now() - since < 1500) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (view() !== last) [last, since] = [view(), performance.now()];
    }
  });
  const lineId = await page.evaluate((columns) => {
    const meta2d = (globalThis as unknown as { meta2d: PageEngine }).meta2d;
    const line = meta2d.connectLine(meta2d.store.pens.p0!, meta2d.store.pens.pump!);
    const index = (pen: PagePen) => Number(pen.id.slice(1));
    meta2d.active(meta2d.store.data.pens.filter((pen) => index(pen) % columns < 10 && index(pen) < 5 * columns));
    return line.id;
  }, COLUMNS);
  return { page, lineId };
}

beforeAll(async () => {
  const { token } = await apiLogin(baseUrl, 'demoAdmin');
  flowId = (
    await apiCall<{ id: number }>(baseUrl, token, 'POST', '/configflow', {
      name: `Drag ${Date.now().toString(36)}`,
      type: 1,
      data: bigScreen(),
    })
  ).id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('dragging a selection on a 2,000-pen screen', () => {
  it.each([
    ['en-US', 1366],
    ['zh-CN', 1920],
  ] as const)(
    'draws each frame as the engine would, the still pens from one layer (%s, %i px)',
    async (language, width) => {
      const { page, lineId } = await openBigScreen(language, width);
      const from = await penCentre(page, 'editor-canvas', 'p0');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let step = 1; step <= 20; step += 1) await page.mouse.move(from.x + step * 7, from.y + step * 5);
      await shoot(page, `flow-editor-drag-${language}-${width}`);

      const frame = await page.evaluate((lineId) => {
        const meta2d = (globalThis as unknown as { meta2d: PageEngine }).meta2d;
        const { canvas, store } = meta2d;
        const ctx = canvas.offscreen.getContext('2d')!;
        // Painted now: the engine skips a render asked for within its interval of the last one.
        const paint = () => {
          canvas.lastRender = 0;
          canvas.render(true);
          return ctx.getImageData(0, 0, canvas.offscreen.width, canvas.offscreen.height);
        };
        // A still pen recoloured behind the engine's back: the layer, drawn at the drag's start, keeps it.
        const still = store.pens.p402!;
        const before = still.background;
        Object.assign(still.calculative, { background: '#ff0000' });
        const layered = paint();
        // The layer steps aside while an animation plays: this is the engine's own paint of all pens.
        store.animates.add(still);
        const engine = paint();
        store.animates.delete(still);
        Object.assign(still.calculative, { background: before });
        paint();

        // The following line and the snapped pen are drawn above the still pens: the only places the two may differ.
        const dock = store.data.pens.filter((pen) => pen.calculative.isDock).map((pen) => pen.calculative.worldRect);
        const [a, b] = store.pens[lineId]!.calculative.worldAnchors.map((end) => ({
          x: end.x + store.data.x,
          y: end.y + store.data.y,
        }));
        const nearLine = (x: number, y: number) => {
          const [dx, dy] = [b!.x - a!.x, b!.y - a!.y];
          const t = Math.max(0, Math.min(1, ((x - a!.x) * dx + (y - a!.y) * dy) / (dx * dx + dy * dy)));
          return Math.hypot(x - a!.x - t * dx, y - a!.y - t * dy) < 3;
        };
        const stillRect = still.calculative.worldRect;
        const inside = (rect: Rect, x: number, y: number, margin: number) =>
          x >= rect.x + store.data.x - margin &&
          x <= rect.x + store.data.x + rect.width + margin &&
          y >= rect.y + store.data.y - margin &&
          y <= rect.y + store.data.y + rect.height + margin;
        let painted = 0;
        let differing = 0;
        let stillDiffering = 0;
        for (let i = 0; i < engine.data.length; i += 4) {
          const x = (i / 4) % engine.width;
          const y = Math.floor(i / 4 / engine.width);
          const same = [0, 1, 2, 3].every((c) => layered.data[i + c] === engine.data[i + c]);
          if (engine.data[i + 3]! > 0) painted += 1;
          if (same) continue;
          if (inside(stillRect, x, y, 2)) stillDiffering += 1;
          else if (!nearLine(x, y) && !dock.some((rect) => inside(rect, x, y, 3))) differing += 1;
        }
        return { painted, differing, stillDiffering };
      }, lineId);
      await page.mouse.up();
      expect(frame.painted).toBeGreaterThan(100_000);
      expect(frame.stillDiffering).toBeGreaterThan(100);
      expect(frame.differing).toBe(0);
      await page.context().close();
    },
  );

  it('leaves every pen where it should be, the line following, and undo and redo restore it', async () => {
    const { page, lineId } = await openBigScreen('en-US', 1366);
    const start = await positions(page);
    const from = await penCentre(page, 'editor-canvas', 'p0');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    // 61 px right and 45 down: the selection snaps to the grid's columns (30 px) and rows (22 px).
    for (let step = 1; step <= 30; step += 1) await page.mouse.move(from.x + step * 2 + 1, from.y + step * 1.5);
    await page.mouse.up();

    const moved = await positions(page);
    const [dx, dy] = [moved.p0![0]! - start.p0![0]!, moved.p0![1]! - start.p0![1]!];
    expect([dx, dy]).toEqual([60, 44]);
    for (const [id, [x, y]] of Object.entries(start)) {
      const index = /^p\d+$/.test(id) ? Number(id.slice(1)) : NaN;
      const selected = index % COLUMNS < 10 && index < 5 * COLUMNS;
      if (id !== lineId) expect(moved[id], id).toEqual(selected ? [x! + dx, y! + dy] : [x, y]);
    }
    const ends = () =>
      page.evaluate((id) => {
        const { store } = (globalThis as unknown as { meta2d: PageEngine }).meta2d;
        const pen = store.pens.p0!;
        const anchorId = pen.connectedLines!.find((connected) => connected.lineId === id)!.anchor;
        const anchor = pen.calculative.worldAnchors.find((candidate) => candidate.id === anchorId)!;
        const line = store.pens[id]!.calculative.worldAnchors;
        return { pen: [anchor.x, anchor.y], line: [line[0]!.x, line[0]!.y] };
      }, lineId);
    const wired = await ends();
    expect(wired.line).toEqual(wired.pen);

    const others = (all: Record<string, number[]>) => ({ ...all, [lineId]: [] });
    await page.evaluate(() => (globalThis as unknown as { meta2d: PageEngine }).meta2d.undo());
    expect(others(await positions(page))).toEqual(others(start));
    const undone = await ends();
    expect(undone.line).toEqual(undone.pen);
    await page.evaluate(() => (globalThis as unknown as { meta2d: PageEngine }).meta2d.redo());
    expect(others(await positions(page))).toEqual(others(moved));
    expect(await ends()).toEqual(wired);
    await page.context().close();
  });
});
