import { randomUUID } from 'node:crypto';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';
import type { Dialect } from '../../db/connect.js';
import { apiOf } from '../../modules/devices/test/api.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';
import { browserClientId } from '@iot/contract';
import { platformAcl } from '../acl.js';
import { createEmbeddedBroker, type EmbeddedBroker } from '../embedded-broker.js';

export interface Gateway {
  id: number;
  identity: string;
  secret: string;
}

/**
 * The test app with the embedded broker listening on free ports, and helpers that create devices and
 * connect gateways and browsers over real sockets.
 */
export async function startBrokerFixture(
  dialect: Dialect,
  { sessionCheckMs = 60_000, cacheTtlMs = 10_000, connectTimeoutMs = 10_000 } = {},
) {
  const t: TestApp = await createTestApp(dialect);
  const { devices, sessions } = t.app.services;
  const acl = platformAcl(t.app.services, t.app.log, cacheTtlMs);
  const broker: EmbeddedBroker = await createEmbeddedBroker({
    acl,
    sessions,
    log: t.app.log,
    now: t.clock.now,
    sessionCheckMs,
    maxPacket: t.config.mqttMaxPacket,
    connectTimeoutMs,
  });
  sessions.onRevoke((revoked) => broker.endSessions(revoked));
  const ports = await broker.listen('127.0.0.1', { mqtt: 0, mqttWs: 0 });
  const api = apiOf(() => t);
  const clients: MqttClient[] = [];
  const url = `mqtt://127.0.0.1:${ports.mqtt}`;

  async function connect(options: IClientOptions, to = url): Promise<MqttClient> {
    const client = await connectAsync(to, { reconnectPeriod: 0, connectTimeout: 5000, ...options });
    clients.push(client);
    return client;
  }

  async function gateway(owner: FixtureUser = 'dealerAdmin', fields: Record<string, unknown> = {}): Promise<Gateway> {
    const created = await api.device(owner, fields);
    const device = await devices.getById(created.id);
    return { id: created.id, identity: device!.identity, secret: created.secret };
  }

  const connectGateway = (gw: Gateway, options: IClientOptions = {}, to = url) =>
    connect({ clientId: gw.identity, username: gw.identity, password: gw.secret, ...options }, to);

  async function connectBrowser(user: FixtureUser, options: IClientOptions = {}, to = url) {
    const token = await t.tokenFor(user);
    const client = await connect(
      {
        clientId: browserClientId(t.fixture.users[user], randomUUID().slice(0, 8)),
        username: String(t.fixture.users[user]),
        password: token,
        ...options,
      },
      to,
    );
    return { client, token };
  }

  return {
    t,
    broker,
    ports,
    url,
    api,
    connect,
    gateway,
    connectGateway,
    connectBrowser,
    async close() {
      await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
      await broker.close();
      await t.close();
    },
  };
}
export type BrokerFixture = Awaited<ReturnType<typeof startBrokerFixture>>;

/** The connection refusal code of a CONNACK, or 'connected'. */
export async function loginOutcome(attempt: Promise<MqttClient>): Promise<number | 'connected'> {
  try {
    const client = await attempt;
    await client.endAsync(true);
    return 'connected';
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  }
}

/** The granted QoS (128 = refused) of one subscription. */
export async function grantedQos(client: MqttClient, topic: string, qos: 0 | 1 = 0): Promise<number> {
  try {
    const granted = await client.subscribeAsync(topic, { qos });
    return granted[0]!.qos;
  } catch (error) {
    const packet = (error as { packet?: { granted?: number[] } }).packet;
    if (packet?.granted) return packet.granted[0]!;
    throw error;
  }
}

/** Resolves when the client's connection closes (or rejects after `ms`). */
export function closed(client: MqttClient, ms = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!client.connected) return resolve();
    const timer = setTimeout(() => reject(new Error('connection still open')), ms);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The next message on a topic, parsed as JSON. */
/** The next message on `topic` that `matches` accepts (a late one from an earlier test is skipped). */
export function nextMessage(
  client: MqttClient,
  topic: string,
  matches: (message: Record<string, unknown>) => boolean = () => true,
  ms = 3000,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${topic}`)), ms);
    const onMessage = (received: string, payload: Buffer) => {
      if (received !== topic) return;
      const message = JSON.parse(payload.toString()) as Record<string, unknown>;
      if (!matches(message)) return;
      clearTimeout(timer);
      client.off('message', onMessage);
      resolve(message);
    };
    client.on('message', onMessage);
  });
}
