/**
 * Two platform processes on one PostgreSQL and one Redis (IOT_CLUSTER_URL), as docs/deploy.md runs them:
 * a gateway on A is seen live on B's `/mqtt`, a write asked on B reaches it and completes with its ack,
 * one limit crossing gives one alarm record, a maintenance plan coming due gives one record although both
 * processes run its scheduler, and a SIGKILL of A loses no value the gateway had
 * acknowledged while the gateway carries on through B.
 */
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, type ApiSession } from '../support/api.js';
import { clusterServices, createTestCluster, type TestCluster } from '../support/cluster.js';
import type { PlatformProcess } from '../support/server.js';

const services = clusterServices();
if (!services) console.log('cluster test skipped: no Redis (apt-get install -y redis-server)');

interface Gateway {
  id: number;
  identity: string;
  secret: string;
  temp: number;
  seq: number;
}

/** A gateway speaking docs/protocol.md: acknowledges every write it receives. */
async function connectGateway(gateway: Gateway, port: number): Promise<MqttClient> {
  const client = await connectAsync(`mqtt://127.0.0.1:${port}`, {
    clientId: gateway.identity,
    username: gateway.identity,
    password: gateway.secret,
    reconnectPeriod: 0,
  });
  client.on('message', (topic, payload) => {
    const command = JSON.parse(payload.toString()) as { id: string };
    void client.publishAsync(`gw/${gateway.identity}/ack`, JSON.stringify({ id: command.id, ok: true }), { qos: 1 });
  });
  await client.subscribeAsync(`gw/${gateway.identity}/cmd`, { qos: 1 });
  return client;
}

