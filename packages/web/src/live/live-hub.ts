import { browserClientId } from '@iot/contract';
import type { MqttClient } from 'mqtt';
import { parseLivePayload, type LivePayload } from './live-payload';

/** What the hub needs of the world: a way to open a client, the current credentials, a clock. */
export interface LiveHubDeps {
  connect: (url: string, options: { username: string; password: string; clientId: string }) => Promise<MqttClient>;
  credentials: () => { username: string; password: string } | null;
  /** The broker's WebSocket address, looked up at each connect. */
  url: () => string | Promise<string>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/** Called with each message of the topic (or of a topic the wildcard filter matches). */
type Listener = (payload: LivePayload, topic: string) => void;

interface Topic {
  count: number;
  listeners: Set<Listener>;
  last: LivePayload | undefined;
  /** The connection the last message came on (the hub counts its connections). */
  lastConnection: number;
}

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];

/** MQTT filter matching: `+` is one level, a trailing `#` any number of levels (also none). */
export function topicMatches(filter: string, topic: string): boolean {
  const wanted = filter.split('/');
  const levels = topic.split('/');
  for (const [i, level] of wanted.entries()) {
    if (level === '#') return i === wanted.length - 1;
    if (i >= levels.length || (level !== '+' && level !== levels[i])) return false;
  }
  return wanted.length === levels.length;
}

const isWildcard = (topic: string) => topic.includes('+') || topic.includes('#');

/** `web_{userId}_{random}`: the broker refuses any other client id with user credentials. */
const randomClientId = (userId: string) =>
  browserClientId(Number(userId), `${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`);

/**
 * One MQTT-over-WebSocket connection shared by the whole tab. Opened on the first subscription;
 * topics are reference counted (one SUBSCRIBE however many components watch a topic, UNSUBSCRIBE
 * when the last one leaves). Wildcard filters (`message/{userId}/alarm/#`) are matched per message.
 * A dropped connection is opened again after a growing pause, with the
 * token stored at that moment (the server may have renewed it). Messages sent while it was down are
 * lost, so after a reconnect the reconnect listeners re-read what screens show (the console refetches
 * its queries), and then the values of the old connection are dropped: screens fall back to what they
 * read, until new messages come.
 */
export function createLiveHub(deps: LiveHubDeps) {
  const topics = new Map<string, Topic>();
  const wildcards = new Set<string>();
  let client: MqttClient | null = null;
  let connecting = false;
  let attempt = 0;
  let retryTimer: unknown = null;
  let connections = 0;
  const reconnectListeners = new Set<() => Promise<unknown> | void>();
  const staleListeners = new Set<() => void>();

  function deliver(entry: Topic, payload: LivePayload, topic: string): void {
    entry.last = payload;
    entry.lastConnection = connections;
    for (const listener of entry.listeners) listener(payload, topic);
  }

  function onMessage(topic: string, raw: Uint8Array): void {
    const entry = topics.get(topic);
    if (!entry && wildcards.size === 0) return;
    const payload = parseLivePayload(raw);
    if (entry) deliver(entry, payload, topic);
    for (const filter of wildcards) {
      const matched = topics.get(filter);
      if (matched && filter !== topic && topicMatches(filter, topic)) deliver(matched, payload, topic);
    }
  }

  function scheduleReconnect(): void {
    if (retryTimer !== null || topics.size === 0) return;
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 30_000;
    attempt += 1;
    retryTimer = deps.setTimer(() => {
      retryTimer = null;
      void open();
    }, delay);
  }

  async function open(): Promise<void> {
    if (client || connecting || topics.size === 0) return;
    const credentials = deps.credentials();
    if (!credentials) return;
    connecting = true;
    try {
      const next = await deps.connect(await deps.url(), {
        ...credentials,
        clientId: randomClientId(credentials.username),
      });
      connecting = false;
      client = next;
      attempt = 0;
      connections += 1;
      next.on('message', onMessage);
      next.on('close', () => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners();
        next.end(true);
        scheduleReconnect();
      });
      const wanted = [...topics.keys()];
      if (wanted.length > 0) next.subscribe(wanted);
      if (connections > 1) void resync(connections);
    } catch {
      connecting = false;
      scheduleReconnect();
    }
  }

  /** After a reconnect: the listeners re-read, then values that came before this connection are dropped. */
  async function resync(connection: number): Promise<void> {
    await Promise.allSettled([...reconnectListeners].map(async (listener) => listener()));
    let dropped = false;
    for (const entry of topics.values()) {
      if (entry.last === undefined || entry.lastConnection >= connection) continue;
      entry.last = undefined;
      dropped = true;
    }
    if (dropped) for (const listener of staleListeners) listener();
  }

  /** Called after every reconnect (not the first connection); the hub waits for a returned promise. */
  function onReconnect(listener: () => Promise<unknown> | void): () => void {
    reconnectListeners.add(listener);
    return () => reconnectListeners.delete(listener);
  }

  /** Called when values of an old connection were dropped (`last` changed without a message). */
  function onStale(listener: () => void): () => void {
    staleListeners.add(listener);
    return () => staleListeners.delete(listener);
  }

  /** Watches a topic; the returned function stops watching it. */
  function subscribe(topic: string, listener: Listener): () => void {
    let entry = topics.get(topic);
    if (!entry) {
      entry = { count: 0, listeners: new Set(), last: undefined, lastConnection: 0 };
      topics.set(topic, entry);
      if (isWildcard(topic)) wildcards.add(topic);
    }
    entry.count += 1;
    entry.listeners.add(listener);
    if (entry.count === 1) {
      if (client) client.subscribe(topic);
      else void open();
    }
    const watched = entry;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      watched.count -= 1;
      watched.listeners.delete(listener);
      if (watched.count > 0) return;
      topics.delete(topic);
      wildcards.delete(topic);
      client?.unsubscribe(topic);
      if (topics.size === 0 && retryTimer !== null) {
        deps.clearTimer(retryTimer);
        retryTimer = null;
      }
    };
  }

  function last(topic: string): LivePayload | undefined {
    return topics.get(topic)?.last;
  }

  /** For tests and logout: drops the connection and every subscription. */
  function close(): void {
    topics.clear();
    wildcards.clear();
    if (retryTimer !== null) deps.clearTimer(retryTimer);
    retryTimer = null;
    const current = client;
    client = null;
    current?.removeAllListeners();
    current?.end(true);
  }

  return {
    subscribe,
    last,
    close,
    onReconnect,
    onStale,
    subscriberCount: (topic: string) => topics.get(topic)?.count ?? 0,
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
