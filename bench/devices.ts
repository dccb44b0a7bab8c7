// Device and variable list latency over real HTTP on loopback, with 100,000 devices and 1,000,000 variables.
import { buildApp } from '../packages/server/dist/app.js';
import { loadConfig } from '../packages/server/dist/config.js';
import { connect, type Db } from '../packages/server/dist/db/connect.js';
import { migrate } from '../packages/server/dist/db/migrate.js';
import { DEMO_PASSWORD, seed } from '../packages/server/dist/seed.js';
import { bulkInsert } from './bulk-insert.js';
import { apiClient, timeCall, type BenchCall } from './http-client.js';
import { createTempDatabase, type BenchDialect } from './temp-database.js';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const VARIABLES_PER_DEVICE = 10;
/** One archive per 5 devices; three in four linked to their device. */
const ARCHIVE_EVERY = 5;
const ROUNDS = 20;
const BULK_ROUNDS = 3;
const ADMIN_PASSWORD = 'Bench#12345x';
/** Share of the devices per company: the company admin's (water) is the largest. */
const SHARES = [0.3, 0.2, 0.1, 0.08, 0.08, 0.08, 0.08, 0.08];
const KINDS = ['Boiler', 'Pump', 'Tank', 'Meter', 'Compressor'];
const VARIABLE_NAMES = ['temp', 'pressure', 'flow', 'level', 'speed', 'current', 'voltage', 'power', 'run', 'alarm'];

type Row = Record<string, unknown>;

async function companiesFor(app: Awaited<ReturnType<typeof buildApp>>, db: Db): Promise<number[]> {
  const named = async (pattern: string) =>
    (await db.kysely.selectFrom('companies').select('id').where('name', 'like', pattern).executeTakeFirstOrThrow()).id;
  const domain = await app.services.tenancy.findDomain('localhost');
  if (!domain) throw new Error('no localhost domain');
  const ids = [await named('%Water%'), await named('%Steel%'), await named('%Demo Automation%')];
  while (ids.length < SHARES.length) {
    const name = `Bench company ${ids.length}`;
    ids.push(await app.services.tenancy.createCompany({ name, domainId: domain.id, parentId: null, isDealer: false }));
  }
  return ids;
}

/** Devices split among the companies by SHARES, 10 variables each with a latest value, and archives. */
async function fill(app: Awaited<ReturnType<typeof buildApp>>, db: Db): Promise<void> {
  const companies = await companiesFor(app, db);
  const bounds = SHARES.map((_, c) => Math.round(SHARES.slice(0, c + 1).reduce((a, b) => a + b, 0) * DEVICES));
  const companyOf = (i: number) => companies[bounds.findIndex((b) => i < b)]!;
  const now = Date.now();
  const before = await db.kysely
    .selectFrom('devices')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const firstId = Number(before?.id ?? 0) + 1;
  await bulkInsert(db, 'devices', DEVICES, (i) => ({
    companyId: companyOf(i),
    name: `${KINDS[i % KINDS.length]} ${i}`,
    identity: `GW-${String(i).padStart(6, '0')}`,
    modelName: `is${600 + (i % 7)}`,
    isonline: i % 3 === 0 ? 1 : 0,
    scanCycle: 60,
    secretHash: 'x'.repeat(64),
    createdAt: now - (DEVICES - i) * 1000,
  }));
  const ids = (
    await db.kysely.selectFrom('devices').select('id').where('id', '>=', firstId).orderBy('id').execute()
  ).map((r) => r.id);
  const vars = ids.length * VARIABLES_PER_DEVICE;
  await bulkInsert(db, 'variables', vars, (i) => ({
    deviceId: ids[Math.floor(i / VARIABLES_PER_DEVICE)],
    name: VARIABLE_NAMES[i % VARIABLES_PER_DEVICE],
    unit: '',
    description: `${VARIABLE_NAMES[i % VARIABLES_PER_DEVICE]} of device ${Math.floor(i / VARIABLES_PER_DEVICE)}`,
    dataType: 'float',
    decimalPlaces: 2,
    varType1: 1,
    createdAt: now,
  }));
  await db.kysely
    .insertInto('latestValues')
    .columns(['variableId', 'value', 'numeric', 'ts'])
    .expression((eb) =>
      eb
        .selectFrom('variables')
        .select((s) => ['id', s.val('21.5').as('value'), s.val(21.5).as('numeric'), s.val(now).as('ts')]),
    )
    .execute();
  await bulkInsert(db, 'deviceArchives', Math.floor(ids.length / ARCHIVE_EVERY), (i) => ({
    companyId: companyOf(i * ARCHIVE_EVERY),
    deviceId: i % 4 === 3 ? null : ids[i * ARCHIVE_EVERY],
    name: `Archive ${i}`,
    createdAt: now,
  }));
  // What autovacuum would do after a bulk load; without statistics PostgreSQL plans blind.
  if (db.pool) await db.pool.query('VACUUM ANALYZE');
  else db.sqlite?.exec('ANALYZE');
}

