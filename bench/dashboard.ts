// The visual dashboard's calls over real HTTP on loopback, for one company with 100,000 devices.
import os from 'node:os';
import { buildApp } from '../packages/server/dist/app.js';
import { loadConfig } from '../packages/server/dist/config.js';
import { connect, type Db } from '../packages/server/dist/db/connect.js';
import { migrate } from '../packages/server/dist/db/migrate.js';
import { DEMO_PASSWORD, seed } from '../packages/server/dist/seed.js';
import { bulkInsert } from './bulk-insert.js';
import { benchDashboardPage } from './dashboard-page.js';
import { apiClient, timeCall, type BenchCall } from './http-client.js';
import { percentile, summary } from './stats.js';
import { createTempDatabase, type BenchDialect } from './temp-database.js';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const VARIABLES_PER_DEVICE = 10;
const ARCHIVE_EVERY = 5;
/** Alarm records per device; one in five unconfirmed. */
const ALARMS_PER_DEVICE = 0.5;
/** Minutes with data per device over the last days (the health score's online time). */
const MINUTES_PER_DEVICE = 20;
const ROUNDS = 30;
const PROVINCES = ['浙江省', '江苏省', '广东省', '重庆市', '北京市', '四川省', '山东省', '湖北省', '河南省', null];

/** Every device in the demo's water company (the company admin's), with variables, archives, alarms, minutes. */
export async function fill(db: Db): Promise<void> {
  const { id: companyId } = await db.kysely
    .selectFrom('companies')
    .select('id')
    .where('name', 'like', '%Water%')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await bulkInsert(db, 'devices', DEVICES, (i) => ({
    companyId,
    name: `Device ${i}`,
    identity: `DB-${String(i).padStart(6, '0')}`,
    modelName: 'is600',
    isonline: i % 3 === 0 ? 1 : 0,
    scanCycle: 60,
    secretHash: 'x'.repeat(64),
    province: PROVINCES[i % PROVINCES.length],
    createdAt: now,
  }));
  const ids = (
    await db.kysely.selectFrom('devices').select('id').where('identity', 'like', 'DB-%').orderBy('id').execute()
  ).map((r) => r.id);
  await bulkInsert(db, 'variables', ids.length * VARIABLES_PER_DEVICE, (i) => ({
    deviceId: ids[Math.floor(i / VARIABLES_PER_DEVICE)],
    name: `v${i % VARIABLES_PER_DEVICE}`,
    unit: '',
    description: '',
    dataType: 'float',
    decimalPlaces: 2,
    varType1: 1,
    createdAt: now,
  }));
  await bulkInsert(db, 'deviceArchives', Math.floor(ids.length / ARCHIVE_EVERY), (i) => ({
    companyId,
    deviceId: ids[i * ARCHIVE_EVERY],
    name: `Archive ${i}`,
    nameplate: `NP-${i}`,
    createdAt: now,
  }));
  await bulkInsert(db, 'alarmRecords', Math.floor(ids.length * ALARMS_PER_DEVICE), (i) => ({
    companyId,
    deviceId: ids[(i * 2) % ids.length],
    varType: 1,
    deviceName: `Device ${(i * 2) % ids.length}`,
    identity: '',
    variableName: 'v0',
    variableDesc: '',
    mouldItemDesc: '',
    alarmType: i % 3,
    alertDesc: 'too hot',
    alertLevelColorId: 7,
    limitKind: 'upper',
    alarmLevel: 2,
    currentValue: 85,
    limitValue: 80,
    alarmTime: now - i * 60_000,
    processState: i % 5 === 0 ? 0 : 1,
    isSelfProcess: 0,
    isPush: 1,
    isSuccess: i % 7 === 0 ? 0 : 1,
  }));
  // The first device's first variable: minutes of data over the last days.
  const first = await db.kysely
    .selectFrom('variables')
    .select('id')
    .where('deviceId', '=', ids[0]!)
    .executeTakeFirstOrThrow();
  const minute = now - (now % 60_000);
  await bulkInsert(db, 'rollupMinute', MINUTES_PER_DEVICE * 100, (i) => ({
    seriesId: first.id,
    bucket: minute - i * 60_000,
    minValue: 1,
    maxValue: 1,
    sumValue: 1,
    count: 1,
    lastValue: 1,
    lastTs: minute - i * 60_000,
  }));
  // What autovacuum would do after a bulk load; without statistics PostgreSQL plans blind.
  if (db.pool) await db.pool.query('VACUUM ANALYZE');
  else db.sqlite?.exec('ANALYZE');
}

