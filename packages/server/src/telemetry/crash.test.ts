import { browserClientId } from '@iot/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminAndGateway,
  MAIN_JS,
  startPlatformProcess,
  storedValues,
  type PlatformProcess,
} from './test/platform-process.js';

/** The write buffer's flush window (docs/telemetry.md), and slack for reading, parsing and committing. */
const FLUSH_MS = 200;
const MARGIN_MS = 800;
const STREAM_MS = 2500;
/** QoS 1 publishes awaiting their PUBACK at once (each PUBACK comes after a commit, up to 200 ms later). */
const QOS1_WINDOW = 20;

const built = fs.existsSync(MAIN_JS);
if (!built) console.warn(`crash.test.ts skipped: ${MAIN_JS} is missing (npm run build -w @iot/server)`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Numbered values from one gateway: `q1` at QoS 1 (a number counts once its PUBACK came) and `q0` at
 * QoS 0 (with the time it was handed to the socket). Timestamps are distinct and in the past.
 */
function streamValues(gateway: MqttClient, identity: string) {
  const topic = `gw/${identity}/data`;
  const base = Date.now() - 600_000;
  const acked: number[] = [];
  const sentAt = new Map<number, number>();
  let running = true;
  let nextQ1 = 1;
  const payload = (name: string, n: number) => JSON.stringify({ ts: base + n, values: { [name]: n } });

  async function qos1Worker(): Promise<void> {
    while (running) {
      const n = nextQ1++;
      try {
        await gateway.publishAsync(topic, payload('q1', n), { qos: 1 });
        acked.push(n);
      } catch {
        return; // the connection ended: this one never got its PUBACK
      }
    }
  }

  async function qos0Loop(): Promise<void> {
    for (let n = 1; running; n++) {
      sentAt.set(n, Date.now());
      gateway.publish(topic, payload('q0', n), { qos: 0 });
      await sleep(1);
    }
  }

  const workers = [qos0Loop(), ...Array.from({ length: QOS1_WINDOW }, qos1Worker)];
  return {
    acked,
    sentAt,
    /** Stops starting new publishes; `settle` also waits for the PUBACKs still due. */
    async stop(settle: boolean) {
      running = false;
      if (settle) await Promise.all(workers);
    },
  };
}

describe.skipIf(!built)('a crash of the platform process (SQLite)', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp(label: string) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `iot-crash-${label}-`));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = track(await startPlatformProcess(dataDir));
    const identity = `crash-${label}-${process.pid}`;
    const { admin, device } = await adminAndGateway(server.http, identity);
    const gateway = await connectAsync(server.mqtt, {
      clientId: identity,
      username: identity,
      password: device.secret,
      reconnectPeriod: 0,
    });
    cleanups.push(() => void gateway.end(true));
    // The first values register both variables (auto-registration); older than the streamed ones.
    const first = { ts: Date.now() - 3_600_000, values: { q1: 0, q0: 0 } };
    await gateway.publishAsync(`gw/${identity}/data`, JSON.stringify(first), { qos: 1 });
    return { dataDir, server, identity, admin, device, gateway };
  }

  /** Killed after the test if still running. */
  function track(server: PlatformProcess): PlatformProcess {
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });
    return server;
  }

  it('kill -9 loses no acknowledged QoS 1 value and QoS 0 values of the last flush window at most', async () => {
    const { dataDir, server, identity, device, gateway } = await setUp('kill');
    const run = streamValues(gateway, identity);
    await sleep(STREAM_MS);
    const killedAt = Date.now();
    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();
    await run.stop(false);
    gateway.end(true);

    track(await startPlatformProcess(dataDir));
    const q1 = await storedValues(dataDir, device.id, 'q1');
    const q0 = await storedValues(dataDir, device.id, 'q0');
    expect(run.acked.length).toBeGreaterThan(50);
    expect(run.acked.filter((n) => !q1.has(n))).toEqual([]);
    const safe = [...run.sentAt].filter(([, at]) => at < killedAt - FLUSH_MS - MARGIN_MS).map(([n]) => n);
    expect(safe.length).toBeGreaterThan(500);
    expect(safe.filter((n) => !q0.has(n))).toEqual([]);
  });

  it('SIGTERM writes everything it holds: nothing is lost', async () => {
    const { dataDir, server, identity, admin, device, gateway } = await setUp('term');
    // A browser sees a live value once it is in the write buffer: the stop then begins before its commit.
    const browser = await connectAsync(server.mqtt, {
      clientId: browserClientId(admin.user.id, `crash${process.pid}`),
      username: String(admin.user.id),
      password: admin.token,
      reconnectPeriod: 0,
    });
    cleanups.push(() => void browser.end(true));
    await browser.subscribeAsync(`device/${identity}/q0`);
    let seen = 0;
    browser.on('message', (_topic, payload) => (seen = (JSON.parse(payload.toString()) as { value: number }).value));

    const run = streamValues(gateway, identity);
    await sleep(STREAM_MS);
    await run.stop(true);
    const last = run.sentAt.size;
    for (let waited = 0; seen < last && waited < 5000; waited += 5) await sleep(5);
    expect(seen).toBe(last);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    track(await startPlatformProcess(dataDir));
    const q1 = await storedValues(dataDir, device.id, 'q1');
    const q0 = await storedValues(dataDir, device.id, 'q0');
    expect(run.acked.length).toBeGreaterThan(50);
    expect(run.acked.filter((n) => !q1.has(n))).toEqual([]);
    expect([...run.sentAt.keys()].filter((n) => !q0.has(n))).toEqual([]);
  });
});
