import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ctx } from '../../context.js';
import { createOnlineState } from '../../mqtt/online-state.js';
import { startTestPlatform, untilOnline, type TestPlatform } from '../../telemetry/commands/test/platform-fixture.js';
import { pointsOf, startPipeline } from '../../telemetry/test/support.js';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from './test/api.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds (the sweep and the online state run on their own). */
async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe.each(DIALECTS)('device settings take effect in the ingest pipeline (%s)', (dialect) => {
  let t: TestApp;
  let pipe: Awaited<ReturnType<typeof startPipeline>>;
  let online: ReturnType<typeof createOnlineState>;
  const { as, device, variable } = apiOf(() => t);
  const settings = (id: number, fields: object) => as('dealerAdmin', 'PUT', '/device/settings', { id, ...fields });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    pipe = await startPipeline(t, { onActivity: (gateway) => online.seen(gateway) });
    const ctx: Ctx = { db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now };
    online = createOnlineState(ctx, pipe.bus, { sweepMs: 20 });
    online.start();
    t.app.services.devices.onChange(online.changed);
  });
  afterAll(async () => {
    await online.stop();
    await pipe.telemetry.stop();
    await t.close();
  });

  const health = () => pipe.telemetry.health();
  const dropsOf = (identity: string) => health().perDevice.find((d) => d.identity === identity);
  /** `n` values of one variable, one per millisecond, ending a second ago. */
  const burst = (name: string, n: number) => {
    const base = t.clock.now() - 1_000 - n;
    return Array.from({ length: n }, (_, i) => ({ ts: base + i, values: { [name]: i } }));
  };

  it("a gateway's lower rate limit drops and counts the values above it; another gateway keeps the default", async () => {
    const slow = await device('dealerAdmin', { identity: `gw-slow-${dialect}` });
    const fast = await device('dealerAdmin', { identity: `gw-fast-${dialect}` });
    const slowVar = await variable('dealerAdmin', slow.id, { name: 'flow', dataType: 'float' });
    const fastVar = await variable('dealerAdmin', fast.id, { name: 'flow', dataType: 'float' });
    // Known to the pipeline before the change: the change must reach its cache.
    await pipe.deliver(`gw-slow-${dialect}`, 'data', { values: { flow: -1 } }, 1);
    expect((await settings(slow.id, { rateLimit: 5 })).code).toBe(200);

    await pipe.deliver(`gw-slow-${dialect}`, 'data', burst('flow', 20), 1);
    await pipe.deliver(`gw-fast-${dialect}`, 'data', burst('flow', 20), 1);
    expect((await pointsOf(t, slowVar)).filter((p) => p.value !== -1)).toHaveLength(5);
    expect(await pointsOf(t, fastVar)).toHaveLength(20);
    expect(dropsOf(`gw-slow-${dialect}`)?.rateLimited).toBe(15);
    expect(dropsOf(`gw-fast-${dialect}`)).toBeUndefined();

    t.clock.advance(1_000);
    expect((await settings(slow.id, { rateLimit: null })).code).toBe(200);
    await pipe.deliver(`gw-slow-${dialect}`, 'data', burst('flow', 20), 1);
    expect(dropsOf(`gw-slow-${dialect}`)?.rateLimited).toBe(15);
  });

  it('autoRegister 0 refuses new names at once, and 1 takes them again', async () => {
    const identity = `gw-auto-${dialect}`;
    const gw = await device('dealerAdmin', { identity });
    const names = async () =>
      (await t.app.services.variables.variablesOfDevice(gw.id)).map((v) => v.name).sort((a, b) => a.localeCompare(b));
    await pipe.deliver(identity, 'data', { values: { first: 1 } }, 1);
    expect(await names()).toEqual(['first']);

    await settings(gw.id, { autoRegister: 0 });
    const before = health().dropped.unknownVariable;
    await pipe.deliver(identity, 'data', { values: { second: 2, first: 3 } }, 1);
    expect(health().dropped.unknownVariable - before).toBe(1);
    expect(await names()).toEqual(['first']);

    await settings(gw.id, { autoRegister: 1 });
    await pipe.deliver(identity, 'data', { values: { third: 3 } }, 1);
    expect(await names()).toEqual(['first', 'third']);

    // The device form (PUT /device) reaches the ingest cache at once too.
    await as('dealerAdmin', 'PUT', '/device', { id: gw.id, autoRegister: 0 });
    await pipe.deliver(identity, 'data', { values: { fourth: 4 } }, 1);
    expect(await names()).toEqual(['first', 'third']);
  });

  it('an offline timeout marks a silent HTTP gateway offline, tells browsers, and data brings it back', async () => {
    const identity = `gw-http-${dialect}`;
    const gw = await device('dealerAdmin', { identity });
    const quiet = await device('dealerAdmin', { identity: `gw-quiet-${dialect}` });
    const post = async (who: string, secret: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/gw/${who}/data`,
        headers: { authorization: `Device ${secret}`, 'content-type': 'application/json' },
        payload: { values: { level: 1 } },
      });
      expect(res.statusCode).toBe(200);
    };
    const isonline = async (id: number) => (await as('dealerAdmin', 'GET', `/device/${id}`)).data.isonline as number;
    const statuses = () =>
      pipe.published.filter((p) => p.topic === `device/status/${identity}`).map((p) => p.payload.online);
    await settings(gw.id, { offlineTimeoutSec: 60 });

    await post(identity, gw.secret);
    await until(async () => (await isonline(gw.id)) === 1);
    expect(statuses()).toEqual([true]);
    expect(pipe.published.find((p) => p.topic === `device/status/${identity}`)).toMatchObject({
      payload: { deviceNum: identity, online: true, time: t.clock.now() },
      qos: 0,
    });

    t.clock.advance(45_000);
    await post(identity, gw.secret);
    await sleep(100);
    t.clock.advance(45_000);
    await sleep(100);
    expect(await isonline(gw.id)).toBe(1);

    t.clock.advance(16_000);
    await until(() => statuses().length === 2);
    expect(statuses()).toEqual([true, false]);
    expect(await isonline(gw.id)).toBe(0);
    const listed = await as('dealerAdmin', 'POST', '/device/getDeviceListPage', { param: { identity } });
    expect(listed.data.deviceList.records[0].isonline).toBe(0);

    await post(identity, gw.secret);
    await until(() => statuses().length === 3);
    expect(statuses()).toEqual([true, false, true]);
    expect(await isonline(gw.id)).toBe(1);

    // Switched off, the timeout leaves the say to the connection: this gateway only posts over HTTP.
    await settings(gw.id, { offlineTimeoutSec: null });
    await until(() => statuses().length === 4);
    expect(statuses()).toEqual([true, false, true, false]);
    expect(await isonline(gw.id)).toBe(0);

    // Without a timeout (the default) the online state stays the MQTT connection's, as before.
    await post(`gw-quiet-${dialect}`, quiet.secret);
    await sleep(100);
    expect(await isonline(quiet.id)).toBe(0);
    expect(pipe.published.some((p) => p.topic === `device/status/gw-quiet-${dialect}`)).toBe(false);
  });

  it('a connected gateway the sweep marked offline comes back when its timeout is switched off', async () => {
    const identity = `gw-linked-${dialect}`;
    const gw = await device('dealerAdmin', { identity });
    const statuses = () =>
      pipe.published.filter((p) => p.topic === `device/status/${identity}`).map((p) => p.payload.online);
    // The pipeline's bus reports this gateway's MQTT connection as up.
    const connection = vi.spyOn(pipe.bus, 'connectedGateways').mockReturnValue(new Set([identity]));
    try {
      await settings(gw.id, { offlineTimeoutSec: 30 });
      await pipe.deliver(identity, 'data', { values: { level: 1 } }, 1);
      await until(() => statuses().length === 1);
      t.clock.advance(31_000);
      await until(() => statuses().length === 2);
      await settings(gw.id, { offlineTimeoutSec: 0 });
      await until(() => statuses().length === 3);
      expect(statuses()).toEqual([true, false, true]);
    } finally {
      connection.mockRestore();
    }
  });
});

describe.each(DIALECTS)("a gateway's command timeout on the running platform (%s)", (dialect) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform(dialect, { IOT_COMMAND_TIMEOUT_MS: '10000' });
  });
  afterAll(() => p.close());

  it('a write to a gateway that never acks fails after its own timeout, not the platform one', async () => {
    const gw = await p.device(`gw-mute-${dialect}`, { setpoint: 'float' });
    const variableId = (
      await p.call('POST', '/variable/findVarList', {
        pageNum: 1,
        pageSize: 10,
        param: { deviceId: gw.id, type: -1 },
      })
    ).data.records[0].id as number;
    const client = await p.gateway(gw);
    const commands: string[] = [];
    client.on('message', (_topic, payload) => commands.push(payload.toString()));
    await untilOnline(p, gw.identity);
    expect((await p.call('PUT', '/device/settings', { id: gw.id, commandTimeoutSec: 1 })).code).toBe(200);

    const started = performance.now();
    const body = await p.call('POST', `/netty/issueInstructions?data=5&deviceId=${gw.id}&variableId=${variableId}`);
    const elapsed = performance.now() - started;
    expect(body).toMatchObject({ code: 504, msg: 'gateway did not acknowledge within 1 s' });
    expect(elapsed).toBeGreaterThanOrEqual(990);
    expect(elapsed).toBeLessThan(4_000);
    expect(commands.map((c) => JSON.parse(c) as { variable: string })).toMatchObject([{ variable: 'setpoint' }]);
  });
});
