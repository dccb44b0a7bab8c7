// End-to-end ingest: simulated gateways (own process) over real MQTT, stored and published live.
import { mb, sleep, startBenchPlatform, startSim } from './platform.js';
import type { BenchDialect } from './temp-database.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_MS = 3000;
/** 50,000 values/s offered: 20 gateways x 2,500 values/s over 10 variables. */
const LOAD = { count: 20, rate: 2500, vars: 10 };
const EXTERNAL_BROKER = process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

async function run(label: string, dialect: BenchDialect, env: Record<string, string> = {}): Promise<void> {
  // Capacity, not the limits: one company owns every simulated gateway (50,000/s company limit by default),
  // and the simulator's catch-up after a pause bursts past the 5,000/s device limit.
  const limits = { IOT_INGEST_COMPANY_RATE: '1000000', IOT_INGEST_DEVICE_RATE: '50000' };
  const p = await startBenchPlatform(dialect, { ...limits, ...env });
  try {
    const sim = await startSim(p, {
      ...LOAD,
      prefix: `bench${process.pid}${dialect[0]}${env.IOT_MQTT_URL ? 'x' : 'e'}-`,
    });
    await sleep(WARM_UP_MS);
    const rss = [process.memoryUsage().rss];
    const before = await p.storedPoints();
    const started = performance.now();
    await sleep((SECONDS * 1000) / 2);
    rss.push(process.memoryUsage().rss);
    await sleep((SECONDS * 1000) / 2);
    const stored = (await p.storedPoints()) - before;
    const seconds = (performance.now() - started) / 1000;
    rss.push(process.memoryUsage().rss);
    const sent = await sim.stop();
    const health = await p.call<{ dropped: Record<string, number>; live: Record<string, number> }>(
      'GET',
      '/telemetry/health',
    );
    const drops = Object.entries(health.dropped)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`);
    console.log(
      `${label}: stored ${Math.round(stored / seconds).toLocaleString('en')} values/s over ${seconds.toFixed(0)} s ` +
        `(offered ${LOAD.count * LOAD.rate}/s; simulator sent ${sent.values.toLocaleString('en')}, ` +
        `skipped ${sent.skipped}); server RSS start/middle/end ${rss.map(mb).join(' / ')}; ` +
        `dropped: ${drops.length > 0 ? drops.join(', ') : 'none'}; ` +
        `live messages sent ${health.live.sent}, superseded ${health.live.superseded}, dropped ${health.live.dropped}`,
    );
  } finally {
    await p.stop();
  }
}

export async function benchIngest(): Promise<void> {
  console.log(`\n== End-to-end ingest (BENCH_SECONDS=${SECONDS}) ==`);
  await run('SQLite, embedded broker', 'sqlite');
  await run('PostgreSQL, embedded broker', 'postgres');
  await run(`SQLite, external Mosquitto ${EXTERNAL_BROKER}`, 'sqlite', { IOT_MQTT_URL: EXTERNAL_BROKER });
}
