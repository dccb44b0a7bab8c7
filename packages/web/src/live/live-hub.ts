import type { MqttClient } from 'mqtt';
import { parseLivePayload, type LivePayload } from './live-payload';

/** What the hub needs of the world: a way to open a client, the current credentials, a clock. */
export interface LiveHubDeps {
  connect: (url: string, options: { username: string; password: string; clientId: string }) => Promise<MqttClient>;
  credentials: () => { username: string; password: string } | null;
  url: () => string;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

type Listener = () => void;

interface Topic {
  count: number;
  listeners: Set<Listener>;
  last: LivePayload | undefined;
}

const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];

const randomClientId = () => `web_${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;

/**
 * One MQTT-over-WebSocket connection shared by the whole tab. Opened on the first subscription;
 * topics are reference counted (one SUBSCRIBE however many components watch a topic, UNSUBSCRIBE
 * when the last one leaves). A dropped connection is opened again after a growing pause, with the
 * token stored at that moment (the server may have renewed it).
 */
export function createLiveHub(deps: LiveHubDeps) {
  const topics = new Map<string, Topic>();
  let client: MqttClient | null = null;
  let connecting = false;
  let attempt = 0;
  let retryTimer: unknown = null;

  function onMessage(topic: string, payload: Uint8Array): void {
    const entry = topics.get(topic);
    if (!entry) return;
    entry.last = parseLivePayload(payload);
    for (const listener of entry.listeners) listener();
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
      const next = await deps.connect(deps.url(), { ...credentials, clientId: randomClientId() });
      connecting = false;
      client = next;
      attempt = 0;
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
    } catch {
      connecting = false;
      scheduleReconnect();
    }
  }

  /** Watches a topic; the returned function stops watching it. */
  function subscribe(topic: string, listener: Listener): () => void {
    let entry = topics.get(topic);
    if (!entry) {
      entry = { count: 0, listeners: new Set(), last: undefined };
      topics.set(topic, entry);
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
    if (retryTimer !== null) deps.clearTimer(retryTimer);
    retryTimer = null;
    const current = client;
    client = null;
    current?.removeAllListeners();
    current?.end(true);
  }

  return { subscribe, last, close, subscriberCount: (topic: string) => topics.get(topic)?.count ?? 0 };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
