/**
 * The seam between the broker and the platform: the embedded aedes broker and the client of an
 * external broker (shared subscription) both implement it, so ingest, live values and commands do not
 * know which one runs.
 */
import type { LiveOutboxStats } from './live-outbox.js';

export type GatewayTopicKind = 'data' | 'status' | 'ack';

export interface GatewayMessage {
  /** The publishing gateway's identity (from the topic `gw/{identity}/{kind}`, checked against its login). */
  identity: string;
  kind: GatewayTopicKind;
  payload: Buffer;
  qos: 0 | 1 | 2;
  /** Arrival time, ms. */
  receivedAt: number;
}

export interface GatewayMessageHandler {
  /**
   * Resolves when the message is safe: for QoS 1 data that is after the points are committed, and the
   * broker acknowledges (PUBACK) only then. A rejection drops the message (it is counted by ingest).
   */
  (message: GatewayMessage): Promise<void>;
}

export interface MessageBus {
  /** Where gateway publishes go; set once at start-up. */
  onGatewayMessage(handler: GatewayMessageHandler): void;
  /** A gateway connected (online) or its connection ended, cleanly or by last will (offline). */
  onGatewayConnection(handler: (identity: string, online: boolean) => void): void;
  /** Publishes as the platform (live topics `device/...`, `message/...`, commands `gw/{identity}/cmd`). */
  publish(topic: string, payload: string | Buffer, options: { qos: 0 | 1; retain?: boolean }): Promise<void>;
  /** Identities of the gateways connected now. */
  connectedGateways(): ReadonlySet<string>;
  /** The bounded queue of live messages, where the bus has one (an external broker); for the health call. */
  liveStats?(): LiveOutboxStats;
  /** Disconnects the browser sessions of a user (token revoked) or one session. */
  disconnectUser(userId: number): void;
  close(): Promise<void>;
}
