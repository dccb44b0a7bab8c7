import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestPlatform, type TestPlatform } from '../telemetry/commands/test/platform-fixture.js';
import { DIALECTS } from '../test/databases.js';
import { provisionGateways, startSimulatedGateways, type Simulation } from './index.js';
import { signalsFor } from './signals.js';

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('simulated signals', () => {
  it('keep counters monotonic, switches 0 or 1, and writes take effect', () => {
    const [temperature, , energy, pump] = signalsFor(4, 7);
    let last = -Infinity;
    for (let t = 1; t < 3_600_000; t += 10_000) {
      const e = energy!.next(t);
      expect(e).toBeGreaterThanOrEqual(last);
      last = e;
      expect([0, 1]).toContain(pump!.next(t));
      expect(temperature!.next(t)).toBeGreaterThan(40);
    }
    temperature!.set(20);
    expect(Math.abs(temperature!.next(3_600_001) - 20)).toBeLessThan(10);
  });
});

describe.each(DIALECTS)('simulator against the platform on %s', (dialect) => {
  let p: TestPlatform;
  let sim: Simulation | undefined;

  beforeAll(async () => {
    p = await startTestPlatform(dialect);
    const gateways = await provisionGateways({ api: p.http, account: 'admin', password: ADMIN_PASSWORD, count: 2 });
    expect(gateways.map((g) => g.identity)).toEqual(['sim-0001', 'sim-0002']);
    sim = await startSimulatedGateways({ url: p.mqttUrl, gateways, rate: 40, vars: 4 });
  });
  afterAll(async () => {
    await sim?.stop();
    await p?.close();
  });

  it('publishes values that arrive in the database', async () => {
    await new Promise((r) => setTimeout(r, 2000));
    expect(sim!.stats()).toMatchObject({ gateways: 2, connected: 2, skipped: 0 });
    expect(sim!.stats().values).toBeGreaterThanOrEqual(120);
    const stored = async () => {
      const row = await p.db.kysely
        .selectFrom('points')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    await until(async () => (await stored()) >= 120);
    const names = await p.db.kysely.selectFrom('variables').select('name').distinct().orderBy('name').execute();
    expect(names.map((n) => n.name)).toEqual(['energy', 'pressure', 'pump', 'temperature']);
  });

  it('acknowledges writes and upgrades', async () => {
    const device = await p.db.kysely
      .selectFrom('devices')
      .selectAll()
      .where('identity', '=', 'sim-0001')
      .executeTakeFirstOrThrow();
    const pump = await p.db.kysely
      .selectFrom('variables')
      .select('id')
      .where('deviceId', '=', device.id)
      .where('name', '=', 'pump')
      .executeTakeFirstOrThrow();
    const write = await p.call('POST', `/netty/issueInstructions?data=1&deviceId=${device.id}&variableId=${pump.id}`);
    expect(write).toMatchObject({ code: 200, msg: 'issued successfully' });

    const form = new FormData();
    form.set('version', '9.0.1');
    form.set('modelName', 'simulator');
    form.set('file', new Blob([crypto.randomBytes(4096)]), 'fw.bin');
    const res = await fetch(`${p.http}/admin/api/version/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: p.token },
    });
    const { data } = (await res.json()) as { data: { id: number } };
    expect((await p.call('PUT', '/version', { id: data.id, ispublish: 1 })).code).toBe(200);
    expect((await p.call('GET', `/netty/upgrade/sim-0001/${data.id}`)).code).toBe(200);
    const log = () => p.call('POST', '/netty/upgradeLog/getPage', { param: { deviceId: device.id } });
    await until(async () => (await log()).data.records[0]?.result === 0);
    expect((await log()).data.records[0]).toMatchObject({ status: 1, result: 0 });
  });
});
