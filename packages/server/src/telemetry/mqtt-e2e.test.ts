import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../context.js';
import { nextMessage, startBrokerFixture, type BrokerFixture } from '../mqtt/test/broker-fixture.js';
import { DIALECTS } from '../test/databases.js';
import { createTelemetry, type Telemetry } from './telemetry.js';
import { pointsOf } from './test/support.js';

describe.each(DIALECTS)('telemetry over the embedded broker (%s)', (dialect) => {
  let f: BrokerFixture;
  let telemetry: Telemetry;

  beforeAll(async () => {
    f = await startBrokerFixture(dialect);
    const ctx: Ctx = { db: f.t.testDb.db, config: f.t.config, log: f.t.app.log, now: f.t.clock.now };
    telemetry = createTelemetry({ ctx, services: f.t.app.services, bus: f.broker });
    await telemetry.start();
  });
  afterAll(async () => {
    await telemetry.stop();
    await f.close();
  });

  it('a gateway publish reaches a browser subscriber live and is stored before PUBACK', async () => {
    const gw = await f.gateway();
    const temp = await f.api.variable('dealerAdmin', gw.id, { name: 'temp' });
    const { client: browser } = await f.connectBrowser('viewer');
    await browser.subscribeAsync(`device/${gw.identity}/temp`);
    const live = nextMessage(browser, `device/${gw.identity}/temp`);
    const gateway = await f.connectGateway(gw);
    const ts = f.t.clock.now() - 1_000;
    await gateway.publishAsync(`gw/${gw.identity}/data`, JSON.stringify({ ts, values: { temp: 21.5 } }), { qos: 1 });
    expect(await pointsOf(f.t, temp)).toEqual([{ ts, value: 21.5, text: null }]);
    expect(await live).toEqual({ deviceNum: gw.identity, code: 'temp', value: 21.5, status: 0, time: ts });
  });

  it('a malformed publish is counted and the next one is stored', async () => {
    const gw = await f.gateway();
    const level = await f.api.variable('dealerAdmin', gw.id, { name: 'level' });
    const gateway = await f.connectGateway(gw);
    await gateway.publishAsync(`gw/${gw.identity}/data`, 'not json', { qos: 1 });
    await gateway.publishAsync(`gw/${gw.identity}/data`, '{"values":{"level":3}}', { qos: 1 });
    expect((await pointsOf(f.t, level)).map((p) => p.value)).toEqual([3]);
    expect(telemetry.health().perDevice.find((d) => d.identity === gw.identity)?.malformed).toBe(1);
  });
});
