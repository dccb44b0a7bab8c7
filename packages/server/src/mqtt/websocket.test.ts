import type { AddressInfo } from 'node:net';
import type { MqttClient } from 'mqtt';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import { BATCH_LIMITS } from './websocket-batch.js';
import {
  grantedQos,
  loginOutcome,
  nextMessage,
  startBrokerFixture,
  type BrokerFixture,
  type Gateway,
} from './test/broker-fixture.js';

describe.each(DIALECTS)('mqtt over WebSocket (%s)', (dialect) => {
  let f: BrokerFixture;
  let gw: Gateway;
  let httpUrl: string;
  let wsUrl: string;
  beforeAll(async () => {
    f = await startBrokerFixture(dialect);
    gw = await f.gateway();
    f.broker.attachHttp(f.t.app.server);
    await f.t.app.listen({ host: '127.0.0.1', port: 0 });
    httpUrl = `ws://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}/mqtt`;
    wsUrl = `ws://127.0.0.1:${f.ports.mqttWs}/mqtt`;
  });
  afterAll(() => f.close());

  it.each(['the WebSocket port', 'the HTTP port'])('a browser gets live values on %s', async (where) => {
    const url = where === 'the HTTP port' ? httpUrl : wsUrl;
    const { client } = await f.connectBrowser('viewer', {}, url);
    expect(await grantedQos(client, `device/${gw.identity}/+`)).toBe(0);
    expect(await grantedQos(client, 'device/#')).toBe(128);
    const message = nextMessage(client, `device/${gw.identity}/temp`);
    await f.broker.publish(`device/${gw.identity}/temp`, '{"value":1}', { qos: 0 });
    expect(await message).toEqual({ value: 1 });
  });

  it('a gateway connects over WebSocket with the same rules', async () => {
    expect(await loginOutcome(f.connectGateway(gw, {}, httpUrl))).toBe('connected');
    expect(await loginOutcome(f.connectGateway({ ...gw, secret: 'wrong' }, {}, wsUrl))).toBe(4);
  });

  it("a gateway's QoS 1 values over WebSocket are received and acknowledged", async () => {
    const received: string[] = [];
    f.broker.onGatewayMessage(({ payload }) => {
      received.push(payload.toString());
      return Promise.resolve();
    });
    const gateway = await f.connectGateway(gw, {}, wsUrl);
    for (const level of [1, 2, 3])
      await gateway.publishAsync(`gw/${gw.identity}/data`, JSON.stringify({ values: { level } }), { qos: 1 });
    expect(received.map((payload) => JSON.parse(payload) as unknown)).toEqual(
      [1, 2, 3].map((level) => ({ values: { level } })),
    );
  });

  /** A browser whose WebSocket messages are counted as they arrive. */
  async function countingBrowser(): Promise<{ client: MqttClient; messages: () => number }> {
    let messages = 0;
    const { client } = await f.connectBrowser(
      'viewer',
      {
        createWebsocket: (url: string, protocols: string[]) => {
          const socket = new WebSocket(url, protocols);
          socket.on('message', () => (messages += 1));
          return socket;
        },
      },
      wsUrl,
    );
    await client.subscribeAsync(`device/${gw.identity}/burst`, { qos: 0 });
    messages = 0;
    return { client, messages: () => messages };
  }

  it('a burst of publishes arrives whole and in order in far fewer WebSocket messages', async () => {
    const { client, messages } = await countingBrowser();
    const count = 500;
    const received: number[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('message', (_topic, payload) => {
        received.push((JSON.parse(payload.toString()) as { value: number }).value);
        if (received.length === count) resolve();
      }),
    );
    const topic = `device/${gw.identity}/burst`;
    await Promise.all(
      Array.from({ length: count }, (_, i) => f.broker.publish(topic, JSON.stringify({ value: i }), { qos: 0 })),
    );
    await all;
    expect(received).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(messages()).toBeLessThan(count / 10);
  });

  it('a lone publish is sent within the batching window', async () => {
    const { client, messages } = await countingBrowser();
    const message = nextMessage(client, `device/${gw.identity}/burst`);
    const sent = performance.now();
    await f.broker.publish(`device/${gw.identity}/burst`, '{"value":3}', { qos: 0 });
    expect(await message).toEqual({ value: 3 });
    // The window plus a loaded machine's scheduling: what matters is that nothing waits for more to come.
    expect(performance.now() - sent).toBeLessThan(BATCH_LIMITS.windowMs + 500);
    expect(messages()).toBe(1);
  });

  it('other upgrade paths on the HTTP port are refused', async () => {
    const socket = new WebSocket(httpUrl.replace('/mqtt', '/other'), 'mqtt');
    const outcome = await new Promise<string>((resolve) => {
      socket.once('open', () => resolve('open'));
      socket.once('error', (error) => resolve(error.message));
    });
    expect(outcome).not.toBe('open');
  });
});
