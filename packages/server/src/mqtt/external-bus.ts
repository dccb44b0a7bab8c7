import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectAsync } from 'mqtt';
import type { GatewayMessageHandler, MessageBus } from './bus.js';
import { createConnectionListeners } from './connection-listeners.js';
import { createLiveOutbox } from './live-outbox.js';
import { GATEWAY_TOPIC_FILTERS, parseGatewayTopic } from './topics.js';

export interface ExternalBusOptions {
  url: string;
  username: string | null;
  password: string | null;
  log: FastifyBaseLogger;
  now: () => number;
  /** Handler calls still running before the client stops reading (back-pressure to the broker). */
  maxPending?: number;
  /** Servers of one group share the gateway messages (tests use a group of their own). */
  shareGroup?: string;
  /** Live topics waiting for the socket at most (one message each; see live-outbox.ts). */
  maxLiveTopics?: number;
  /** Bytes queued on the socket above which live messages wait. */
  socketHighWater?: number;
}

/** The share group of every platform server: the broker gives each gateway message to one of them. */
const SHARE_GROUP = 'ingest';

/**
 * The bus over an external broker (Mosquitto, EMQX): gateway topics through a shared subscription, live
 * topics published there. The broker acknowledges gateways itself; here a message is acknowledged once
 * handed to the handler, and reading stops while `maxPending` handler calls run. Online state comes from
 * the gateways' status messages (including their last will). QoS 0 publishes that are not retained are
 * live values: they go through a bounded outbox that writes each at once while the socket keeps up and
 * keeps only the latest per topic while it is backed up, so a slow broker costs superseded live values
 * (counted), never unbounded memory.
 */
export async function connectExternalBus({
  url,
  username,
  password,
  log,
  now,
  maxPending = 10_000,
  shareGroup = SHARE_GROUP,
  maxLiveTopics = 100_000,
  socketHighWater = 1_048_576,
}: ExternalBusOptions): Promise<MessageBus & { stats(): { rejected: number } }> {
  const client = await connectAsync(url, {
    clientId: `iot-platform-${randomUUID().slice(0, 8)}`,
    username: username ?? undefined,
    password: password ?? undefined,
    clean: true,
    reconnectPeriod: 1000,
  });
  const connections = createConnectionListeners(log);
  const connected = new Set<string>();
  let handler: GatewayMessageHandler | null = null;
  let pending = 0;
  let rejected = 0;
  let resumeReading: (() => void) | null = null;
  const outbox = createLiveOutbox(
    {
      writable: () => client.connected && client.stream.writableLength < socketHighWater,
      // No callback: mqtt.js would park one 'drain' listener per publish on a full socket.
      write: (topic, payload) => void client.publish(topic, payload, { qos: 0 }),
      whenWritable(resume) {
        const { stream } = client;
        const wake = () => {
          stream.off('drain', wake);
          client.off('connect', wake);
          resume();
        };
        stream.once('drain', wake);
        client.once('connect', wake);
      },
    },
    maxLiveTopics,
  );

  function trackOnline(identity: string, payload: Buffer): void {
    const online = parseOnline(payload);
    if (online === undefined || (online && connected.has(identity))) return;
    if (online) connected.add(identity);
    else connected.delete(identity);
    connections.emit(identity, online);
  }

  client.handleMessage = (packet, done) => {
    const topic = parseGatewayTopic(packet.topic);
    if (!topic || !handler) return done();
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    if (topic.kind === 'status') trackOnline(topic.identity, payload);
    pending++;
    handler({ ...topic, payload, qos: packet.qos, receivedAt: now() })
      .catch((error: unknown) => {
        rejected++;
        log.debug({ identity: topic.identity, kind: topic.kind, err: error }, 'gateway message dropped');
      })
      .finally(() => {
        pending--;
        if (resumeReading && pending < maxPending) {
          const resume = resumeReading;
          resumeReading = null;
          resume();
        }
      });
    if (pending < maxPending) done();
    else resumeReading = () => done();
  };
  client.on('error', (error) => log.warn({ err: error.message }, 'external mqtt broker'));
  await client.subscribeAsync(
    GATEWAY_TOPIC_FILTERS.map((filter) => `$share/${shareGroup}/${filter}`),
    { qos: 1 },
  );

  return {
    onGatewayMessage(next) {
      handler = next;
    },
    onGatewayConnection: (listener) => connections.add(listener),
    async publish(topic, payload, { qos, retain = false }) {
      if (client.disconnecting) return;
      if (qos === 0 && !retain) outbox.offer(topic, payload);
      else await client.publishAsync(topic, payload, { qos, retain });
    },
    connectedGateways: () => connected,
    disconnectUser(userId) {
      // An external broker keeps its own connections; it re-checks through the HTTP hooks on reconnect.
      log.debug({ userId }, 'disconnectUser has no effect on an external broker');
    },
    stats: () => ({ rejected }),
    liveStats: () => outbox.stats(),
    async close() {
      outbox.clear();
      await client.endAsync();
    },
  };
}

function parseOnline(payload: Buffer): boolean | undefined {
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'));
    if (typeof value === 'object' && value !== null && 'online' in value && typeof value.online === 'boolean') {
      return value.online;
    }
  } catch {
    // A malformed status is the pipeline's to count; it says nothing about the connection.
  }
  return undefined;
}
