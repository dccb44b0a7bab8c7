// Clustering's cost: ingest and live latency with one process alone, one process in a cluster and two
// processes in a cluster (built dist, PostgreSQL, Redis). Simulated gateways are split over the
// processes and a browser connection (MQTT over WebSocket, as the console) on the last process watches
// every gateway. The offered load rises in steps; each step prints the values stored and delivered per
// second, the live latency, and each part's CPU, so where the limit sits is a figure (docs/deploy.md).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { browserClientId } from '@iot/contract';
import { Redis } from 'ioredis';
import { connectAsync, type MqttClient } from 'mqtt';
import pg from 'pg';
import { describeCpu, measureCpu } from './cpu.js';
import { ADMIN_PASSWORD, apiCall, sleep, startSim, type SimRun } from './platform.js';
import { summary } from './stats.js';
import { createTempDatabase } from './temp-database.js';

const SECONDS = Math.min(30, Number(process.env.BENCH_SECONDS ?? 30));
/** Each load step is measured this long, after a warm-up. */
const STEP_SECONDS = Math.max(5, Math.round(SECONDS / 3));
const WARM_MS = 3_000;
const REDIS_URL = process.env.IOT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = path.resolve(import.meta.dirname, '../packages/server/dist/main.js');
const GATEWAYS = 20;
const VARS = 10;
/** Values per second per gateway at each step (20 gateways: 1,000, 2,500 and 5,000 values/s). */
const RATES = (process.env.BENCH_CLUSTER_RATES ?? '50,125,250').split(',').map(Number);
const PROBE_EVERY_MS = 10;
/** A step has drained when a probe reaches the browser this fast again. */
const SETTLED_MS = 500;

interface Process {
  pid: number;
  http: string;
  mqttUrl: string;
  stop(): Promise<void>;
}