function callsFor(total: number, deviceId: number): BenchCall[] {
  const page = (label: string, body: Row): BenchCall => ({
    label: `getDeviceListPage ${label}`,
    method: 'POST',
    url: '/device/getDeviceListPage',
    body,
  });
  const deep = Math.max(1, Math.floor((total * 0.9) / 30));
  return [
    page('first page', { pageNum: 1, pageSize: 30 }),
    page(`deep page ${deep}`, { pageNum: deep, pageSize: 30 }),
    page('name contains "pump 12"', { pageNum: 1, pageSize: 30, param: { name: 'pump 12' } }),
    page('identity contains "GW-0123"', { pageNum: 1, pageSize: 30, param: { identity: 'GW-0123' } }),
    page('online only', { pageNum: 1, pageSize: 30, param: { isonline: 1 } }),
    ...['name', 'identity', 'createTime', 'isonline'].map((field) =>
      page(`sorted by ${field}`, { pageNum: 1, pageSize: 30, sortFields: field, isAscendingOrder: true }),
    ),
    page('sorted by name, descending, page 10', {
      pageNum: 10,
      pageSize: 30,
      sortFields: 'name',
      isAscendingOrder: false,
    }),
    {
      label: 'findVarList one device (variable list page)',
      method: 'POST',
      url: '/variable/findVarList',
      body: { pageNum: 1, pageSize: 15, param: { deviceId, type: -1 } },
    },
    {
      label: 'picker: findVarList one device, filter "temp"',
      method: 'POST',
      url: '/variable/findVarList',
      body: { pageNum: 1, pageSize: 30, param: { deviceId, type: -1, filter: 'temp' } },
    },
    { label: 'picker: getDeviceList 500', method: 'POST', url: '/device/getDeviceList', body: { pageSize: 500 } },
    {
      label: 'picker: getDeviceList 500, name "pump 12"',
      method: 'POST',
      url: '/device/getDeviceList',
      body: { pageSize: 500, name: 'pump 12' },
    },
    { label: 'picker: GET /device/archives?pageSize=500', method: 'GET', url: '/device/archives?pageSize=500' },
    { label: 'GET /device/devicesListThree?hasDevice=1', method: 'GET', url: '/device/devicesListThree?hasDevice=1' },
    {
      label: 'findVarList all devices, page 1 of 30',
      method: 'POST',
      url: '/variable/findVarList',
      body: { pageNum: 1, pageSize: 30, param: {} },
    },
    {
      label: 'findVarList all devices, filter "device 4242"',
      method: 'POST',
      url: '/variable/findVarList',
      body: { pageNum: 1, pageSize: 30, param: { filter: 'device 4242' } },
    },
    ...[
      ['devicesListThree?hasDevice=1&pageSize=9999999', 'GET', '/device/devicesListThree?hasDevice=1&pageSize=9999999'],
      ['getDeviceList pageSize 9999999', 'POST', '/device/getDeviceList', { pageSize: 9_999_999 }],
      ['getDeviceListPage pageSize 9999999', 'POST', '/device/getDeviceListPage', { pageSize: 9_999_999 }],
      ['findVarList pageSize 9999999', 'POST', '/variable/findVarList', { pageNum: 1, pageSize: 9_999_999 }],
    ].map(([label, method, url, body]) => ({
      label: `bulk: ${label as string}`,
      method: method as BenchCall['method'],
      url: url as string,
      body,
      rounds: BULK_ROUNDS,
    })),
  ];
}

async function benchOn(dialect: BenchDialect): Promise<void> {
  const temp = await createTempDatabase(dialect);
  const config = loadConfig({
    IOT_DATA_DIR: temp.dataDir,
    IOT_DATABASE_URL: temp.url,
    IOT_CAPTCHA: 'off',
    IOT_DEMO: '1',
    IOT_LOG_LEVEL: 'silent',
    IOT_HOST: '127.0.0.1',
    IOT_HTTP_PORT: '0',
    IOT_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  const db = connect(temp.url);
  await migrate(db);
  const app = await buildApp({ config, db });
  try {
    await seed({ db, config, log: app.log, now: Date.now }, app.services);
    const started = performance.now();
    await fill(app, db);
    console.log(
      `${dialect}: ${DEVICES.toLocaleString('en')} devices, ${(DEVICES * VARIABLES_PER_DEVICE).toLocaleString('en')} ` +
        `variables with latest values, ${(DEVICES / ARCHIVE_EVERY).toLocaleString('en')} archives in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const api = `${await app.listen({ host: '127.0.0.1', port: 0 })}/admin/api`;
    const { request, login } = apiClient(api);

    for (const [who, token] of [
      ['company admin (water-admin)', await login('water-admin', DEMO_PASSWORD)],
      ['platform admin', await login('admin', ADMIN_PASSWORD)],
    ] as const) {
      const first = (await request(token, callsFor(1, 0)[0]!)).data as {
        deviceList: { total: number; records: { id: number }[] };
      };
      const { total } = first.deviceList;
      console.log(`-- ${dialect}, ${who}: ${total.toLocaleString('en')} devices in scope`);
      for (const call of callsFor(total, first.deviceList.records[0]!.id)) {
        console.log(await timeCall(request, token, call, ROUNDS, dialect));
      }
    }
  } finally {
    await app.close();
    await db.close();
    await temp.drop();
  }
}

export async function benchDevices(): Promise<void> {
  console.log(`\n== Device and variable lists: ${DEVICES.toLocaleString('en')} devices (BENCH_DEVICES) ==`);
  for (const dialect of (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as BenchDialect[]) {
    await benchOn(dialect);
  }
}
