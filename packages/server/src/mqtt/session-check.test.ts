import { browserClientId } from '@iot/contract';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { platformAcl } from './acl.js';
import { createEmbeddedBroker, type EmbeddedBroker } from './embedded-broker.js';
import { grantedQos } from './test/broker-fixture.js';

describe.each(DIALECTS)("the browsers' session check (%s)", (dialect) => {
  let t: TestApp;
  let broker: EmbeddedBroker;
  let url: string;
  let release: () => void = () => undefined;
  let checking: Promise<void> = Promise.resolve();
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { sessions } = t.app.services;
    broker = await createEmbeddedBroker({
      acl: platformAcl(t.app.services, t.app.log),
      // The check's database query waits until the test lets it go on.
      sessions: { stillValid: async (ids) => (await checking, sessions.stillValid(ids)) },
      log: t.app.log,
      now: t.clock.now,
      sessionCheckMs: 3_600_000,
      maxPacket: t.config.mqttMaxPacket,
    });
    const ports = await broker.listen('127.0.0.1', { mqtt: 0, mqttWs: 0 });
    url = `mqtt://127.0.0.1:${ports.mqtt}`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await broker.close();
    await t.close();
  });

  async function browser(suffix: string): Promise<MqttClient> {
    const user = t.fixture.users.viewer;
    const client = await connectAsync(url, {
      clientId: browserClientId(user, suffix),
      username: String(user),
      password: await t.tokenFor('viewer'),
      reconnectPeriod: 0,
    });
    clients.push(client);
    return client;
  }

  it('keeps a browser that logged in while a check was running', async () => {
    const before = await browser('before');
    checking = new Promise((resolve) => (release = resolve));
    const check = broker.checkSessions();
    const during = await browser('during');
    release();
    await check;
    // Both answer a round trip: neither was disconnected.
    expect(await grantedQos(before, `message/${t.fixture.users.viewer}/#`)).toBe(0);
    expect(await grantedQos(during, `message/${t.fixture.users.viewer}/#`)).toBe(0);
  });
});
