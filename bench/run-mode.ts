// Run mode in Chromium: a screen of 1,000 bound pens, each value changing 10 times a second, alone and
// as nine cells of the monitoring wall. Frame intervals and the work done in each animation frame from
// requestAnimationFrame, the renderer's CPU from the browser (CDP SystemInfo).
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { connectAsync } from 'mqtt';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { sleep, startBenchPlatform, type BenchPlatform } from './platform.js';
import { adminConsolePage } from './console-page.js';
import { summary } from './stats.js';

const PENS = 1000;
const HZ = Number(process.env.BENCH_HZ ?? 10);
const SECONDS = Math.min(10, Number(process.env.BENCH_SECONDS ?? 10));
const WEB_DIR = process.env.BENCH_WEB_DIR ?? path.resolve(import.meta.dirname, '../packages/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long a page that fell behind may take to answer once the values stop. */
const DRAIN_MS = 60_000;
const LOAD_MS = 120_000;
/** When set, a CPU profile of each measured window is written to `{BENCH_PROFILE}-{n}.cpuprofile`. */
const PROFILE = process.env.BENCH_PROFILE;

interface Traffic {
  pause: () => void;
  resume: () => void;
}

/** A grid of rectangles, each bound to its own variable, red above 50. */
function screenOf(deviceId: number, varIds: number[]) {
  return {
    version: 1,
    pens: varIds.map((varId, i) => ({
      id: `p${i}`,
      name: 'rectangle',
      x: (i % 40) * 48,
      y: Math.floor(i / 40) * 40,
      width: 44,
      height: 34,
      background: '#455a64',
      textColor: '#ffffff',
      fontSize: 11,
      data: {
        data: [
          {
            msgType: '1',
            deviceId,
            varId,
            isDecimal: true,
            decimal: 0,
            dataProps: [{ type: 1, term: [{ min: 50 }], props: { background: '#c62828' } }],
          },
        ],
      },
    })),
  };
}

/**
 * Installed in every frame before the console loads. The top frame keeps the time of each animation
 * frame (its intervals: what the eye sees); every frame times the callbacks it runs in an animation frame
 * (our values and the engine's drawing), summed per frame across the wall's cells. Times are epoch ms,
 * so that the bench picks its window without asking a page that may be too busy to answer.
 */
const FRAME_PROBE = `(() => {
  const clock = (now) => performance.timeOrigin + now;
  const probe = (window.top.__frameProbe ??= { frames: [], work: new Map() });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    raf((now) => {
      const started = performance.now();
      try {
        callback(now);
      } finally {
        const frame = Math.round(clock(now));
        probe.work.set(frame, (probe.work.get(frame) ?? 0) + performance.now() - started);
      }
    });
  if (window !== window.top) return;
  const tick = (now) => {
    probe.frames.push(clock(now));
    raf(tick);
  };
  raf(tick);
})()`;

/**
 * True once `screens` screens are open, in the page or its frames: each was read, opened and handed to the
 * canvas engine (whose global is per window); a wall's nine cells each load the console and open the screen,
 * long after the page's load. A frame of another origin (one the engine holds) cannot be read and counts
 * as none.
 */
const drawing = (screens: number) => `(() => {
  const open = (w) => {
    try {
      return w.meta2d?.store?.data?.pens?.length > 0;
    } catch {
      return false;
    }
  };
  const windows = [window, ...[...document.querySelectorAll('iframe')].map((frame) => frame.contentWindow)];
  return windows.filter(open).length >= ${screens};
})()`;

/** Waits up to `LOAD_MS` for `screens` open screens (asked from here: the console's CSP forbids page-side polling). */
async function opened(page: Page, screens: number): Promise<boolean> {
  const until = Date.now() + LOAD_MS;
  while (Date.now() < until) {
    const ask = page.evaluate<boolean>(drawing(screens)).catch(() => false);
    if (await Promise.race([ask, sleep(5000).then(() => false)])) return true;
    await sleep(500);
  }
  return false;
}

interface Figures {
  frames: number[];
  work: number[];
  cpu: number;
}

/** The CPU seconds of the browser's renderer processes, read from the browser (a busy page cannot stall it). */
async function rendererSeconds(browser: CDPSession): Promise<number> {
  const { processInfo } = await browser.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime, 0);
}

/**
 * Frame intervals, per-frame work and the tab's CPU share over `SECONDS`. The traffic pauses before the
 * page is asked for its figures: a tab that cannot keep up answers only once its queue has drained.
 */
