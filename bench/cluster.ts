// Clustering's cost: ingest and live latency with one process alone, one process in a cluster and two
// processes in a cluster (built dist, PostgreSQL, Redis), with simulated gateways split over the processes
// and a browser connection on the last process watching every gateway (docs/deploy.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { browserClientId } from '@iot/contract';
import { Redis } from 'ioredis';
import { connectAsync, type MqttClient } from 'mqtt';
import pg from 'pg';
import { ADMIN_PASSWORD, sleep, startSim, type SimRun } from './platform.js';
import { summary } from './stats.js';
import { createTempDatabase } from './temp-database.js';

const SECONDS = Math.min(30, Number(process.env.BENCH_SECONDS ?? 30));
const REDIS_URL = process.env.IOT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = path.resolve(import.meta.dirname, '../packages/server/dist/main.js');
/** Offered load: 20 gateways x BENCH_CLUSTER_RATE values/s over 10 variables (5,000/s by default). */
const LOAD = { count: 20, rate: Number(process.env.BENCH_CLUSTER_RATE ?? 250), vars: 10 };
const PROBE_EVERY_MS = 10;

interface Process {
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
    http: `http://127.0.0.1:${port('http')}`,
    mqttUrl: `mqtt://127.0.0.1:${port('mqtt')}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function login(http: string): Promise<{ token: string; user: { id: number } }> {
  const res = await fetch(`${http}/admin/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string; user: { id: number } } }).data;
}

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
  const sims: SimRun[] = [];
  const clients: MqttClient[] = [];
  try {
    started.push(await startProcess(env));
    for (let i = 1; i < processes; i++) started.push(await startProcess(env));
    await db.connect();
    const first = started[0]!;
    const last = started.at(-1)!;
    const admin = await login(last.http);
    const prefixes = started.map((_, i) => `cl${process.pid}${processes}${clustered ? 'c' : 'a'}${i}-`);
    for (const [i, p] of started.entries()) {
      sims.push(await startSim(p, { ...LOAD, count: LOAD.count / processes, prefix: prefixes[i]! }));
    }
    const browser = await connectAsync(`${last.http.replace('http', 'ws')}/mqtt`, {
      clientId: browserClientId(admin.user.id, `bench${process.pid}`),
      username: String(admin.user.id),
      password: admin.token,
    });
    clients.push(browser);
    const perGateway = LOAD.count / processes;
    for (const prefix of prefixes) {
      for (let g = 1; g <= perGateway; g++)
        await browser.subscribeAsync(`device/${prefix}${String(g).padStart(4, '0')}/+`);
    }
    const identity = `probe${process.pid}${processes}${clustered ? 'c' : 'a'}`;
    const device = (await (
      await fetch(`${first.http}/admin/api/device`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: admin.token },
        body: JSON.stringify({ name: identity, identity }),
      })
    ).json()) as { data: { secret: string } };
    const gateway = await connectAsync(first.mqttUrl, {
      clientId: identity,
      username: identity,
      password: device.data.secret,
    });
    clients.push(gateway);
    await gateway.publishAsync(`gw/${identity}/data`, JSON.stringify({ values: { probe: 0 } }), { qos: 1 });
    await sleep(500);
    await browser.subscribeAsync(`device/${identity}/probe`);
    let delivered = 0;
    const latencies: number[] = [];
    browser.on('message', (topic, payload) => {
      delivered += 1;
      if (topic.endsWith('/probe'))
        latencies.push(Date.now() - (JSON.parse(payload.toString()) as { time: number }).time);
    });
    await sleep(3000);
    const count = async () => Number((await db.query<{ n: string }>('select count(*) as n from points')).rows[0]!.n);
    const before = await count();
    delivered = 0;
    latencies.length = 0;
    const t0 = performance.now();
    let probes = 0;
    const probe = setInterval(() => {
      probes += 1;
      gateway.publish(`gw/${identity}/data`, JSON.stringify({ ts: Date.now(), values: { probe: probes } }), { qos: 0 });
    }, PROBE_EVERY_MS);
    await sleep(SECONDS * 1000);
    clearInterval(probe);
    const seconds = (performance.now() - t0) / 1000;
    const stored = (await count()) - before;
    const sent = (await Promise.all(sims.map((s) => s.stop()))).reduce((a, s) => a + s.values, 0);
    sims.length = 0;
    console.log(
      `${label}: offered ${(LOAD.count * LOAD.rate).toLocaleString('en')}/s, stored ${Math.round(stored / seconds).toLocaleString('en')} values/s, ` +
        `delivered live to one browser ${Math.round(delivered / seconds).toLocaleString('en')}/s over ${seconds.toFixed(0)} s ` +
        `(simulators sent ${sent.toLocaleString('en')})`,
    );
    console.log(
      `${label}: ${summary('live latency, gateway on the first process -> browser on the last', latencies)}; ${latencies.length}/${probes} probes`,
    );
  } finally {
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
  console.log(`\n== Clustering: PostgreSQL, Redis (BENCH_SECONDS=${SECONDS}) ==`);
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