/** The overview under each of its filters: the issue's 100 ms goal holds for every one of them. */
function filters(archiveId: number): BenchCall[] {
  const overview = (label: string, body: object): BenchCall => ({
    label,
    method: 'POST',
    url: '/monitor/visual/new',
    body,
  });
  return [
    overview('no filter (100 markers)', {}),
    overview('no filter, 1,000 markers', { pageSize: 1000 }),
    overview('deviceMouldId (one archive)', { deviceMouldId: archiveId }),
    overview('nameplate "NP-12"', { nameplate: 'NP-12' }),
    overview('isonline 1', { isonline: 1 }),
    overview('isonline 0', { isonline: 0 }),
    overview('area 浙江省', { area: '浙江省' }),
  ];
}

function details(deviceId: number, archiveId: number): BenchCall[] {
  const detail = (label: string, query: string): BenchCall => ({
    label: `visual/device ${label}`,
    method: 'POST',
    url: `/monitor/visual/device?${query}`,
  });
  return [
    detail('gateway, this week', `timeType=1&deviceId=${deviceId}`),
    detail('gateway, this month', `timeType=2&deviceId=${deviceId}`),
    detail('archive, last week', `timeType=0&archivesId=${archiveId}`),
  ];
}

/** p50 and p95 of one filter on one database, in ms. */
type Figures = Map<string, { p50: number; p95: number }>;

async function benchOn(dialect: BenchDialect): Promise<Figures> {
  const temp = await createTempDatabase(dialect);
  const config = loadConfig({
    IOT_DATA_DIR: temp.dataDir,
    IOT_DATABASE_URL: temp.url,
    IOT_CAPTCHA: 'off',
    IOT_DEMO: '1',
    IOT_LOG_LEVEL: 'silent',
    IOT_HOST: '127.0.0.1',
    IOT_HTTP_PORT: '0',
  });
  const db = connect(temp.url);
  await migrate(db);
  const app = await buildApp({ config, db });
  try {
    await seed({ db, config, log: app.log, now: Date.now }, app.services);
    const started = performance.now();
    await fill(db);
    console.log(`${dialect}: filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { request, login } = apiClient(`${await app.listen({ host: '127.0.0.1', port: 0 })}/admin/api`);
    const token = await login('water-admin', DEMO_PASSWORD);
    const facts = (await request(token, filters(0)[0]!)).data as { baseFacts: Record<string, number> };
    console.log(`-- ${dialect}, company admin (water-admin): ${JSON.stringify(facts.baseFacts)}`);
    const archive = await db.kysely
      .selectFrom('deviceArchives')
      .select(['id', 'deviceId'])
      .where('nameplate', '=', 'NP-0')
      .executeTakeFirstOrThrow();
    const figures: Figures = new Map();
    for (const call of filters(archive.id)) {
      const ms: number[] = [];
      for (let r = -1; r < ROUNDS; r++) {
        const t = performance.now();
        await request(token, call);
        if (r >= 0) ms.push(performance.now() - t);
      }
      console.log(summary(`${dialect} visual/new ${call.label}`, ms));
      ms.sort((a, b) => a - b);
      figures.set(call.label, { p50: percentile(ms, 50), p95: percentile(ms, 95) });
    }
    for (const call of details(archive.deviceId!, archive.id))
      console.log(await timeCall(request, token, call, ROUNDS, dialect));
    return figures;
  } finally {
    await app.close();
    await db.close();
    await temp.drop();
  }
}

/** The overview's p50/p95 per filter, one column pair per database, with the load average beside them. */
function printTable(byDialect: Map<BenchDialect, Figures>): void {
  const dialects = [...byDialect.keys()];
  const labels = [...new Set(dialects.flatMap((d) => [...byDialect.get(d)!.keys()]))];
  const cell = (n: number | undefined) => (n === undefined ? '' : n.toFixed(1)).padStart(8);
  console.log(
    `\nPOST /monitor/visual/new, ${ROUNDS} rounds, ms (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log(
    `${'filter'.padEnd(30)}${dialects.map((d) => `${`${d} p50`.padStart(14)}${`${d} p95`.padStart(14)}`).join('')}`,
  );
  for (const label of labels) {
    const row = dialects.map((d) => {
      const f = byDialect.get(d)!.get(label);
      return `${cell(f?.p50).padStart(14)}${cell(f?.p95).padStart(14)}`;
    });
    console.log(`${label.padEnd(30)}${row.join('')}`);
  }
}

/** The dashboard's calls only (BENCH_DATABASES=sqlite,postgres), without the page in Chromium. */
export async function benchDashboardCalls(): Promise<void> {
  console.log(`\n== Visual dashboard: one company with ${DEVICES.toLocaleString('en')} devices (BENCH_DEVICES) ==`);
  const byDialect = new Map<BenchDialect, Figures>();
  for (const dialect of (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as BenchDialect[]) {
    byDialect.set(dialect, await benchOn(dialect));
  }
  printTable(byDialect);
}

export async function benchDashboard(): Promise<void> {
  await benchDashboardCalls();
  await benchDashboardPage();
}
