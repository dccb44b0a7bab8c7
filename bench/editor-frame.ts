// The flow editor in Chromium: a 2,000-pen screen, every pen dragged (nothing stands still), then a
// selection of 50 of its pens dragged across it (what an engineer does), then the canvas zoomed. For each:
// the engine's paint time per frame (its render call when it painted, apart from its throttle interval)
// and the page's frame intervals from requestAnimationFrame, from the mouse press to its release.
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { sleep, startBenchPlatform } from './platform.js';
import { adminConsolePage } from './console-page.js';
import { summary } from './stats.js';

const PENS = 2000;
const COLUMNS = 50;
const WEB_DIR = path.resolve(import.meta.dirname, '../packages/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Mouse steps of a drag, one a display frame apart, and wheel notches of the zoom. */
const DRAG_STEPS = 120;
const FRAME_MS = 16;
const IDLE_MS = 2000;
const WHEEL_NOTCHES = 40;

/** Rectangles, circles, texts and lines in a grid: what a large plant screen holds. */
function screenOf() {
  const kinds = ['rectangle', 'circle', 'text', 'line'] as const;
  return {
    version: 1,
    pens: Array.from({ length: PENS }, (_, i) => {
      const name = kinds[i % kinds.length]!;
      const x = (i % COLUMNS) * 30;
      const y = Math.floor(i / COLUMNS) * 22;
      const base = { id: `p${i}`, name, x, y, width: 26, height: 18, color: '#3c4650' };
      if (name === 'line') {
        return {
          ...base,
          type: 1,
          lineName: 'line',
          height: 0,
          anchors: [
            { id: '0', x: 0, y: 0 },
            { id: '1', x: 1, y: 0 },
          ],
        };
      }
      return name === 'text' ? { ...base, text: `T${i}`, fontSize: 10 } : { ...base, background: '#c8ced4' };
    }),
  };
}

/** Wraps the engine's render in the page: the time of each call that painted (its `lastRender` moved). */
const INSTRUMENT = `(() => {
  const canvas = globalThis.meta2d.canvas;
  const render = canvas.render;
  globalThis.__paints = [];
  canvas.render = (flags) => {
    const before = canvas.lastRender;
    const t = performance.now();
    render(flags);
    if (canvas.lastRender !== before) globalThis.__paints.push(performance.now() - t);
  };
})()`;

/** Starts collecting frame intervals and paint times; the returned function stops and reads them. */
async function record(page: Page): Promise<() => Promise<{ frames: number[]; paints: number[] }>> {
  await page.evaluate(`(() => {
    globalThis.__paints = [];
    globalThis.__frames = [];
    globalThis.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      globalThis.__frames.push(now - last);
      last = now;
      if (globalThis.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  return () =>
    page.evaluate<{ frames: number[]; paints: number[] }>(
      `(globalThis.__recording = false, { frames: globalThis.__frames, paints: globalThis.__paints })`,
    );
}

/** Selects `selection` (an expression over the page's pens), then drags it by pen p0 and prints the figures. */
async function dragSelection(page: Page, label: string, selection: string): Promise<void> {
  await page.evaluate(`globalThis.meta2d.active(globalThis.meta2d.store.data.pens.filter(${selection}))`);
  const box = (await page.getByTestId('editor-canvas').boundingBox())!;
  const start = await page.evaluate<{ x: number; y: number }>(`(() => {
    const m = globalThis.meta2d;
    const r = m.store.pens.p0.calculative.worldRect;
    return { x: r.x + m.store.data.x + r.width / 2, y: r.y + m.store.data.y + r.height / 2 };
  })()`);
  const from = { x: box.x + start.x, y: box.y + start.y };
  const x0 = await page.evaluate<number>(`globalThis.meta2d.store.pens.p0.x`);
  // From beside the pen: the engine finds the pen under the mouse as it moves onto it.
  await page.mouse.move(from.x - 5, from.y - 5);
  await page.mouse.move(from.x, from.y);
  const stop = await record(page);
  await page.mouse.down();
  for (let i = 1; i <= DRAG_STEPS; i += 1) {
    await page.mouse.move(from.x + i * 2, from.y + i);
    await sleep(FRAME_MS);
  }
  await page.mouse.up();
  const drag = await stop();
  const moved = (await page.evaluate<number>(`globalThis.meta2d.store.pens.p0.x`)) - x0;
  console.log(summary(`${label}: paint time`, drag.paints));
  console.log(summary(`${label}: frame interval`, drag.frames));
  console.log(`${label}: the selection moved by ${moved} px`);
  await page.evaluate(`globalThis.meta2d.inactive()`);
}

export async function benchEditorFrames(): Promise<void> {
  console.log(`\n== Flow editor in Chromium: ${PENS} pens, all then 50 of them dragged, then zoomed ==`);
  const p = await startBenchPlatform('sqlite', { IOT_WEB_DIR: WEB_DIR });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const flow = await p.call<{ id: number }>('POST', '/configflow', {
      name: 'Bench editor',
      type: 1,
      data: screenOf(),
    });
    const page = await adminConsolePage(browser, p.http);
    await page.goto(`/workspace?type=dp&id=${flow.id}`);
    // Polled from here: the page's CSP refuses the string functions `waitForFunction` would compile.
    while ((await page.evaluate<number>(`globalThis.meta2d?.store.data.pens.length ?? 0`)) < PENS) await sleep(200);
    await sleep(1500);
    await page.evaluate(INSTRUMENT);

    // A full paint of the still screen, nothing selected, and with every pen selected.
    const paintNow = (times: number) =>
      page.evaluate<number[]>(`(() => {
        const canvas = globalThis.meta2d.canvas;
        const out = [];
        for (let i = 0; i < ${times}; i += 1) {
          canvas.lastRender = 0;
          const t = performance.now();
          canvas.render(true);
          out.push(performance.now() - t);
        }
        return out;
      })()`);
    console.log(summary('still: paint time', await paintNow(20)));

    // Every pen selected: the paint of a still selection.
    await page.evaluate(`globalThis.meta2d.active(globalThis.meta2d.store.data.pens.filter((p) => !p.parentId))`);
    console.log(summary('all selected: paint time', await paintNow(20)));
    await page.evaluate(`globalThis.meta2d.inactive()`);

    // The page doing nothing: the floor the machine's load puts under every frame interval below.
    const idle = await record(page);
    await sleep(IDLE_MS);
    console.log(summary('idle: frame interval', (await idle()).frames));

    // Every pen dragged (nothing stands still), then 50 (10 columns of the first 5 rows, as a rubber band
    // takes them): in this order, each drag starts on a pen that nothing covers.
    await dragSelection(page, `drag ${PENS}`, `(p) => !p.parentId`);
    await dragSelection(
      page,
      'drag 50',
      `(p) => Number(p.id.slice(1)) % ${COLUMNS} < 10 && Number(p.id.slice(1)) < 5 * ${COLUMNS}`,
    );

    // Zoom in and out with the wheel, over the middle of the canvas.
    const box = (await page.getByTestId('editor-canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const stop = await record(page);
    await page.keyboard.down('Control');
    for (let i = 0; i < WHEEL_NOTCHES; i += 1) {
      await page.mouse.wheel(0, i < WHEEL_NOTCHES / 2 ? -100 : 100);
      await sleep(30);
    }
    await page.keyboard.up('Control');
    await sleep(200);
    const zoom = await stop();
    console.log(summary('zoom: paint time', zoom.paints));
    console.log(summary('zoom: frame interval', zoom.frames));
    await page.goto('about:blank');
  } finally {
    await browser.close();
    await sleep(500);
    await p.stop();
  }
}
