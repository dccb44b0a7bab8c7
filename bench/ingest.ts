// Ingest: the point writer alone, then end-to-end with simulated gateways (own process) over real MQTT,
// stored and published live, with the server's memory sampled.
import { connect, type Db } from '../packages/server/dist/db/connect.js';
import { migrate } from '../packages/server/dist/db/migrate.js';
import { latestRowsOf } from '../packages/server/dist/telemetry/latest-cache.js';
import { createPointWriter } from '../packages/server/dist/telemetry/point-writer.js';
import { mb, sleep, startBenchPlatform, startSim } from './platform.js';
import { createTempDatabase, type BenchDialect } from './temp-database.js';
import { variableRows } from '../packages/server/src/telemetry/test/variable-rows.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** Which runs: writer-sqlite, writer-postgres, sqlite, postgres, mosquitto (comma-separated; all by default). */
const RUNS = (process.env.BENCH_INGEST ?? 'writer-sqlite,writer-postgres,sqlite,postgres,mosquitto').split(',');
const WARM_UP_MS = 3000;
const SAMPLE_MS = 10_000;
/** 50,000 values/s offered: 20 gateways x 2,500 values/s (BENCH_RATE) over 10 variables. */
const LOAD = { count: 20, rate: Number(process.env.BENCH_RATE ?? 2500), vars: 10 };
const EXTERNAL_BROKER = process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
/** The writer alone: 1,000 interleaved series, one point a second each, in the write buffer's 10,000-point batches. */
const WRITER = { series: 1000, batch: 10_000, batches: Number(process.env.BENCH_WRITER_BATCHES ?? 60) };

