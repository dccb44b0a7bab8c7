import { connectAsync, type MqttClient } from 'mqtt';
import { loadConfig } from '../../../config.js';
import type { Dialect } from '../../../db/connect.js';
import { startPlatform } from '../../../platform.js';
import { createTestDb } from '../../../test/databases.js';
import { platformEnv } from '../../../test/platform-env.js';

export const ADMIN_PASSWORD = 'Admin#12345x';

/** The whole platform on free ports over a test database, and calls as its platform administrator. */
export async function startTestPlatform(dialect: Dialect, env: Record<string, string> = {}) {
  const testDb = await createTestDb(dialect);
  const config = loadConfig(platformEnv(testDb, { IOT_ADMIN_PASSWORD: ADMIN_PASSWORD, ...env }));
  const platform = await startPlatform(config);
  const http = `http://127.0.0.1:${platform.ports.http}`;
  // The port is known only once bound: unless a test gives its own, gateways download from this address.
  config.publicUrl ??= http;
  const mqttUrl = config.mqttUrl ?? `mqtt://127.0.0.1:${platform.ports.mqtt}`;
  const clients: MqttClient[] = [];

  async function call(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(`${http}/admin/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  }
  const login = await call('POST', '/login/login', { phone: 'admin', password: ADMIN_PASSWORD });
  const token = login.data.token as string;

  /** A device with variables, created through the API; answers its id, identity and secret. */
  async function device(identity: string, variables: Record<string, string>) {
    const created = await call('POST', '/device', { name: identity, identity }, token);
    for (const [name, dataType] of Object.entries(variables)) {
      await call('POST', '/variable', { deviceId: created.data.id, name, dataType }, token);
    }
    return { id: created.data.id as number, identity, secret: created.data.secret as string };
  }

  async function gateway(gw: { identity: string; secret: string }) {
    const client = await connectAsync(mqttUrl, {
      clientId: gw.identity,
      username: gw.identity,
      password: gw.secret,
      reconnectPeriod: 0,
    });
    clients.push(client);
    await client.subscribeAsync(`gw/${gw.identity}/cmd`, { qos: 1 });
    return client;
  }

  return {
    platform,
    config,
    db: testDb.db,
    http,
    mqttUrl,
    token,
    call: (method: string, path: string, body?: unknown) => call(method, path, body, token),
    device,
    gateway,
    async close() {
      await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
      await platform.stop();
      await testDb.drop();
    },
  };
}
export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

/** Resolves once the platform sees the gateway connected (the online check reads the broker). */
export async function untilOnline(p: TestPlatform, identity: string, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!p.platform.bus.connectedGateways().has(identity)) {
    if (Date.now() > deadline) throw new Error(`${identity} not online`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
