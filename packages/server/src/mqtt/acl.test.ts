import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import {
  closed,
  grantedQos,
  nextMessage,
  startBrokerFixture,
  type BrokerFixture,
  type Gateway,
} from './test/broker-fixture.js';

const REFUSED = 128;
const CACHE_TTL_MS = 300;

describe.each(DIALECTS)('mqtt topic rules (%s)', (dialect) => {
  let f: BrokerFixture;
  let gw: Gateway;
  let other: Gateway;
  let foreign: Gateway;
  beforeAll(async () => {
    f = await startBrokerFixture(dialect, { cacheTtlMs: CACHE_TTL_MS });
    gw = await f.gateway('dealerAdmin');
    other = await f.gateway('dealerAdmin');
    foreign = await f.gateway('otherAdmin');
  });
  afterAll(() => f.close());

  describe('gateway', () => {
    it('subscribes to its own command topic only', async () => {
      const client = await f.connectGateway(gw);
      expect(await grantedQos(client, `gw/${gw.identity}/cmd`, 1)).toBe(1);
      expect(await grantedQos(client, `gw/${other.identity}/cmd`)).toBe(REFUSED);
      expect(await grantedQos(client, 'gw/+/cmd')).toBe(REFUSED);
      expect(await grantedQos(client, 'device/#')).toBe(REFUSED);
      expect(await grantedQos(client, `device/${gw.identity}/+`)).toBe(REFUSED);
    });

    it('publishing under another identity ends its connection', async () => {
      const client = await f.connectGateway(gw);
      const gone = closed(client);
      client.publish(`gw/${other.identity}/data`, '{"values":{"t":1}}', { qos: 0 });
      await gone;
    });

    it('publishing a live topic ends its connection', async () => {
      const client = await f.connectGateway(gw);
      const gone = closed(client);
      client.publish(`device/${gw.identity}/temp`, '{}', { qos: 0 });
      await gone;
    });

    it('publishes its own data, status and ack', async () => {
      const seen: string[] = [];
      f.broker.onGatewayMessage((m) => {
        seen.push(`${m.identity}/${m.kind}`);
        return Promise.resolve();
      });
      const client = await f.connectGateway(gw);
      for (const kind of ['data', 'status', 'ack'])
        await client.publishAsync(`gw/${gw.identity}/${kind}`, '{}', { qos: 1 });
      expect(seen).toEqual(['data', 'status', 'ack'].map((k) => `${gw.identity}/${k}`));
      expect(client.connected).toBe(true);
    });
  });

  describe('browser', () => {
    it('subscribes to the live topics of devices its user may see', async () => {
      const { client } = await f.connectBrowser('viewer');
      for (const topic of [
        `device/${gw.identity}/+`,
        `device/${gw.identity}/temp`,
        `device/status/${gw.identity}`,
        `device/${gw.identity}/Status`,
      ]) {
        expect(await grantedQos(client, topic), topic).toBe(0);
      }
    });

    it("is refused another company's device, as if it did not exist", async () => {
      const { client } = await f.connectBrowser('viewer');
      for (const topic of [
        `device/${foreign.identity}/+`,
        `device/${foreign.identity}/temp`,
        `device/status/${foreign.identity}`,
        'device/no-such-device/+',
      ]) {
        expect(await grantedQos(client, topic), topic).toBe(REFUSED);
      }
    });

    it('is refused wildcards over identities and other topics', async () => {
      const { client } = await f.connectBrowser('root');
      for (const topic of [
        '#',
        'device/#',
        'device/+/temp',
        'device/status/+',
        `device/${gw.identity}/#`,
        'gw/+/data',
        `gw/${gw.identity}/cmd`,
        '$SYS/#',
      ]) {
        expect(await grantedQos(client, topic), topic).toBe(REFUSED);
      }
    });

    it("subscribes to its own messages, not another user's", async () => {
      const { client } = await f.connectBrowser('viewer');
      const own = f.t.fixture.users.viewer;
      expect(await grantedQos(client, `message/${own}/#`)).toBe(0);
      expect(await grantedQos(client, `message/${own}/alarm/#`)).toBe(0);
      expect(await grantedQos(client, `message/${own}/maintenance/+`)).toBe(0);
      expect(await grantedQos(client, `message/${f.t.fixture.users.otherUser}/#`)).toBe(REFUSED);
      expect(await grantedQos(client, 'message/+/alarm/#')).toBe(REFUSED);
      expect(await grantedQos(client, 'message/#')).toBe(REFUSED);
    });

    it('publishing anything ends its connection', async () => {
      const { client } = await f.connectBrowser('root');
      const gone = closed(client);
      client.publish(`device/${gw.identity}/temp`, '{}', { qos: 0 });
      await gone;
    });

    it('publishing as a gateway ends its connection', async () => {
      const { client } = await f.connectBrowser('root');
      const gone = closed(client);
      client.publish(`gw/${gw.identity}/data`, '{"values":{"t":1}}', { qos: 0 });
      await gone;
    });

    it('receives live values of its devices published by the platform', async () => {
      const { client } = await f.connectBrowser('viewer');
      await client.subscribeAsync(`device/${gw.identity}/+`);
      const message = nextMessage(client, `device/${gw.identity}/temp`);
      const payload = { deviceNum: gw.identity, code: 'temp', value: 21.5, status: 0, time: 1 };
      await f.broker.publish(`device/${gw.identity}/temp`, JSON.stringify(payload), { qos: 0 });
      expect(await message).toEqual(payload);
    });

    it('a subscription holder stops receiving a device transferred away', async () => {
      const moving = await f.gateway('dealerAdmin');
      const { client } = await f.connectBrowser('viewer');
      await client.subscribeAsync(`device/${moving.identity}/+`);
      const received: string[] = [];
      client.on('message', (_topic, payload) => received.push(payload.toString()));
      await f.broker.publish(`device/${moving.identity}/temp`, 'before', { qos: 0 });
      const body = await f.api.as('root', 'POST', '/device/transfer', {
        id: moving.id,
        companyId: f.t.fixture.companies.other,
      });
      expect(body.code, body.msg).toBe(200);
      await sleep(CACHE_TTL_MS + 50);
      // The first delivery after the time to live still uses the old owner while it is looked up again.
      await f.broker.publish(`device/${moving.identity}/temp`, 'stale', { qos: 0 });
      await sleep(100);
      await f.broker.publish(`device/${moving.identity}/temp`, 'after', { qos: 0 });
      await sleep(100);
      expect(received).toContain('before');
      expect(received).not.toContain('after');
      expect(await grantedQos(client, `device/${moving.identity}/temp`)).toBe(REFUSED);
    });
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