async function startProcess(env: Record<string, string>): Promise<Process> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      IOT_HOST: '127.0.0.1',
      IOT_HTTP_PORT: '0',
      IOT_MQTT_PORT: '0',
      IOT_MQTT_WS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening mqtt-ws/.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`platform exited (${code}): ${output}`)));
  });
  const port = (kind: string) => new RegExp(`listening ${kind} 127\\.0\\.0\\.1:(\\d+)`).exec(output)![1];
  return {
    pid: child.pid!,
    http: `http://127.0.0.1:${port('http')}`,
    mqttUrl: `mqtt://127.0.0.1:${port('mqtt')}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Fails a step that hangs instead of hanging the whole bench. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const n = (value: number) => Math.round(value).toLocaleString('en');

interface Health {
  dropped: { bufferFull: number; rateLimited: number };
  avgFlushMs: number;
}

/** One installation under rising load: `processes` processes, joined through Redis when `clustered`. */
async function run(label: string, processes: number, clustered: boolean): Promise<void> {
  const temp = await createTempDatabase('postgres');
  const redisUrl = Object.assign(new URL(REDIS_URL), { pathname: '/14' }).toString();
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  const env = {
    IOT_DATABASE_URL: temp.url,
    IOT_DATA_DIR: temp.dataDir,
    IOT_WEB_DIR: temp.dataDir,
    IOT_CAPTCHA: 'off',
    IOT_LOG_LEVEL: 'warn',
    IOT_ADMIN_PASSWORD: ADMIN_PASSWORD,
    IOT_INGEST_COMPANY_RATE: '1000000',
    IOT_INGEST_DEVICE_RATE: '50000',
    ...(clustered ? { IOT_CLUSTER_URL: redisUrl } : {}),
  };
  const db = new pg.Client({ connectionString: temp.url });
  const started: Process[] = [];
  let sims: SimRun[] = [];
  const clients: MqttClient[] = [];
  let probe: NodeJS.Timeout | undefined;
  try {
    started.push(await startProcess(env));
    for (let i = 1; i < processes; i++) started.push(await startProcess(env));
    await db.connect();
    const first = started[0]!;
    const last = started.at(-1)!;
    const admin = await apiCall<{ token: string; user: { id: number } }>(last.http, 'POST', '/login/login', {
      phone: 'admin',
      password: ADMIN_PASSWORD,
    });
    const tag = `${process.pid}${processes}${clustered ? 'c' : 'a'}`;
    const identity = `probe${tag}`;
    const device = await apiCall<{ secret: string }>(
      first.http,
      'POST',
      '/device',
      { name: identity, identity },
      admin.token,
    );
    const gateway = await connectAsync(first.mqttUrl, {
      clientId: identity,
      username: identity,
      password: device.secret,
    });
    clients.push(gateway);
    // The first value registers the variable; its live topic exists from then on.
    await within(
      30_000,
      'probe variable',
      gateway.publishAsync(`gw/${identity}/data`, '{"values":{"probe":0}}', { qos: 1 }),
    );
    const browser = await connectAsync(`${last.http.replace('http', 'ws')}/mqtt`, {
      clientId: browserClientId(admin.user.id, `bench${process.pid}`),
      username: String(admin.user.id),
      password: admin.token,
    });
    clients.push(browser);
    await browser.subscribeAsync(`device/${identity}/probe`);

    const simPrefix = `device/cl${tag}`;
    let delivered = 0;
    let lastProbe = { sent: 0, latency: Infinity };
    const latencies: number[] = [];
    browser.on('message', (topic, payload) => {
      if (topic.startsWith(simPrefix)) delivered += 1;
      else if (topic.endsWith('/probe')) {
        const sent = (JSON.parse(payload.toString()) as { time: number }).time;
        lastProbe = { sent, latency: Date.now() - sent };
        latencies.push(lastProbe.latency);
      }
    });
    let probes = 0;
    probe = setInterval(() => {
      probes += 1;
      gateway.publish(`gw/${identity}/data`, JSON.stringify({ ts: Date.now(), values: { probe: probes } }), { qos: 0 });
    }, PROBE_EVERY_MS);
    const count = async () => Number((await db.query<{ n: string }>('select count(*) as n from points')).rows[0]!.n);
    const prefixes = started.map((_, i) => `cl${tag}${i}-`);
    const perProcess = GATEWAYS / processes;

    for (const [step, rate] of RATES.entries()) {
      sims = [];
      for (const [i, p] of started.entries()) {
        sims.push(await startSim(p, { count: perProcess, rate, vars: VARS, prefix: prefixes[i]! }));
      }
      if (step === 0) {
        for (const prefix of prefixes) {
          for (let g = 1; g <= perProcess; g++)
            await browser.subscribeAsync(`device/${prefix}${String(g).padStart(4, '0')}/+`);
        }
      }
      await sleep(WARM_MS);
      const processIds = Object.fromEntries([
        ...started.map((p, i) => [`p${i + 1}`, p.pid] as const),
        ...sims.map((s, i) => [`simulator ${i + 1}`, s.child.pid!] as const),
      ]);
      const endCpu = await measureCpu({ processes: processIds, db, redis });
      const before = await count();
      delivered = 0;
      latencies.length = 0;
      const probesBefore = probes;
      const t0 = performance.now();
      await sleep(STEP_SECONDS * 1000);
      const seconds = (performance.now() - t0) / 1000;
      const cpu = await endCpu();
      const stored = (await within(30_000, 'count', count())) - before;
      const perSecond = { delivered: delivered / seconds, stored: stored / seconds };
      const received = latencies.length;
      const latency = summary('live latency', latencies);
      await Promise.all(sims.map((s) => s.stop()));
      sims = [];
      const health = await Promise.all(
        started.map((p) =>
          within(30_000, 'health', apiCall<Health>(p.http, 'GET', '/telemetry/health', undefined, admin.token)),
        ),
      );
      const notStored = health.reduce((sum, h) => sum + h.dropped.bufferFull + h.dropped.rateLimited, 0);
      console.log(
        `${label} @ ${n(GATEWAYS * rate + 1000 / PROBE_EVERY_MS)}/s offered: stored ${n(perSecond.stored)}/s, ` +
          `delivered live ${n(perSecond.delivered)}/s, ${latency} (${received}/${probes - probesBefore} probes); ` +
          `refused so far (buffer full, rate limit) ${n(notStored)}, flush avg ${health.map((h) => h.avgFlushMs).join('/')} ms`,
      );
      console.log(`    ${describeCpu(cpu)}; load average ${os.loadavg()[0]!.toFixed(1)}`);
      const settled = Date.now() + 60_000;
      const resumed = Date.now();
      while (!(lastProbe.sent > resumed && lastProbe.latency < SETTLED_MS) && Date.now() < settled) await sleep(200);
    }
  } finally {
    clearInterval(probe);
    await Promise.all(sims.map((s) => s.stop()));
    await Promise.all(clients.map((c) => c.endAsync()));
    await Promise.all(started.map((p) => p.stop()));
    await db.end().catch(() => undefined);
    await redis.flushdb();
    await redis.quit();
    await temp.drop();
  }
}

export async function benchCluster(): Promise<void> {
  console.log(
    `\n== Clustering: PostgreSQL, Redis, ${GATEWAYS} gateways, ${STEP_SECONDS} s per load step (BENCH_SECONDS=${SECONDS}) ==`,
  );
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const reachable = await redis.connect().then(
    () => true,
    () => false,
  );
  redis.disconnect();
  if (!reachable) {
    console.log(`no Redis at ${REDIS_URL} (apt-get install -y redis-server): skipped`);
    return;
  }
  await run('one process alone', 1, false);
  await run('one process, IOT_CLUSTER_URL', 1, true);
  await run('two processes, IOT_CLUSTER_URL', 2, true);
}
