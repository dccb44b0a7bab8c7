// The dashboard in Chromium with 10,000 gateways in the company while one gateway's values flow at
// 10 Hz: time to first render, then frame intervals and tab CPU over the measured seconds, then the
// map's markers: the marker call's time and bytes, and frame intervals while the map is panned and zoomed.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { connectAsync } from 'mqtt';
import { chromium, type Page } from 'playwright-core';
import { bulkInsert } from './bulk-insert.js';
import { adminConsolePage } from './console-page.js';
import { sleep, startBenchPlatform, type BenchPlatform } from './platform.js';
import { frameIntervals } from './frame-intervals.js';
import { summary } from './stats.js';

const GATEWAYS = 10_000;
const VARIABLES = 12;
const HZ = 10;
const SECONDS = Math.min(10, Number(process.env.BENCH_SECONDS ?? 10));
const WEB_DIR = path.resolve(import.meta.dirname, '../packages/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function benchDashboardPage(): Promise<void> {
  console.log(
    `\n== Dashboard in Chromium (1920×1080): ${GATEWAYS.toLocaleString('en')} gateways, live values at ${HZ} Hz ==`,
  );
  const p = await startBenchPlatform('sqlite', { IOT_WEB_DIR: WEB_DIR, IOT_DEMO: '0' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // The live gateway first: the lists show it first and the right panel follows its values.
    const identity = `dash-${process.pid}`;
    const device = await p.call<{ id: number; secret: string }>('POST', '/device', { name: identity, identity });
    const { companyId } = await p.db.kysely
      .selectFrom('devices')
      .select('companyId')
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    await bulkInsert(p.db, 'devices', GATEWAYS - 1, (i) => ({
      companyId,
      name: `Gateway ${i}`,
      identity: `DP-${String(i).padStart(5, '0')}`,
      modelName: 'is600',
      isonline: i % 3 === 0 ? 1 : 0,
      scanCycle: 60,
      secretHash: 'x'.repeat(64),
      lat: 22 + (i % 97) * 0.2,
      lng: 100 + Math.floor(i / 97) * 0.2,
      province: '浙江省',
      createdAt: Date.now(),
    }));
    // Every fifth gateway an archive (the devices tab, shown first, lists up to 500 of them).
    await bulkInsert(p.db, 'deviceArchives', GATEWAYS / 5, (i) => ({
      companyId,
      deviceId: device.id + 1 + i * 5,
      name: `Archive ${i}`,
      nameplate: `NP-${i}`,
      createdAt: Date.now(),
    }));
    const gateway = await connectAsync(p.mqttUrl, { clientId: identity, username: identity, password: device.secret });
    let round = 0;
    const publish = () =>
      gateway.publish(
        `gw/${identity}/data`,
        JSON.stringify({
          values: Object.fromEntries(Array.from({ length: VARIABLES }, (_, i) => [`v${i}`, round + i])),
        }),
      );
    publish();
    const ticker = setInterval(() => {
      round += 1;
      publish();
    }, 1000 / HZ);

    const page = await adminConsolePage(browser, p.http);
    const started = performance.now();
    await page.goto('/dashboard');
    const since = async (what: string, wait: Promise<void>) => {
      await wait;
      return `${what} ${(performance.now() - started).toFixed(0)} ms`;
    };
    const steps = [
      await since('frame', page.getByTestId('dashboard').waitFor({ timeout: 60_000 })),
      await since(
        'counters',
        page.getByTestId('counter-hardwareNum').getByText(String(GATEWAYS)).waitFor({ timeout: 60_000 }),
      ),
      await since(
        'first list',
        page.locator('[data-testid="dashboard-lists"] .ant-table-row').first().waitFor({ timeout: 60_000 }),
      ),
      await since(
        // Every gateway but the live one, which has no position.
        'map markers',
        page
          .locator(`[data-testid="dashboard-map-canvas"][data-marker-count="${GATEWAYS - 1}"]`)
          .waitFor({ timeout: 60_000 }),
      ),
    ];
    // The live gateway in the hardware tab, so that the right panel follows the flowing values.
    await page.getByTestId('dashboard-lists').getByRole('tab').nth(1).click();
    await page.locator('[data-testid="dashboard-variables"] .ant-table-row').first().waitFor({ timeout: 60_000 });
    const rows = await page.evaluate(`document.querySelectorAll('.ant-table-row').length`);
    await sleep(3000);
    const { frames, cpu } = await frameIntervals(page, SECONDS);
    console.log(`time to first render from navigation (login done): ${steps.join(', ')}`);
    console.log(
      `${summary('frame interval', frames)}; tab CPU ${(cpu * 100).toFixed(0)} % of a core; table rows in the DOM ${String(rows)}`,
    );
    await benchMapMarkers(p, page);
    clearInterval(ticker);
    await gateway.endAsync();
    await page.goto('about:blank');
  } finally {
    await browser.close();
    await sleep(1000);
    await p.stop();
  }
}

/** BENCH_TRACE=file.json keeps a timeline trace of the drag and zoom: paint, raster and layout, which a CPU profile shows only as "(program)". */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/**
 * BENCH_PROFILE=file.cpuprofile keeps the tab's CPU profile of the drag and zoom, to open in DevTools
 * or to sum by function: it tells which of the canvas redraw, the live subscriptions and the tiles cost.
 */
async function startProfile(page: Page): Promise<() => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  return async () => (await cdp.send('Profiler.stop')).profile;
}

/** The marker call (time and bytes), then frame intervals while the map of every gateway is dragged and zoomed. */
async function benchMapMarkers(p: BenchPlatform, page: Page): Promise<void> {
  const times: number[] = [];
  let bytes = 0;
  let gzipped = 0;
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const res = await fetch(`${p.http}/admin/api/monitor/visual/markers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: p.admin.token },
      body: '{}',
    });
    const body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - started);
    bytes = body.length;
    gzipped = gzipSync(body).length;
  }
  const map = page.getByTestId('dashboard-map-canvas');
  // BENCH_SCREENSHOT=file.png keeps a picture of the map of every gateway, to look at.
  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
  const drawn = await map.getAttribute('data-marker-count');
  const followed = await map.getAttribute('data-followed-count');
  const box = (await map.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  let moving = true;
  const interact = async () => {
    for (let round = 0; moving; round += 1) {
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      for (let step = 1; step <= 20; step += 1) {
        await page.mouse.move(centre.x + step * 8 * (round % 2 ? -1 : 1), centre.y + step * 4);
      }
      await page.mouse.up();
      await page.mouse.wheel(0, round % 2 ? 240 : -240);
      await sleep(300);
    }
  };
  const interacting = interact();
  const profile = process.env.BENCH_PROFILE ? await startProfile(page) : null;
  const trace = process.env.BENCH_TRACE;
  if (trace) await page.context().browser()!.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
  const { frames, cpu } = await frameIntervals(page, SECONDS);
  moving = false;
  await interacting;
  if (profile) await writeFile(process.env.BENCH_PROFILE!, JSON.stringify(await profile()));
  if (trace) await page.context().browser()!.stopTracing();
  console.log(
    `marker call: ${summary('time', times)}; ${(bytes / 1024).toFixed(0)} KB (${(gzipped / 1024).toFixed(0)} KB gzipped); markers drawn ${String(drawn)}, followed live ${String(followed)}`,
  );
  console.log(
    `map dragged and zoomed: ${summary('frame interval', frames)}; tab CPU ${(cpu * 100).toFixed(0)} % of a core`,
  );
}
