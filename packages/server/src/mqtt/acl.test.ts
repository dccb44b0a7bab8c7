import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import type { FixtureUser } from '../test/harness.js';
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
  const customDataItem = (user: FixtureUser) => customDataItemOf(f, user);

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
        `device/${gw.identity}/#`,
        `device/${gw.identity}/temp`,
        `device/status/${gw.identity}`,
        `device/${gw.identity}/Status`,
      ]) {
        expect(await grantedQos(client, topic), topic).toBe(0);
      }
    });

    it("subscribes to its companies' custom data items, not another's", async () => {
      const own = await customDataItem('dealerAdmin');
      const foreignItem = await customDataItem('otherAdmin');
      const { client } = await f.connectBrowser('viewer');
      expect(await grantedQos(client, `device/customdata/${own}`)).toBe(0);
      for (const topic of [
        `device/customdata/${foreignItem}`,
        'device/customdata/999999',
        'device/customdata/+',
        'device/customdata/#',
        'device/customdata/x',
      ]) {
        expect(await grantedQos(client, topic), topic).toBe(REFUSED);
      }
      const message = nextMessage(client, `device/customdata/${own}`);
      const payload = { deviceNum: 'customdata', code: String(own), value: 3, status: 0, time: 1 };
      await f.broker.publish(`device/customdata/${own}`, JSON.stringify(payload), { qos: 0 });
      expect(await message).toEqual(payload);
    });

    it('never takes status or customdata for an identity: no device may have them', async () => {
      for (const identity of ['status', 'customdata']) {
        const body = await f.api.as('dealerAdmin', 'POST', '/device', { name: 'Reserved', identity });
        expect(body, identity).toMatchObject({ code: 400, msg: expect.stringMatching(/^identity: /) });
        const update = await f.api.as('dealerAdmin', 'PUT', '/device', { id: gw.id, identity });
        expect(update, identity).toMatchObject({ code: 400, msg: expect.stringMatching(/^identity: /) });
      }
      const chinese = await f.t.call({
        method: 'POST',
        url: '/admin/api/device',
        payload: { name: 'Reserved', identity: 'status' },
        headers: { 'accept-language': 'zh-CN' },
        token: await f.t.tokenFor('dealerAdmin'),
      });
      expect(chinese.body.msg).toBe('identity：是实时主题的保留字');
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
        'device/status/#',
        'device/+/#',
        `device/${gw.identity}/temp/x`,
        `device/${gw.identity}/`,
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
      await client.subscribeAsync([`device/${moving.identity}/+`, `device/${gw.identity}/marker`]);
      const received: string[] = [];
      client.on('message', (_topic, payload) => received.push(payload.toString()));
      /** Publishes on the moving device, then a marker on a device that stays: once the marker arrives, so has that. */
      const publishThenMarker = async (value: string) => {
        const marker = nextMessage(client, `device/${gw.identity}/marker`);
        await f.broker.publish(`device/${moving.identity}/temp`, value, { qos: 0 });
        await f.broker.publish(`device/${gw.identity}/marker`, '{}', { qos: 0 });
        await marker;
      };
      await publishThenMarker('before');
      const body = await f.api.as('root', 'POST', '/device/transfer', {
        id: moving.id,
        companyId: f.t.fixture.companies.other,
      });
      expect(body.code, body.msg).toBe(200);
      // A subscription check looks the owner up once the cached one is older than its time to live.
      const { client: checker } = await f.connectBrowser('viewer');
      await expect
        .poll(() => grantedQos(checker, `device/${moving.identity}/temp`), { timeout: 10_000, interval: 50 })
        .toBe(REFUSED);
      await publishThenMarker('after');
      expect(received).toContain('before');
      expect(received).not.toContain('after');
    });
  });
});

/** A custom data item (a constant) of the user's company, made through the API. */
async function customDataItemOf(f: BrokerFixture, user: FixtureUser): Promise<number> {
  const repertory = await f.api.as(user, 'POST', '/customdata/repertory', { name: `Live ${user}` });
  const item = await f.api.as(user, 'POST', '/customdata', {
    repertoryId: repertory.data.id,
    name: 'Constant',
    type: 4,
    config: { value: 1 },
  });
  if (item.code !== 200) throw new Error(`custom data not created: ${item.msg}`);
  return item.data.id as number;
}
