import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../context.js';
import { DIALECTS } from '../test/databases.js';
import type { GatewayMessage } from './bus.js';
import { createOnlineState } from './online-state.js';
import { closed, nextMessage, startBrokerFixture, type BrokerFixture, type Gateway } from './test/broker-fixture.js';

const HANDLER_DELAY_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('mqtt delivery, online state and sessions (%s)', (dialect) => {
  let f: BrokerFixture;
  let gw: Gateway;
  let online: ReturnType<typeof createOnlineState>;
  let received: GatewayMessage[];
  let reject = false;
  beforeAll(async () => {
    f = await startBrokerFixture(dialect, { sessionCheckMs: 100 });
    const ctx: Ctx = { db: f.t.testDb.db, config: f.t.config, log: f.t.app.log, now: f.t.clock.now };
    online = createOnlineState(ctx, f.broker);
    gw = await f.gateway();
    received = [];
    f.broker.onGatewayMessage(async (message) => {
      received.push(message);
      await sleep(HANDLER_DELAY_MS);
      if (reject) throw new Error('not stored');
    });
  });
  afterAll(() => f.close());

  const isonline = async (id: number) => (await f.t.app.services.devices.getById(id))!.isonline;

  it('acknowledges QoS 1 only after the handler resolved', async () => {
    const client = await f.connectGateway(gw);
    const started = performance.now();
    await client.publishAsync(`gw/${gw.identity}/data`, '{"values":{"temp":21.5}}', { qos: 1 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(HANDLER_DELAY_MS - 5);
    const last = received.at(-1)!;
    expect(last).toMatchObject({ identity: gw.identity, kind: 'data', qos: 1 });
    expect(JSON.parse(last.payload.toString())).toEqual({ values: { temp: 21.5 } });
  });

  it('a rejected message is not acknowledged, counted, and the gateway stays connected', async () => {
    const client = await f.connectGateway(gw);
    const before = f.broker.stats().rejected;
    reject = true;
    let acked = false;
    client.publish(`gw/${gw.identity}/data`, 'not json', { qos: 1 }, () => (acked = true));
    await expect.poll(() => f.broker.stats().rejected, { timeout: 10_000 }).toBe(before + 1);
    reject = false;
    expect(client.connected).toBe(true);
    // The next message's PUBACK comes after any the first one would have had.
    await client.publishAsync(`gw/${gw.identity}/data`, '{"values":{"temp":1}}', { qos: 1 });
    expect(acked).toBe(false);
  });

  it('connect and last will set the online state and tell allowed browsers', async () => {
    const { client: browser } = await f.connectBrowser('viewer');
    await browser.subscribeAsync(`device/status/${gw.identity}`);
    const up = nextMessage(browser, `device/status/${gw.identity}`, (m) => m.online === true);
    const will = {
      topic: `gw/${gw.identity}/status`,
      payload: Buffer.from('{"online":false}'),
      qos: 1 as const,
      retain: false,
    };
    const gateway = await f.connectGateway(gw, { will });
    expect(await up).toEqual({ deviceNum: gw.identity, online: true, time: f.t.clock.now() });
    // A takeover of the earlier tests' connection may still be settling: wait for the state it ends in.
    await expect.poll(async () => (await online.flush(), isonline(gw.id))).toBe(1);
    expect(f.broker.connectedGateways().has(gw.identity)).toBe(true);

    const down = nextMessage(browser, `device/status/${gw.identity}`, (m) => m.online === false);
    const willSeen = received.length;
    gateway.stream.destroy();
    expect(await down).toMatchObject({ deviceNum: gw.identity, online: false });
    await expect.poll(async () => (await online.flush(), isonline(gw.id))).toBe(0);
    expect(f.broker.connectedGateways().has(gw.identity)).toBe(false);
    await sleep(HANDLER_DELAY_MS);
    expect(received.slice(willSeen).map((m) => m.kind)).toContain('status');
  });

  it("another company's browser does not get the status", async () => {
    const { client: browser } = await f.connectBrowser('otherUser');
    const messages: string[] = [];
    browser.on('message', (topic) => messages.push(topic));
    await browser.subscribeAsync(`device/status/${gw.identity}`).catch(() => undefined);
    await f.connectGateway(gw);
    await sleep(200);
    expect(messages).toEqual([]);
  });

  it('a logout disconnects that browser at once', async () => {
    const { client, token } = await f.connectBrowser('viewer');
    const { client: otherTab } = await f.connectBrowser('viewer');
    const gone = closed(client);
    expect((await f.t.call({ method: 'POST', url: '/admin/api/user/logout', token })).body.code).toBe(200);
    await gone;
    await sleep(50);
    expect(otherTab.connected).toBe(true);
  });

  it('disconnectUser ends every browser of that user', async () => {
    const { client } = await f.connectBrowser('customerAdmin');
    const gone = closed(client);
    f.broker.disconnectUser(f.t.fixture.users.customerAdmin);
    await gone;
  });

  it("a browser stops getting a device's values once its company leaves the browser's scope", async () => {
    const customerGw = await f.gateway('customerAdmin');
    const topic = `device/${customerGw.identity}/temp`;
    const { client: browser } = await f.connectBrowser('dealerAdmin');
    await browser.subscribeAsync(topic);
    const seen = nextMessage(browser, topic);
    await f.broker.publish(topic, '{"value":1}', { qos: 0 });
    expect(await seen).toEqual({ value: 1 });

    const { kysely } = f.t.testDb.db;
    const { customer } = f.t.fixture.companies;
    await kysely.updateTable('companies').set({ parentId: null }).where('id', '=', customer).execute();
    try {
      await f.broker.checkSessions();
      const messages: string[] = [];
      browser.on('message', (t) => messages.push(t));
      await f.broker.publish(topic, '{"value":2}', { qos: 0 });
      await sleep(200);
      expect(messages).toEqual([]);
      expect(browser.connected).toBe(true);
    } finally {
      await kysely
        .updateTable('companies')
        .set({ parentId: f.t.fixture.companies.dealer })
        .where('id', '=', customer)
        .execute();
    }
  });

  it('a browser whose user is disabled is disconnected by the periodic check', async () => {
    const { client } = await f.connectBrowser('nomenu');
    const gone = closed(client);
    const { kysely } = f.t.testDb.db;
    await kysely.updateTable('users').set({ enabled: 0 }).where('id', '=', f.t.fixture.users.nomenu).execute();
    await gone;
  });

  it('a session that expires is disconnected by the periodic check', async () => {
    const { client } = await f.connectBrowser('dealerAdmin');
    const gone = closed(client);
    f.t.clock.advance(f.t.config.sessionMs + 1000);
    await gone;
  });
});
