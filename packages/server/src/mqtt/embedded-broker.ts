import type { EventEmitter } from 'node:events';
import type http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AedesOptions, type AuthenticateError, type Client, type PublishPacket } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { RevokedSessions, SessionService } from '../modules/auth/sessions.service.js';
import type { MqttAcl, MqttPrincipal, LoginRefusal } from './acl.js';
import type { GatewayMessageHandler, MessageBus } from './bus.js';
import { createConnectionListeners } from './connection-listeners.js';
import { unwindDeliveries } from './delivery-unwind.js';
import { PacketGate } from './packet-gate.js';
import { parseGatewayTopic } from './topics.js';
import { createMqttWebSocket } from './websocket.js';

export interface EmbeddedBrokerOptions {
  acl: MqttAcl;
  sessions: Pick<SessionService, 'stillValid'>;
  log: FastifyBaseLogger;
  now: () => number;
  /** How often browsers' sessions and scopes are checked again (a session that ended disconnects its browser). */
  sessionCheckMs?: number;
  /** Largest MQTT packet accepted, fixed header included (IOT_MQTT_MAX_PACKET). */
  maxPacket: number;
  /** A connection whose CONNECT has not arrived by then is closed (tests shorten it). */
  connectTimeoutMs?: number;
  /** aedes's clustering parts (cluster.ts): brokers of several processes deliver each other's publishes. */
  clusterParts?: Pick<AedesOptions, 'mq' | 'persistence' | 'heartbeatInterval'>;
}

/** What a connection may send before its login is accepted: a CONNECT with a will fits many times over. */
export const PRE_LOGIN_BYTES = 64 * 1024;

export interface EmbeddedBroker extends MessageBus {
  /** Starts TCP and WebSocket listeners (port 0: any free port) and gives the bound ports. */
  listen(host: string, ports: { mqtt: number; mqttWs: number }): Promise<{ mqtt: number; mqttWs: number }>;
  /** Serves MQTT over WebSocket at `/mqtt` on an HTTP server too. */
  attachHttp(server: http.Server): void;
  /** Disconnects the browsers of revoked sessions. */
  endSessions(revoked: RevokedSessions): void;
  checkSessions(): Promise<void>;
  /**
   * Gateway messages the handler rejected (dropped without PUBACK), and connections ended for an
   * oversized packet or too many bytes before login, and live values not sent to browsers that lagged.
   */
  stats(): { rejected: number; refusedConnections: number; skippedForLaggingBrowsers: number };
}

const RETURN_CODES: Record<LoginRefusal, AuthenticateError['returnCode']> = {
  identifier: 2,
  credentials: 4,
  'not-authorized': 5,
};
const refusal = (message: string, returnCode: AuthenticateError['returnCode']): AuthenticateError =>
  Object.assign(new Error(message), { returnCode });

type Browser = Extract<MqttPrincipal, { kind: 'browser' }>;

/** A gateway's will is its own status topic (docs/protocol.md §2); aedes keeps the will's client id on it. */
function isOwnWill(packet: PublishPacket & { clientId?: string }): boolean {
  const topic = parseGatewayTopic(packet.topic);
  return topic?.kind === 'status' && topic.identity === packet.clientId;
}

