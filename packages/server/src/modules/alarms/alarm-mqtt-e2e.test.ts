import { randomUUID } from 'node:crypto';
import { browserClientId, type AlarmRecordRow } from '@iot/contract';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.js';
import { startPlatform, type Platform } from '../../platform.js';
import { createTestDb, DIALECTS, type TestDb } from '../../test/databases.js';
import { platformEnv } from '../../test/platform-env.js';
import { until } from './test/alarm-fixture.js';

const PASSWORD = 'Admin#12345x';

/**
 * The whole platform on real sockets: a gateway publishes over MQTT, a record appears, a browser
 * session (MQTT over WebSocket with the user's token) receives the notice, an operator confirms over
 * HTTP and the record shows it; then the platform restarts on the same database.
 */
describe.each(DIALECTS)('alarm from gateway to browser over MQTT (%s)', (dialect) => {
  let testDb: TestDb;
  let config: Config;
  let platform: Platform;
  let admin: { token: string; userId: number };
  const clients: MqttClient[] = [];

  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`http://127.0.0.1:${platform.ports.http}/admin/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: admin?.token ?? '',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  }
  async function login() {
    const body = await call('POST', '/login/login', { phone: 'admin', password: PASSWORD });
    admin = { token: body.data.token as string, userId: body.data.user.id as number };
  }
  async function connect(url: string, options: Parameters<typeof connectAsync>[1]) {
    const client = await connectAsync(url, { reconnectPeriod: 0, connectTimeout: 5000, ...options });
    clients.push(client);
    return client;
  }
  const records = async () =>
    (await call('POST', '/alarmRecord', { param: { type: 1 } })).data.records as AlarmRecordRow[];

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    config = loadConfig(platformEnv(testDb, { IOT_ADMIN_PASSWORD: PASSWORD }));
    platform = await startPlatform(config);
    await login();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
    await platform.stop();
    await testDb.drop();
  });

  it('publish → record → browser notice → confirm → record confirmed; a restart keeps the one active record', async () => {
    const identity = `alarm-gw-${dialect}`;
    const device = await call('POST', '/device', { name: 'Boiler room', identity });
    const variable = await call('POST', '/variable', { deviceId: device.data.id, name: 'temp', description: 'Boiler' });
    const saved = await call('POST', '/alertConfig', {
      variableId: variable.data.id,
      upperLimit: 80,
      alertDesc: 'Boiler hot',
    });
    expect(saved.code).toBe(200);

    const browser = await connect(`ws://127.0.0.1:${platform.ports.mqttWs}/mqtt`, {
      clientId: browserClientId(admin.userId, randomUUID().slice(0, 8)),
      username: String(admin.userId),
      password: admin.token,
    });
    await browser.subscribeAsync(`message/${admin.userId}/alarm/#`, { qos: 1 });
    const notice = new Promise<{ topic: string; payload: Record<string, unknown> }>((resolve) =>
      browser.on('message', (topic, payload) => resolve({ topic, payload: JSON.parse(payload.toString()) })),
    );
    const mqttUrl = `mqtt://127.0.0.1:${platform.ports.mqtt}`;
    const gateway = await connect(mqttUrl, { clientId: identity, username: identity, password: device.data.secret });
    await gateway.publishAsync(`gw/${identity}/data`, JSON.stringify({ values: { temp: 85.5 } }), { qos: 1 });

    const received = await notice;
    const recordId = Number(received.topic.split('/').pop());
    expect(received.topic).toBe(`message/${admin.userId}/alarm/${recordId}`);
    expect(received.payload).toEqual({
      deviceName: 'Boiler room',
      alarmDesc: 'Boiler hot',
      variableDesc: 'Boiler',
      alarmValue: 85.5,
      alarmDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      alarmRecordId: recordId,
    });
    const [record] = await until(async () => {
      const rows = await records();
      return rows[0]?.isPush === 1 && rows;
    });
    expect(record).toMatchObject({ id: recordId, processState: 0, isPush: 1, isSuccess: 1, currentValue: 85.5 });

    expect((await call('POST', `/alarmRecord/confirm/${recordId}`)).code).toBe(200);
    expect((await records())[0]).toMatchObject({ id: recordId, processState: 1, isSelfProcess: 0, active: 1 });

    await platform.stop();
    platform = await startPlatform(config);
    await login();
    const again = await connect(`mqtt://127.0.0.1:${platform.ports.mqtt}`, {
      clientId: identity,
      username: identity,
      password: device.data.secret,
    });
    await again.publishAsync(`gw/${identity}/data`, JSON.stringify({ values: { temp: 90 } }), { qos: 1 });
    await again.publishAsync(`gw/${identity}/data`, JSON.stringify({ values: { temp: 20 } }), { qos: 1 });
    const after = await until(async () => {
      const rows = await records();
      return rows[0]?.active === 0 && rows;
    });
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: recordId, processState: 1, isSelfProcess: 0, active: 0 });
  });
});
