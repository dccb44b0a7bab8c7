import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { DEMO_VARIABLE_COUNT } from './demo-gateways.js';
import { startPlatform, type Platform } from './platform.js';
import { createTestDb, DIALECTS, type TestDb } from './test/databases.js';
import { platformEnv } from './test/platform-env.js';

describe.each(DIALECTS)('demo gateways (%s)', (dialect) => {
  let testDb: TestDb;
  let platform: Platform;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    platform = await startPlatform(loadConfig(platformEnv(testDb, { IOT_DEMO: '1' })));
  });
  afterAll(async () => {
    await platform.stop();
    await testDb.drop();
  });

  it('runs the seeded demo gateways in process: online, with live values for every variable', async () => {
    const devices = await testDb.db.kysely.selectFrom('devices').select(['id', 'identity']).execute();
    expect(devices.map((d) => d.identity)).toEqual(expect.arrayContaining(['demo-gw-0001', 'demo-gw-0006']));
    const live = () =>
      testDb.db.kysely
        .selectFrom('latestValues')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const deadline = Date.now() + 10_000;
    while (Number((await live()).n) < devices.length * DEMO_VARIABLE_COUNT && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(Number((await live()).n)).toBe(devices.length * DEMO_VARIABLE_COUNT);
    expect(platform.bus.connectedGateways().size).toBe(devices.length);
  });

  it('configures a temperature alarm on every demo gateway, so the demo raises alarms', async () => {
    const configs = await testDb.db.kysely
      .selectFrom('alarmConfigs as a')
      .innerJoin('variables as v', 'v.id', 'a.variableId')
      .select(['v.name', 'a.upperLimit', 'a.enable'])
      .execute();
    expect(configs).toHaveLength(6);
    expect(configs.every((c) => c.name === 'temperature' && c.enable === 1 && c.upperLimit === 72)).toBe(true);
  });
});
