/**
 * Two platform processes behind HAProxy (deploy/haproxy.cfg on free ports), as docs/deploy.md runs them:
 * a gateway (MQTT over TCP) and a browser's live connection (MQTT over WebSocket at /mqtt) reach the
 * installation only through the balancer. Process B joins after them while A runs (a process that starts
 * later joins without a restart); then A is killed (SIGKILL) and both connections come back through the
 * balancer to B and carry on; A started again on its ports joins, and a gateway on it is seen live on B.
 */
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, type ApiSession } from '../support/api.js';
import { freePort, haproxyInstalled, startBalancer, type Backend, type Balancer } from '../support/balancer.js';
import { clusterServices, createTestCluster, type TestCluster } from '../support/cluster.js';
import type { PlatformProcess } from '../support/server.js';

const services = clusterServices();
const haproxy = haproxyInstalled();
if (!services) console.log('balancer test skipped: no Redis (apt-get install -y redis-server)');
else if (!haproxy) console.log('balancer test skipped: no HAProxy (apt-get install -y haproxy)');

const portsEnv = (b: Backend) => ({ IOT_HTTP_PORT: String(b.http), IOT_MQTT_PORT: String(b.mqtt) });

/** Resolves with the first live value on `topic` above `after`. */
function nextValue(client: MqttClient, topic: string, after: number, ms = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no value above ${after} on ${topic}`)), ms);
    const listener = (received: string, payload: Buffer) => {
      const { value } = JSON.parse(payload.toString()) as { value: number };
      if (received !== topic || value <= after) return;
      clearTimeout(timer);
      client.off('message', listener);
      resolve(value);
    };
    client.on('message', listener);
  });
}

describe.skipIf(!services || !haproxy)('two processes behind HAProxy', () => {
  let cluster: TestCluster;
  let balancer: Balancer;
  const backends: Backend[] = [];
  let a: PlatformProcess;
  let b: PlatformProcess;
  let admin: ApiSession;
  const clients: MqttClient[] = [];
  const front = () => `http://localhost:${balancer.http}`;

  async function createGateway(identity: string): Promise<{ identity: string; secret: string }> {
    const created = await apiCall<{ id: number; secret: string }>(front(), admin.token, 'POST', '/device', {
      name: identity,
      identity,
      companyId: admin.user.companyId,
    });
    return { identity, secret: created.secret };
  }

  /** The console's live connection: MQTT over WebSocket at /mqtt of `port`, logged in with the session. */
  async function connectBrowser(port: number, name: string, reconnectPeriod: number): Promise<MqttClient> {
    const browser = await connectAsync(`ws://localhost:${port}/mqtt`, {
      clientId: `web_${admin.user.id}_${name}`,
      username: String(admin.user.id),
      password: admin.token,
      reconnectPeriod,
    });
    clients.push(browser);
    return browser;
  }

  beforeAll(async () => {
    cluster = await createTestCluster(services!);
    for (let i = 0; i < 2; i++) backends.push({ http: await freePort(), mqtt: await freePort() });
    a = await cluster.start(portsEnv(backends[0]!));
    balancer = await startBalancer(backends);
    admin = await apiLogin(front(), 'admin');
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.end(true);
    await balancer?.stop();
    await cluster?.stop();
  });

  it('carries a gateway and a live connection through the balancer across the death of their process', async () => {
    const gateway = await createGateway(`lb-gw-${Date.now()}`);
    // Reconnecting every 300 ms, as gateways and the console do.
    const device = await connectAsync(`mqtt://127.0.0.1:${balancer.mqtt}`, {
      clientId: gateway.identity,
      username: gateway.identity,
      password: gateway.secret,
      reconnectPeriod: 300,
    });
    clients.push(device);
    let counter = 0;
    const publish = () =>
      device.publish(`gw/${gateway.identity}/data`, JSON.stringify({ values: { counter: (counter += 1) } }));
    publish();
    const browser = await connectBrowser(balancer.http, 'balancer', 300);
    const topic = `device/${gateway.identity}/counter`;
    // The variable exists once the first value is stored: until then the subscription is refused.
    await expect
      .poll(async () => (await browser.subscribeAsync(topic))[0]?.qos, { timeout: 15_000, interval: 300 })
      .toBe(0);
    const sender = setInterval(publish, 100);
    try {
      expect(await nextValue(browser, topic, 0)).toBeGreaterThan(0);

      // B starts now and joins the running installation; A keeps both connections.
      b = await cluster.start(portsEnv(backends[1]!));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const beforeKill = counter;
      await a.kill('SIGKILL');

      // Both reconnect through the balancer to B; values sent after the kill reach the browser live.
      expect(await nextValue(browser, topic, beforeKill, 45_000)).toBeGreaterThan(beforeKill);
      expect(device.connected).toBe(true);
      // The process that now holds it keeps it online (A's death marked nothing offline for good).
      const isOnline = async () =>
        (
          await apiCall<{ deviceList: { records: { identity: string; isonline: number }[] } }>(
            front(),
            admin.token,
            'POST',
            '/device/getDeviceListPage',
            { pageNum: 1, pageSize: 10, param: { identity: gateway.identity } },
          )
        ).deviceList.records.find((record) => record.identity === gateway.identity)?.isonline;
      await expect.poll(isOnline, { timeout: 20_000, interval: 500 }).toBe(1);
    } finally {
      clearInterval(sender);
    }
  }, 120_000);

  it('takes A back on its ports without restarting B: a gateway on A is seen live on B', async () => {
    a = await cluster.start(portsEnv(backends[0]!));
    const gateway = await createGateway(`lb-back-${Date.now()}`);
    const device = await connectAsync(`mqtt://127.0.0.1:${backends[0]!.mqtt}`, {
      clientId: gateway.identity,
      username: gateway.identity,
      password: gateway.secret,
      reconnectPeriod: 0,
    });
    clients.push(device);
    await device.publishAsync(`gw/${gateway.identity}/data`, JSON.stringify({ values: { level: 1 } }), { qos: 1 });
    const browser = await connectBrowser(backends[1]!.http, 'rejoin', 0);
    const topic = `device/${gateway.identity}/level`;
    await browser.subscribeAsync(topic);
    const seen = nextValue(browser, topic, 1);
    await device.publishAsync(`gw/${gateway.identity}/data`, JSON.stringify({ values: { level: 2 } }), { qos: 1 });
    expect(await seen).toBe(2);
    expect(b).toBeDefined();
  }, 120_000);
});