async function measure(page: Page, browser: CDPSession, traffic: Traffic, n: number): Promise<Figures | string> {
  const profiler = PROFILE ? await page.context().newCDPSession(page) : null;
  await profiler?.send('Profiler.enable');
  await profiler?.send('Profiler.start');
  const cpuBefore = await rendererSeconds(browser);
  const from = Date.now();
  await sleep(SECONDS * 1000);
  const to = Date.now();
  const cpu = ((await rendererSeconds(browser)) - cpuBefore) / ((to - from) / 1000);
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    await writeFile(`${PROFILE}-${n}.cpuprofile`, JSON.stringify(profile));
  }
  traffic.pause();
  const read = page.evaluate<{ frames: number[]; work: [number, number][] }>(
    `({ frames: __frameProbe.frames, work: [...__frameProbe.work] })`,
  );
  const answer = await Promise.race([read, sleep(DRAIN_MS).then(() => null)]);
  traffic.resume();
  if (!answer) return `the page did not answer within ${DRAIN_MS / 1000} s after the traffic paused`;
  const inWindow = (t: number) => t >= from && t <= to;
  const times = answer.frames.filter(inWindow);
  return {
    frames: times.slice(1).map((t, i) => t - times[i]!),
    work: answer.work.filter(([t]) => inWindow(t)).map(([, ms]) => ms),
    cpu,
  };
}

async function setUp(p: BenchPlatform) {
  const identity = `runmode-${process.pid}`;
  const device = await p.call<{ id: number; secret: string }>('POST', '/device', { name: identity, identity });
  const gateway = await connectAsync(p.mqttUrl, { clientId: identity, username: identity, password: device.secret });
  const values = (round: number) =>
    Object.fromEntries(Array.from({ length: PENS }, (_, i) => [`v${i}`, (round * 7 + i) % 100]));
  await gateway.publishAsync(`gw/${identity}/data`, JSON.stringify({ values: values(0) }), { qos: 1 });
  await sleep(1500);
  const live = await p.call<{ varId: number; name: string }[]>('GET', `/variable/live/${device.id}`);
  const byName = new Map(live.map((v) => [v.name, v.varId]));
  const varIds = Array.from({ length: PENS }, (_, i) => byName.get(`v${i}`)!);
  const flow = await p.call<{ id: number }>('POST', '/configflow', {
    name: 'Bench screen',
    type: 1,
    publish: 1,
    data: screenOf(device.id, varIds),
  });
  let round = 0;
  let ticker: NodeJS.Timeout | undefined;
  const traffic: Traffic = {
    pause: () => clearInterval(ticker),
    resume: () => {
      clearInterval(ticker);
      ticker = setInterval(() => {
        round += 1;
        gateway.publish(`gw/${identity}/data`, JSON.stringify({ values: values(round) }), { qos: 0 });
      }, 1000 / HZ);
    },
  };
  traffic.resume();
  return { flowId: flow.id, traffic, stop: async () => (traffic.pause(), await gateway.endAsync()) };
}

export async function benchRunMode(): Promise<void> {
  console.log(`\n== Run mode in Chromium: ${PENS} bound pens, each changing ${HZ} times a second ==`);
  const p = await startBenchPlatform('sqlite', { IOT_WEB_DIR: WEB_DIR });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { flowId, traffic, stop } = await setUp(p);
    const page = await adminConsolePage(browser, p.http);
    await page.context().addInitScript(FRAME_PROBE);
    const browserCdp = await browser.newBrowserCDPSession();
    for (const [n, [label, url, setup]] of (
      [
        ['one screen', `/workspace?isid=${flowId}`, null],
        ['monitoring wall of 9 such screens', '/customMonitor', { layout: 9, cells: Array(9).fill(flowId) }],
      ] as const
    ).entries()) {
      if (setup) {
        // Set as the wall's page loads: the screen before may be too far behind to answer an evaluate.
        await page.context().addInitScript(`localStorage.setItem('siteList', '${JSON.stringify(setup)}')`);
        traffic.pause();
        await page.goto('about:blank');
        traffic.resume();
      }
      // Nine cells each load the console and a screen of 1,000 pens: the page's load may take long.
      await page.goto(url, { waitUntil: 'commit' });
      const loaded = await opened(page, setup?.layout ?? 1);
      if (!loaded) {
        console.log(`${label}: the screens did not open within ${LOAD_MS / 1000} s`);
        continue;
      }
      await sleep(4000);
      const figures = await measure(page, browserCdp, traffic, n);
      if (typeof figures === 'string') {
        console.log(`${label}: ${figures}`);
        continue;
      }
      console.log(summary(`${label}: time between drawn frames (goal p95 under 16.7 ms)`, figures.frames));
      console.log(summary(`${label}: script time in each animation frame (values and drawing)`, figures.work));
      console.log(
        `${label}: tab CPU (renderer processes) ${(figures.cpu * 100).toFixed(0)} % of one core; ` +
          `machine load average ${loadavg()[0]!.toFixed(2)} (${cpus().length} cores)`,
      );
    }
    await stop();
    await page.goto('about:blank');
    await sleep(2000);
  } finally {
    // The browsers' connections go first, then the platform, once the last messages have drained.
    await browser.close();
    await sleep(1000);
    await p.stop();
  }
}
