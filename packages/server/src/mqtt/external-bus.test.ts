import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { connectAsync } from 'mqtt';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayMessage, MessageBus } from './bus.js';
import { connectExternalBus } from './external-bus.js';
import { testServices } from '../test/services.js';

/** The run's external broker (Mosquitto); without one these tests are skipped. */
const MOSQUITTO = testServices().mqttUrl ?? '';

/** A TCP relay to Mosquitto that can stop reading from the platform (a broker that does not keep up). */
async function stallableRelay() {
  const broker = new URL(MOSQUITTO);
  const fromPlatform: net.Socket[] = [];
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(broker.port || 1883), broker.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
    fromPlatform.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    stall: () => fromPlatform.forEach((s) => s.pause()),
    resume: () => fromPlatform.forEach((s) => s.resume()),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.skipIf(!MOSQUITTO)('external broker (Mosquitto)', () => {
  let bus: MessageBus;
  const received: GatewayMessage[] = [];
  const events: [string, boolean][] = [];
  // A group of its own, so tests running at the same time do not split these messages.
  const shareGroup = `test-${randomUUID().slice(0, 8)}`;
  const identity = `ext-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    bus = await connectExternalBus({
      url: MOSQUITTO,
      username: null,
      password: null,
      log: Fastify({ logger: { level: 'silent' } }).log,
      now: Date.now,
      shareGroup,
    });
    bus.onGatewayMessage((message) => {
      received.push(message);
      return Promise.resolve();
    });
    bus.onGatewayConnection((id, online) => events.push([id, online]));
  });
  afterAll(() => bus.close());

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };

  it('a gateway publish on the broker reaches the handler through the shared subscription', async () => {
    const gateway = await connectAsync(MOSQUITTO, { clientId: identity, reconnectPeriod: 0 });
    await gateway.publishAsync(`gw/${identity}/data`, '{"values":{"temp":3}}', { qos: 1 });
    await until(() => received.some((m) => m.identity === identity && m.kind === 'data'));
    expect(received.find((m) => m.identity === identity)!.payload.toString()).toBe('{"values":{"temp":3}}');
    await gateway.endAsync();
  });

  it('online state follows status messages, the last will included', async () => {
    const will = {
      topic: `gw/${identity}/status`,
      payload: Buffer.from('{"online":false}'),
      qos: 1 as const,
      retain: false,
    };
    const gateway = await connectAsync(MOSQUITTO, { clientId: identity, reconnectPeriod: 0, will });
    await gateway.publishAsync(`gw/${identity}/status`, '{"online":true}', { qos: 1 });
    await until(() => bus.connectedGateways().has(identity));
    gateway.stream.destroy();
    await until(() => !bus.connectedGateways().has(identity));
    expect(events.filter(([id]) => id === identity)).toEqual([
      [identity, true],
      [identity, false],
    ]);
  });

  it('live topics are published on the broker', async () => {
    const browser = await connectAsync(MOSQUITTO, { reconnectPeriod: 0 });
    await browser.subscribeAsync(`device/${identity}/+`);
    const got = new Promise<string>((resolve) => browser.once('message', (_t, payload) => resolve(payload.toString())));
    await bus.publish(`device/${identity}/temp`, '{"value":3}', { qos: 0 });
    expect(await got).toBe('{"value":3}');
    await browser.endAsync();
  });

  it('delivers every live value of a burst, in order, while the broker keeps up', async () => {
    const browser = await connectAsync(MOSQUITTO, { reconnectPeriod: 0 });
    await browser.subscribeAsync(`device/${identity}/burst`);
    const got: string[] = [];
    browser.on('message', (_topic, payload) => got.push(payload.toString()));
    const values = Array.from({ length: 200 }, (_, i) => JSON.stringify({ value: i }));
    for (const value of values) void bus.publish(`device/${identity}/burst`, value, { qos: 0 });
    await until(() => got.length === values.length);
    expect(got).toEqual(values);
    expect(bus.liveStats!().superseded).toBe(0);
    await browser.endAsync();
  });

  it('a broker that stops reading costs superseded live values, not memory', async () => {
    const relay = await stallableRelay();
    const slow = await connectExternalBus({
      url: relay.url,
      username: null,
      password: null,
      log: Fastify({ logger: { level: 'silent' } }).log,
      now: Date.now,
      shareGroup,
      socketHighWater: 65_536,
    });
    const browser = await connectAsync(MOSQUITTO, { reconnectPeriod: 0 });
    await browser.subscribeAsync(`device/${identity}/+`);
    const latest = new Map<string, string>();
    browser.on('message', (topic, payload) => latest.set(topic, payload.toString()));
    relay.stall();
    const filler = 'x'.repeat(1000);
    const TOPICS = 50;
    const TURNS = 2000;
    for (let turn = 0; turn < TURNS; turn++) {
      for (let v = 0; v < TOPICS; v++) {
        void slow.publish(`device/${identity}/v${v}`, JSON.stringify({ turn, filler }), { qos: 0 });
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    // 100 MB offered; what waits is one message per topic plus the socket's bound.
    const stats = slow.liveStats!();
    expect(stats.queued).toBeLessThanOrEqual(TOPICS);
    expect(stats.superseded).toBeGreaterThan(TOPICS * TURNS * 0.5);
    expect(stats.dropped).toBe(0);
    relay.resume();
    const last = JSON.stringify({ turn: TURNS - 1, filler });
    await until(() => latest.size === TOPICS && [...latest.values()].every((p) => p === last));
    await Promise.all([slow.close(), browser.endAsync()]);
    await relay.close();
  });
});
