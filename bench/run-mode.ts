// Run mode in Chromium: a screen of 1,000 bound pens, each value changing 10 times a second, alone and
// as nine cells of the monitoring wall. Frame intervals from requestAnimationFrame, tab CPU from CDP.
import path from 'node:path';
import { connectAsync } from 'mqtt';
import { chromium, type Page } from 'playwright-core';
import { sleep, startBenchPlatform, type BenchPlatform } from './platform.js';
import { adminConsolePage } from './console-page.js';
import { summary } from './stats.js';

const PENS = 1000;
const HZ = 10;
const SECONDS = Math.min(10, Number(process.env.BENCH_SECONDS ?? 10));
const WEB_DIR = path.resolve(import.meta.dirname, '../packages/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Frame intervals and the tab's CPU share while the page runs for `SECONDS`. */
export async function measure(page: Page): Promise<{ frames: number[]; cpu: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const before = await taskSeconds();
  // A string, not a function: tsx's helpers would not exist in the page.
  const frames = await page.evaluate<number[]>(`new Promise((resolve) => {
    const intervals = [];
    let last = performance.now();
    const end = last + ${SECONDS * 1000};
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else resolve(intervals);
    };
    requestAnimationFrame(tick);
  })`);
  const cpu = ((await taskSeconds()) - before) / SECONDS;
  return { frames, cpu };
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
  const ticker = setInterval(() => {
    round += 1;
    gateway.publish(`gw/${identity}/data`, JSON.stringify({ values: values(round) }), { qos: 0 });
  }, 1000 / HZ);
  return { flowId: flow.id, stop: async () => (clearInterval(ticker), await gateway.endAsync()) };
}

export async function benchRunMode(): Promise<void> {
  console.log(`\n== Run mode in Chromium: ${PENS} bound pens, each changing ${HZ} times a second ==`);
  const p = await startBenchPlatform('sqlite', { IOT_WEB_DIR: WEB_DIR });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { flowId, stop } = await setUp(p);
    const page = await adminConsolePage(browser, p.http);
    for (const [label, url, setup] of [
      ['one screen', `/workspace?isid=${flowId}`, null],
      ['monitoring wall of 9 such screens', '/customMonitor', { layout: 9, cells: Array(9).fill(flowId) }],
    ] as const) {
      if (setup) await page.evaluate(`localStorage.setItem('siteList', '${JSON.stringify(setup)}')`);
      await page.goto(url);
      await sleep(4000);
      const { frames, cpu } = await measure(page);
      console.log(`${summary(`${label}: frame interval`, frames)}; tab CPU ${(cpu * 100).toFixed(0)} % of a core`);
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
