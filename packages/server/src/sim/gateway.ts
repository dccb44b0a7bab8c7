import crypto from 'node:crypto';
import { connect, type MqttClient } from 'mqtt';
import type { Signal } from './signals.js';

export interface GatewayCredentials {
  identity: string;
  secret: string;
}

export interface GatewayStats {
  /** Values published, and those skipped because the connection was backed up or down. */
  values: number;
  skipped: number;
  messages: number;
  commands: number;
}

/** A snapshot of every signal at one time, as docs/protocol.md §2 carries it. */
type Snapshot = { ts: number; values: Record<string, number> };

/** Largest array in one data message (docs/protocol.md §2: up to 1,000 objects). */
const MAX_BATCH = 1000;
/** Past this many bytes waiting in the socket, a tick is skipped and counted instead of queued. */
const BACKLOG_BYTES = 4 * 1024 * 1024;

interface Command {
  id?: unknown;
  type?: unknown;
  variable?: unknown;
  value?: unknown;
  url?: unknown;
  sha256?: unknown;
}

/**
 * One simulated gateway on the real protocol: connects with its identity and secret, reports online
 * (offline as its last will), publishes batches of snapshots, and answers writes and upgrades.
 */
export function createSimulatedGateway(
  url: string,
  { identity, secret }: GatewayCredentials,
  signals: Signal[],
  qos: 0 | 1,
  log: (line: string) => void,
) {
  const prefix = `gw/${identity}`;
  const stats: GatewayStats = { values: 0, skipped: 0, messages: 0, commands: 0 };
  const byName = new Map(signals.map((s) => [s.name, s]));
  let lastTs = 0;
  const client: MqttClient = connect(url, {
    clientId: identity,
    username: identity,
    password: secret,
    clean: true,
    reconnectPeriod: 2000,
    will: { topic: `${prefix}/status`, payload: Buffer.from('{"online":false}'), qos: 1, retain: false },
  });
  const send = (kind: string, body: unknown, messageQos: 0 | 1 = 1) =>
    client.publishAsync(`${prefix}/${kind}`, JSON.stringify(body), { qos: messageQos }).catch((error: unknown) => {
      log(`${identity}: publish on ${kind} failed: ${String(error)}`);
    });

  client.on('connect', () => {
    void send('status', { online: true });
    client.subscribe(`${prefix}/cmd`, { qos: 1 });
  });
  client.on('error', (error) => log(`${identity}: ${error.message}`));
  client.on('message', (_topic, payload) => void answer(payload));

  async function answer(payload: Buffer): Promise<void> {
    let command: Command;
    try {
      command = JSON.parse(payload.toString('utf8')) as Command;
    } catch {
      return;
    }
    if (typeof command.id !== 'string') return;
    stats.commands += 1;
    if (command.type === 'write') await write(command.id, command);
    else if (command.type === 'upgrade') await upgrade(command.id, command);
    else await send('ack', { id: command.id, ok: false, error: `unknown command type ${String(command.type)}` });
  }

  async function write(id: string, { variable, value }: Command): Promise<void> {
    const signal = typeof variable === 'string' ? byName.get(variable) : undefined;
    const numeric = Number(value);
    if (!signal || !Number.isFinite(numeric)) {
      await send('ack', { id, ok: false, error: signal ? 'value is not a number' : `no variable ${String(variable)}` });
      return;
    }
    signal.set(numeric);
    await send('data', { ts: nextTs(Date.now()), values: { [signal.name]: numeric } }, qos);
    await send('ack', { id, ok: true });
  }

  /** Accepts at once, then downloads (the address carries a one-time token) and checks the sha256 (result 0, 1 or 2). */
  async function upgrade(id: string, { url: fileUrl, sha256 }: Command): Promise<void> {
    await send('ack', { id, ok: true });
    let result = 1;
    try {
      const res = await fetch(String(fileUrl));
      if (res.ok) {
        const digest = crypto
          .createHash('sha256')
          .update(Buffer.from(await res.arrayBuffer()))
          .digest('hex');
        result = digest === sha256 ? 0 : 2;
      }
    } catch (error) {
      log(`${identity}: firmware download failed: ${String(error)}`);
    }
    await send('ack', { id, result });
  }

  /** Strictly increasing per gateway: the platform stores one value per (variable, ts). */
  function nextTs(t: number): number {
    lastTs = Math.max(lastTs + 1, Math.round(t));
    return lastTs;
  }

  /** Publishes `count` snapshots spread over the last `spanMs` ms. */
  function publishSnapshots(count: number, spanMs: number): void {
    if (count === 0) return;
    if (!client.connected || (client.stream?.writableLength ?? 0) > BACKLOG_BYTES) {
      stats.skipped += count * signals.length;
      return;
    }
    const now = Date.now();
    const snapshots: Snapshot[] = [];
    for (let i = 0; i < count; i++) {
      const ts = nextTs(now - ((count - 1 - i) * spanMs) / count);
      const values: Record<string, number> = {};
      for (const signal of signals) values[signal.name] = signal.next(ts);
      snapshots.push({ ts, values });
    }
    for (let i = 0; i < snapshots.length; i += MAX_BATCH) {
      const batch = snapshots.slice(i, i + MAX_BATCH);
      client.publish(`${prefix}/data`, JSON.stringify(batch.length === 1 ? batch[0] : batch), { qos });
      stats.messages += 1;
    }
    stats.values += count * signals.length;
  }

  /** Publishes offline, then disconnects (a clean end sends no last will). */
  async function stop(): Promise<void> {
    if (client.connected) await send('status', { online: false });
    await client.endAsync();
  }

  return { identity, stats, publishSnapshots, stop, connected: () => client.connected };
}
export type SimulatedGateway = ReturnType<typeof createSimulatedGateway>;
