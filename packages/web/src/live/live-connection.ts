import type { MqttClient } from 'mqtt';
import { checkDomain } from '../api/auth';
import { getToken } from '../api/client';
import { getSession } from '../app/session/session-store';
import { keepaliveTimer } from './keepalive-timer';
import { borrowHub, HUB_PROPERTY, parentHub } from './borrowed-hub';
import { createLiveHub, type LiveHub, type LiveHubDeps } from './live-hub';

const CONNECT_TIMEOUT_MS = 10_000;
/** Seconds between keep-alives: well inside the 60 s idle time-out of common proxies. */
export const KEEPALIVE_SECONDS = 30;

/** Opens one client; mqtt.js is loaded on the first call, in a chunk of its own. */
const connect: LiveHubDeps['connect'] = async (url, options) => {
  const { default: mqtt } = await import('mqtt');
  return new Promise<MqttClient>((resolve, reject) => {
    // The hub reconnects itself (with the token of that moment), so mqtt.js must not.
    const client = mqtt.connect(url, {
      ...options,
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: CONNECT_TIMEOUT_MS,
      keepalive: KEEPALIVE_SECONDS,
      // mqtt.js's own choice makes its worker from a blob: URL, which the console's CSP refuses.
      timerVariant: keepaliveTimer(),
    });
    const fail = () => {
      client.removeAllListeners();
      client.end(true);
      reject(new Error('live connection failed'));
    };
    client.once('connect', () => {
      client.removeListener('error', fail);
      client.removeListener('close', fail);
      resolve(client);
    });
    client.once('error', fail);
    client.once('close', fail);
  });
};

const sameHost = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/mqtt`;
let address: Promise<string> | null = null;
/** `/mqtt` on this host, or the external broker's WebSocket address the server names (IOT_MQTT_PUBLIC_WS_URL). */
function liveUrl(): Promise<string> {
  address ??= checkDomain().then(
    (domain) => domain.liveUrl ?? sameHost(),
    () => {
      address = null;
      return sameHost();
    },
  );
  return address;
}

/** A connection of this page's own: username = user id, password = session token. */
function ownHub(): LiveHub {
  const hub = createLiveHub({
    connect,
    credentials: () => {
      const token = getToken();
      const user = getSession()?.user;
      return token && user ? { username: String(user.id), password: token } : null;
    },
    url: liveUrl,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });
  // Offered to the console pages this page frames (the monitoring wall's cells).
  Object.defineProperty(window, HUB_PROPERTY, { value: hub });
  return hub;
}

/** The tab's one live connection: a framed console page (a wall cell) uses its page's. */
function tabHub(): LiveHub {
  const page = parentHub(window);
  if (!page) return ownHub();
  return borrowHub(page, (release) => window.addEventListener('pagehide', release, { once: true }));
}

export const liveHub = tabHub();