async function until<T>(check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!services)('two processes sharing PostgreSQL and Redis', () => {
  let cluster: TestCluster;
  let a: PlatformProcess;
  let b: PlatformProcess;
  let admin: ApiSession;
  let gateway: Gateway;
  let gatewayClient: MqttClient;

  beforeAll(async () => {
    cluster = await createTestCluster(services!);
    a = await cluster.start();
    b = await cluster.start();
    admin = await apiLogin(b.baseUrl, 'admin');
    const identity = `cluster-gw-${Date.now()}`;
    const created = await apiCall<{ id: number; secret: string }>(b.baseUrl, admin.token, 'POST', '/device', {
      name: 'Cluster gateway',
      identity,
      companyId: admin.user.companyId,
    });
    gateway = { id: created.id, identity, secret: created.secret, temp: 0, seq: 0 };
    for (const name of ['temp', 'setpoint', 'seq']) {
      await apiCall(b.baseUrl, admin.token, 'POST', '/variable', { deviceId: gateway.id, name, dataType: 'float' });
    }
    gatewayClient = await connectGateway(gateway, a.mqttPort!);
  }, 120_000);

  afterAll(async () => {
    gatewayClient?.end(true);
    await cluster?.stop();
  });

  const variableId = async (name: string) =>
    (
      await cluster.query<{ id: number }>('select id from variables where device_id = $1 and name = $2', [
        gateway.id,
        name,
      ])
    )[0]!.id;

  it('shows a value published on A live to a browser connection on B', async () => {
    const browser = await connectAsync(`ws://127.0.0.1:${new URL(b.baseUrl).port}/mqtt`, {
      clientId: `web_${admin.user.id}_cluster`,
      username: String(admin.user.id),
      password: admin.token,
      reconnectPeriod: 0,
    });
    const seen = new Promise<{ value: number }>((resolve) =>
      browser.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()) as { value: number })),
    );
    await browser.subscribeAsync(`device/${gateway.identity}/temp`);
    await gatewayClient.publishAsync(`gw/${gateway.identity}/data`, JSON.stringify({ values: { temp: 21.5 } }), {
      qos: 1,
    });
    expect((await seen).value).toBe(21.5);
    browser.end(true);
  });

  it('completes a write asked on B with the ack of the gateway on A', async () => {
    await until(async () =>
      (await cluster.query('select 1 from devices where id = $1 and isonline = 1', [gateway.id])).length
        ? true
        : undefined,
    );
    const started = Date.now();
    const query = new URLSearchParams({
      data: '42',
      deviceId: String(gateway.id),
      variableId: String(await variableId('setpoint')),
    });
    const answer = await apiCall<unknown>(b.baseUrl, admin.token, 'POST', `/netty/issueInstructions?${query}`);
    expect(answer).toBeDefined();
    // The ack comes back through the cluster, not by polling the table until the 10 s time-out.
    expect(Date.now() - started).toBeLessThan(3_000);
    const [command] = await cluster.query<{ status: string }>(
      'select status from commands order by created_at desc limit 1',
    );
    expect(command?.status).toBe('ok');
  });

  it('raises one alarm record for one limit crossing, from a rule saved on B', async () => {
    const temp = await variableId('temp');
    const { id: configId } = await apiCall<{ id: number }>(b.baseUrl, admin.token, 'POST', '/alertConfig', {
      variableId: temp,
      upperLimit: 80,
      upperLevel: 2,
    });
    // The rule reaches A's engine through the cluster; a value after that crosses it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const value of [90, 91, 92]) {
      await gatewayClient.publishAsync(`gw/${gateway.identity}/data`, JSON.stringify({ values: { temp: value } }), {
        qos: 1,
      });
    }
    const records = await until(async () => {
      const rows = await cluster.query('select id from alarm_records where config_id = $1', [configId]);
      return rows.length > 0 ? rows : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await cluster.query('select id from alarm_records where config_id = $1', [configId])).length).toBe(
      records.length,
    );
    expect(records).toHaveLength(1);
  });

  it('makes a maintenance record that comes due once, with the schedulers of both processes running', async () => {
    const { id: planId } = await apiCall<{ id: number }>(a.baseUrl, admin.token, 'POST', '/mainPlan', {
      name: 'Cluster plan',
      type: 2,
      targetType: 1,
      targetId: gateway.id,
      checkItems: ['Oil level'],
      // First due in ten minutes, then daily, with an hour's notice: made at the next tick of either scheduler.
      schedule: { kind: 'every', every: 1, unit: 'day', start: Date.now() + 10 * 60_000 },
      advanceMinutes: 60,
      graceMinutes: 120,
      assignees: [{ type: 1, id: admin.user.id }],
    });
    const made = () => cluster.query('select id from maintenance_records where plan_id = $1 and source = 0', [planId]);
    await until(async () => ((await made()).length > 0 ? true : undefined), 45_000);
    // Both schedulers tick every 30 s: by now each has looked at the plan since it came due.
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    expect(await made()).toHaveLength(1);
  }, 120_000);

  it('loses no acknowledged value when A is killed, and the gateway carries on through B', async () => {
    const seq = await variableId('seq');
    const acknowledged: number[] = [];
    const base = Date.now() - 60_000;
    // QoS 1 values are acknowledged once committed (every flush): many in flight, as a busy gateway sends them.
    const sender = setInterval(() => {
      const ts = base + (gateway.seq += 1);
      gatewayClient
        .publishAsync(`gw/${gateway.identity}/data`, JSON.stringify({ ts, values: { seq: ts - base } }), { qos: 1 })
        .then(
          () => acknowledged.push(ts),
          () => undefined,
        );
    }, 5);
    await until(() => Promise.resolve(acknowledged.length >= 200 ? true : undefined));
    await a.kill('SIGKILL');
    clearInterval(sender);
    gatewayClient.end(true);

    gatewayClient = await connectGateway(gateway, b.mqttPort!);
    const after = (gateway.seq += 1);
    await gatewayClient.publishAsync(
      `gw/${gateway.identity}/data`,
      JSON.stringify({ ts: base + after, values: { seq: after } }),
      { qos: 1 },
    );
    acknowledged.push(base + after);

    const stored = await cluster.query<{ ts: string }>('select ts from points where series_id = $1', [seq]);
    const storedTs = new Set(stored.map((row) => Number(row.ts)));
    expect(acknowledged.filter((ts) => !storedTs.has(ts))).toEqual([]);
    // B holds the gateway now: online, and a write asked on B reaches it.
    const query = new URLSearchParams({
      data: '7',
      deviceId: String(gateway.id),
      variableId: String(await variableId('setpoint')),
    });
    await until(async () =>
      (await cluster.query('select 1 from devices where id = $1 and isonline = 1', [gateway.id])).length
        ? true
        : undefined,
    );
    await apiCall(b.baseUrl, admin.token, 'POST', `/netty/issueInstructions?${query}`);
  });
});