/** A device with `n` variables, written directly: latest_values rows must name real variables. */
async function variablesFor(db: Db, n: number): Promise<number[]> {
  const now = Date.now();
  const insert = async (table: 'domains' | 'companies' | 'devices', row: Record<string, unknown>) =>
    (
      await db.kysely
        .insertInto(table)
        .values(row as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const domainId = await insert('domains', { domain: 'bench', style: 'l999', createdAt: now });
  const companyId = await insert('companies', { name: 'bench', domainId, createdAt: now });
  const deviceId = await insert('devices', {
    companyId,
    name: 'bench',
    identity: 'bench',
    scanCycle: 1,
    secretHash: 'x'.repeat(64),
    createdAt: now,
  });
  const rows = variableRows(deviceId, n, now);
  const ids = await db.kysely.insertInto('variables').values(rows).returning('id').execute();
  return ids.map((r) => r.id);
}

async function writerOnly(dialect: BenchDialect): Promise<void> {
  const temp = await createTempDatabase(dialect);
  const db = connect(temp.url);
  try {
    await migrate(db);
    const series = await variablesFor(db, WRITER.series);
    const writer = createPointWriter(db);
    const perSeries = WRITER.batch / WRITER.series;
    let ts = Date.now() - WRITER.batches * perSeries * 1000;
    const ms: number[] = [];
    for (let b = 0; b < WRITER.batches; b++) {
      const points = [];
      for (let k = 0; k < perSeries; k++, ts += 1000) {
        for (const seriesId of series)
          points.push({ seriesId, ts, value: Math.round(Math.random() * 10_000) / 100, text: null });
      }
      const started = performance.now();
      await writer.write(points, latestRowsOf(points));
      ms.push(performance.now() - started);
    }
    const total = ms.reduce((a, b) => a + b, 0) / 1000;
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      `${dialect} point writer: ${Math.round((WRITER.batches * WRITER.batch) / total).toLocaleString('en')} points/s ` +
        `(${WRITER.series} interleaved series, ${WRITER.batches} batches of ${WRITER.batch}, with rollups and latest ` +
        `values; batch median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms)`,
    );
  } finally {
    await db.close();
    await temp.drop();
  }
}

interface Sample {
  at: number;
  rss: number;
  heap: number;
  accepted: number;
  buffered: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** First minute against last minute (or first and last third of a shorter run). */
function flatness(samples: Sample[], seconds: number): string {
  const window = Math.min(60, seconds / 3) * 1000;
  const end = samples.at(-1)!.at;
  const first = samples.filter((s) => s.at <= window);
  const last = samples.filter((s) => s.at >= end - window);
  // Without --expose-gc, heap use saws up and down between collections: its lowest samples show what stays.
  const part = (key: 'rss' | 'heap') => {
    const a = mean(first.map((s) => s[key]));
    const b = mean(last.map((s) => s[key]));
    const low = (xs: Sample[]) => mb(Math.min(...xs.map((s) => s[key])));
    const high = (xs: Sample[]) => mb(Math.max(...xs.map((s) => s[key])));
    const change = `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)}%`;
    return `${key} mean ${mb(a)} -> ${mb(b)} (${change}), min ${low(first)} -> ${low(last)}, max ${high(first)} -> ${high(last)}`;
  };
  const span = `${Math.round(window / 1000)} s`;
  return `memory, first ${span} vs last ${span}: ${part('rss')}, ${part('heap')}`;
}

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
    const health = () =>
      p.call<{ accepted: number; buffered: number; dropped: Record<string, number>; live: Record<string, number> }>(
        'GET',
        '/telemetry/health',
      );
    const before = await p.storedPoints();
    const started = performance.now();
    const samples: Sample[] = [];
    const sample = async () => {
      // With --expose-gc (npm run bench), heap used is measured after a full collection: what stays.
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      const h = await health();
      const s = { at: performance.now() - started, rss, heap: heapUsed, accepted: h.accepted, buffered: h.buffered };
      const previous = samples.at(-1);
      samples.push(s);
      if (!previous) return;
      const rate = ((s.accepted - previous.accepted) * 1000) / (s.at - previous.at);
      console.log(
        `  ${(s.at / 1000).toFixed(0).padStart(4)} s: accepted ${Math.round(rate).toLocaleString('en')}/s, ` +
          `buffered ${s.buffered.toLocaleString('en')}, RSS ${mb(s.rss)}, heap used ${mb(s.heap)}`,
      );
    };
    await sample();
    while (performance.now() - started < SECONDS * 1000) {
      await sleep(Math.min(SAMPLE_MS, SECONDS * 1000 - (performance.now() - started)));
      await sample();
    }
    const stored = (await p.storedPoints()) - before;
    const seconds = (performance.now() - started) / 1000;
    const sent = await sim.stop();
    const h = await health();
    const drops = Object.entries(h.dropped)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`);
    console.log(
      `${label}: stored ${Math.round(stored / seconds).toLocaleString('en')} values/s over ${seconds.toFixed(0)} s ` +
        `(offered ${LOAD.count * LOAD.rate}/s; simulator sent ${sent.values.toLocaleString('en')}, ` +
        `skipped ${sent.skipped}); dropped: ${drops.length > 0 ? drops.join(', ') : 'none'}; ` +
        `live messages sent ${h.live.sent}, superseded ${h.live.superseded}, dropped ${h.live.dropped}`,
    );
    console.log(`${label}: ${flatness(samples, seconds)} (bench process: server and harness; the simulator apart)`);
  } finally {
    await p.stop();
  }
}

export async function benchIngest(): Promise<void> {
  console.log(`\n== Ingest (BENCH_SECONDS=${SECONDS}, BENCH_INGEST=${RUNS.join(',')}) ==`);
  if (RUNS.includes('writer-sqlite')) await writerOnly('sqlite');
  if (RUNS.includes('writer-postgres')) await writerOnly('postgres');
  if (RUNS.includes('sqlite')) await run('SQLite, embedded broker', 'sqlite');
  if (RUNS.includes('postgres')) await run('PostgreSQL, embedded broker', 'postgres');
  if (RUNS.includes('mosquitto')) {
    await run(`SQLite, external Mosquitto ${EXTERNAL_BROKER}`, 'sqlite', { IOT_MQTT_URL: EXTERNAL_BROKER });
  }
}
