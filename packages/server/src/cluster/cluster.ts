import { randomUUID } from 'node:crypto';
import type { AedesOptions } from 'aedes';

/** What the processes of one installation tell each other (see relays.ts for each one's message). */
export type ClusterChannel = 'changes' | 'acks' | 'latest' | 'alarms' | 'guard' | 'sessions';

/** Up to `wanted` units from a counter that may reach `limit` (a rate limit's count in one window). */
export interface CounterRequest {
  key: string;
  wanted: number;
  limit: number;
}

/** How long a window's counters are kept after it began: the window and a margin for late takers. */
export const COUNTER_TTL_MS = 5_000;

/**
 * What several platform processes must agree on beyond the database, behind one interface: the
 * in-process one (a single process, the default) and the Redis one (`IOT_CLUSTER_URL`). Messages are
 * fire-and-forget and reach the other processes only; the database stays the record, so a lost message
 * costs a delay (an alarm engine that learns a state at the next value), never a duplicate or a loss.
 */
export interface Cluster {
  /** This process's id among the others. */
  readonly processId: string;
  /** Whether other processes may share the installation (an engine is configured). */
  readonly shared: boolean;
  /** Sends a message to every other process. */
  send(channel: ClusterChannel, message: unknown): void;
  /** Messages the other processes send on a channel; answers the way to stop listening. */
  receive(channel: ClusterChannel, handler: (message: unknown) => void): () => void;
  /** This process holds the gateway's connection from now on (another process that held it lets go). */
  claimGateway(identity: string): Promise<void>;
  /** The gateway's connection here ended: true when no other process has taken it over meanwhile. */
  releaseGateway(identity: string): Promise<boolean>;
  /** Whether another process of the installation is running now (at start: are its connections still up?). */
  othersAlive(): Promise<boolean>;
  /** Gateways whose process stopped without letting go (SIGKILL): each batch is handed to one process once. */
  onOrphanedGateways(handler: (identities: string[]) => Promise<void>): void;
  /**
   * Takes from counters every process of the installation counts against (rate limits; keys name their
   * window, and are forgotten after COUNTER_TTL_MS): answers how many of `wanted` each request got.
   */
  take(requests: CounterRequest[]): Promise<number[]>;
  /** aedes's clustering parts (a message emitter and persistence); none: aedes's in-memory ones. */
  brokerParts(): Pick<AedesOptions, 'mq' | 'persistence' | 'heartbeatInterval'> | undefined;
  close(): Promise<void>;
}

/** One process on its own: nobody to tell, every gateway connection is this process's. */
export function createLocalCluster(now: () => number = Date.now): Cluster {
  const counters = new Map<string, { used: number; until: number }>();
  let sweepAt = 0;
  function take({ key, wanted, limit }: CounterRequest): number {
    const t = now();
    if (t >= sweepAt) {
      for (const [old, { until }] of counters) if (until <= t) counters.delete(old);
      sweepAt = t + COUNTER_TTL_MS;
    }
    let counter = counters.get(key);
    if (!counter || counter.until <= t) counters.set(key, (counter = { used: 0, until: t + COUNTER_TTL_MS }));
    const granted = Math.max(0, Math.min(wanted, limit - counter.used));
    counter.used += granted;
    return granted;
  }
  return {
    processId: randomUUID(),
    shared: false,
    send: () => undefined,
    receive: () => () => undefined,
    claimGateway: () => Promise.resolve(),
    releaseGateway: () => Promise.resolve(true),
    othersAlive: () => Promise.resolve(false),
    onOrphanedGateways: () => undefined,
    take: (requests) => Promise.resolve(requests.map(take)),
    brokerParts: () => undefined,
    close: () => Promise.resolve(),
  };
}