/** The embedded aedes broker with the platform's login and topic rules. */
export async function createEmbeddedBroker({
  acl,
  sessions,
  log,
  now,
  sessionCheckMs = 30_000,
  maxPacket,
  connectTimeoutMs = 10_000,
  clusterParts,
}: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
  const principals = new WeakMap<Client, MqttPrincipal>();
  const gates = new WeakMap<Client, PacketGate>();
  const browsers = new Map<Client, Browser>();
  const gateways = new Map<string, Client>();
  const connected = new Set<string>();
  const connections = createConnectionListeners(log);
  let handler: GatewayMessageHandler | null = null;
  let rejected = 0;
  let refusedConnections = 0;
  let skippedForLaggingBrowsers = 0;

  const broker = await Aedes.createBroker({
    ...clusterParts,
    queueLimit: 1000,
    connectTimeout: connectTimeoutMs,
    authenticate(client, username, password, done) {
      acl.authenticate({ clientId: client.id, username, password: password?.toString('utf8') }).then(
        (result) => {
          if ('refusal' in result) return done(refusal('login refused', RETURN_CODES[result.refusal]), false);
          gates.get(client)?.loggedIn();
          principals.set(client, result.principal);
          // Known from now on, so a logout racing the CONNACK still finds it.
          if (result.principal.kind === 'browser') browsers.set(client, result.principal);
          done(null, true);
        },
        (error: unknown) => {
          log.error({ err: error }, 'mqtt login check failed');
          done(refusal('server unavailable', 3), false);
        },
      );
    },
    authorizePublish(client, packet, callback) {
      // No client: a last will another process's broker left behind when it died, published as it was set.
      if (!client) return callback(isOwnWill(packet) ? null : new Error('publish not allowed'));
      const principal = principals.get(client);
      if (!principal || !acl.mayPublish(principal, packet.topic)) return callback(new Error('publish not allowed'));
      const topic = parseGatewayTopic(packet.topic)!;
      if (!handler) return callback(null);
      const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
      handler({ ...topic, payload, qos: packet.qos, receivedAt: now() }).then(
        // Handled while the broker closed: nothing more to pass on (its cluster connections are gone).
        () => callback(broker.closed ? new Error('broker closed') : null),
        (error: unknown) => {
          rejected++;
          log.debug({ identity: topic.identity, kind: topic.kind, err: error }, 'gateway message dropped');
          // Not acknowledged (the gateway sends it again after a reconnect), and the connection stays.
          packet.qos = 0;
          callback(null);
        },
      );
    },
    authorizeSubscribe(client, subscription, callback) {
      const principal = principals.get(client);
      if (!principal) return callback(null, null);
      acl.maySubscribe(principal, subscription.topic).then(
        (allowed) => callback(null, allowed ? subscription : null),
        (error: unknown) => {
          log.error({ err: error }, 'mqtt subscription check failed');
          callback(null, null);
        },
      );
    },
    authorizeForward(client, packet) {
      const principal = principals.get(client);
      if (!principal || !acl.mayReceive(principal, packet.topic)) return null;
      // A browser that cannot keep up misses live values (the next one replaces them) instead of holding
      // every delivery of the broker until it drains.
      if (principal.kind === 'browser' && packet.qos === 0 && gates.get(client)?.lagging) {
        skippedForLaggingBrowsers++;
        return null;
      }
      return packet;
    },
  });
  unwindDeliveries((broker as unknown as { mq: unknown }).mq);

  broker.on('clientReady', (client) => {
    const principal = principals.get(client);
    if (principal?.kind !== 'gateway') return;
    gateways.set(principal.identity, client);
    connected.add(principal.identity);
    connections.emit(principal.identity, true);
  });
  broker.on('clientDisconnect', (client) => {
    browsers.delete(client);
    const principal = principals.get(client);
    // After a takeover the old connection ends while the new one is live: the gateway stays online.
    if (principal?.kind !== 'gateway' || gateways.get(principal.identity) !== client) return;
    gateways.delete(principal.identity);
    connected.delete(principal.identity);
    connections.emit(principal.identity, false);
  });
  // A failure in aedes's own cluster work (a will it could not publish) must not end the process.
  (broker as EventEmitter).on('error', (error: Error) => log.warn({ err: error.message }, 'mqtt broker'));
  broker.on('clientError', (client, error) => log.debug({ clientId: client.id, err: error.message }, 'mqtt client'));
  broker.on('connectionError', (client, error) => log.debug({ clientId: client.id, err: error.message }, 'mqtt'));

  /** Every connection reaches the broker through a gate that refuses oversized packets from their header. */
  function accept(stream: Duplex, socket: net.Socket, request?: http.IncomingMessage): void {
    const gate = new PacketGate(
      stream,
      { maxPacket, preLogin: PRE_LOGIN_BYTES },
      {
        raw: stream === socket ? undefined : socket,
        onRefuse: (reason) => {
          refusedConnections++;
          log.warn({ address: socket.remoteAddress, reason }, 'mqtt connection ended');
        },
      },
    );
    gates.set(broker.handle(gate, request), gate);
  }

  const ws = createMqttWebSocket((stream, request) => accept(stream, request.socket, request), maxPacket);
  const servers: net.Server[] = [];
  const sockets = new Set<net.Socket>();
  const tcpServer = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    accept(socket, socket);
  });

  function disconnectBrowsers(matches: (browser: Browser) => boolean, reason: string): void {
    for (const [client, browser] of browsers) {
      if (!matches(browser)) continue;
      log.info({ userId: browser.userId, companyId: browser.companyId, reason }, 'mqtt browser disconnected');
      browsers.delete(client);
      client.close();
    }
  }

  async function checkSessions(): Promise<void> {
    // A connection that failed between login and CONNACK never reports a disconnect.
    for (const client of browsers.keys()) if (client.closed) browsers.delete(client);
    // Only the browsers known when the check began are judged: one logging in meanwhile was not asked about.
    const checked = new Set(browsers.values());
    const ids = [...checked].flatMap((b) => (b.sessionId === null ? [] : [b.sessionId]));
    const valid = await sessions.stillValid([...new Set(ids)]);
    disconnectBrowsers((b) => checked.has(b) && (b.sessionId === null || !valid.has(b.sessionId)), 'session ended');
    await refreshScopes();
  }

  /** A user's companies change (a customer moved to another dealer): forwarding follows within one check. */
  async function refreshScopes(): Promise<void> {
    const userIds = [...new Set([...browsers.values()].map((b) => b.userId))];
    const scopes = new Map(await Promise.all(userIds.map(async (id) => [id, await acl.currentScope(id)] as const)));
    disconnectBrowsers((b) => scopes.get(b.userId) === null, 'user disabled');
    for (const browser of browsers.values()) {
      const scope = scopes.get(browser.userId);
      if (scope) browser.scope = scope;
    }
  }
  const sessionTimer = setInterval(() => {
    checkSessions().catch((error: unknown) => log.error({ err: error }, 'mqtt session check failed'));
  }, sessionCheckMs);
  sessionTimer.unref();

  function listenOn(server: net.Server, host: string, port: number): Promise<number> {
    servers.push(server);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as net.AddressInfo).port));
    });
  }

  return {
    async listen(host, ports) {
      const mqtt = await listenOn(tcpServer, host, ports.mqtt);
      const mqttWs = await listenOn(ws.createServer(), host, ports.mqttWs);
      return { mqtt, mqttWs };
    },
    attachHttp: ws.attach,
    endSessions(revoked) {
      if ('sessionId' in revoked) return disconnectBrowsers((b) => b.sessionId === revoked.sessionId, 'logout');
      const users = new Set(revoked.userIds);
      disconnectBrowsers((b) => users.has(b.userId) && b.sessionId !== revoked.exceptSessionId, 'sessions revoked');
    },
    checkSessions,
    stats: () => ({ rejected, refusedConnections, skippedForLaggingBrowsers }),
    onGatewayMessage(next) {
      handler = next;
    },
    onGatewayConnection: (listener) => connections.add(listener),
    publish(topic, payload, { qos, retain = false }) {
      if (broker.closed) return Promise.resolve();
      const packet: PublishPacket = {
        cmd: 'publish',
        topic,
        payload: typeof payload === 'string' ? Buffer.from(payload) : payload,
        qos,
        retain,
        dup: false,
      };
      return new Promise((resolve, reject) => broker.publish(packet, (error) => (error ? reject(error) : resolve())));
    },
    connectedGateways: () => connected,
    disconnectUser(userId) {
      disconnectBrowsers((b) => b.userId === userId, 'disconnected by the platform');
    },
    async close() {
      clearInterval(sessionTimer);
      const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
      ws.close();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      // Connections that never logged in are not the broker's clients yet.
      for (const socket of sockets) socket.destroy();
      await Promise.all(closed);
    },
  };
}
