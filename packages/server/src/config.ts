import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'on', 'off', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === '1' || v === 'on' || v === 'true'));

/** OpenStreetMap's tiles; plants without internet set their own tile server, or none. */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** An http(s) address or a path on this host, with {z}, {x} and {y}; nothing in it may break the CSP header. */
const TILE_URL = /^((https?:\/\/[A-Za-z0-9.{}-]+(:\d+)?)?\/(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})[^\s;,'"\\]*)?$/;

/** The tile server's origin for the CSP's img-src ({s} subdomains become a wildcard); none for this host. */
function tileImgSource(url: string): string | null {
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0];
  return origin ? origin.replace('{s}', '*') : null;
}

/**
 * The tile address: a configured one (IOT_MAP_TILE_URL) comes before an installed offline pack;
 * without either, OpenStreetMap's, and an empty one means no tiles (the region map only).
 */
function mapTilesConfig(configured: string | undefined, attribution: string | undefined) {
  const url = configured ?? OSM_TILES;
  return {
    url,
    configured: Boolean(configured),
    attribution: attribution ?? (url === OSM_TILES ? '© OpenStreetMap contributors' : ''),
    imgSource: tileImgSource(url),
  };
}

/** An http(s) address without a path (a provider's or media server's base); nothing in it may break the CSP header. */
const BASE_URL = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?\/?$/;
const baseUrl = z.string().trim().regex(BASE_URL, 'http(s)://host[:port]');
/** Comma-separated origins (`https://cdn.example.com`, `http://10.0.0.5:8080`). */
const originList = z
  .string()
  .trim()
  .regex(
    /^(https?:\/\/[A-Za-z0-9.-]+(:\d+)?)?(\s*,\s*https?:\/\/[A-Za-z0-9.-]+(:\d+)?)*$/,
    'http(s)://host[:port], ...',
  );
/** A proxy address, network (`10.0.0.0/8`) or proxy-addr's names for loopback, link-local and private ranges. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
const proxyList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyEntry), 'addresses or networks (10.0.0.0/8), or loopback');

/** Where gateways reach the platform: scheme, host, optional port and path; no user, query or fragment. */
const PUBLIC_URL = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/;

/** Every IOT_* variable, validated once at start-up (see README's configuration table). */
const Env = z.object({
  IOT_HOST: z.string().default('0.0.0.0'),
  IOT_HTTP_PORT: port.default(8080),
  IOT_MQTT_PORT: port.default(1883),
  IOT_MQTT_WS_PORT: port.default(8083),
  IOT_DATA_DIR: z.string().default('./data'),
  IOT_DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'postgres://... or sqlite:FILE')
    .optional(),
  IOT_MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'mqtt://host:port')
    .optional(),
  IOT_MQTT_USERNAME: z.string().optional(),
  IOT_MQTT_PUBLIC_WS_URL: z
    .string()
    .trim()
    .regex(/^wss?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/, 'ws(s)://host[:port]/path')
    .optional(),
  IOT_CLUSTER_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/, 'redis://[user:password@]host:port[/db]')
    .optional(),
  IOT_MQTT_PASSWORD: z.string().optional(),
  IOT_MQTT_HOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  // MQTT's own ceiling is 256 MB; below 1 KB not even a login fits.
  IOT_MQTT_MAX_PACKET: z.coerce.number().int().min(1024).max(268_435_460).default(1_048_576),
  IOT_TRUST_PROXY: proxyList.default([]),
  IOT_PUBLIC_URL: z
    .string()
    .trim()
    .regex(PUBLIC_URL, 'http(s)://host[:port][/path], without query or credentials')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  IOT_CAPTCHA: flag(true),
  IOT_DEMO: flag(false),
  IOT_ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters').optional(),
  IOT_TZ: z.string().optional(),
  IOT_SESSION_HOURS: z.coerce.number().positive().default(12),
  IOT_REMEMBER_DAYS: z.coerce.number().positive().default(7),
  IOT_SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  IOT_BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  IOT_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'smtp://user:pass@host:port')
    .optional(),
  IOT_SMTP_FROM: z.string().default('IoT Platform <noreply@localhost>'),
  IOT_LICENCE_PUBLIC_KEY: z.string().optional(),
  IOT_VPN_ENDPOINT: z.string().default('vpn.example.com:51820'),
  IOT_VPN_PUBLIC_KEY: z.string().default(''),
  IOT_VPN_POOL: z
    .string()
    .regex(/^\d+\.\d+\.\d+\.\d+\/\d+$/, 'CIDR such as 10.8.0.0/24')
    .default('10.8.0.0/24'),
  IOT_VPN_DNS: z.string().default(''),
  IOT_VPN_ALLOWED_IPS: z.string().default('10.8.0.0/24'),
  IOT_WEB_DIR: z.string().optional(),
  IOT_INGEST_DEVICE_RATE: z.coerce.number().positive().default(5_000),
  IOT_INGEST_COMPANY_RATE: z.coerce.number().positive().default(50_000),
  IOT_INGEST_BUFFER: z.coerce.number().int().min(1_000).default(200_000),
  IOT_RETENTION_RAW_DAYS: z.coerce.number().positive().default(90),
  IOT_RETENTION_MINUTE_DAYS: z.coerce.number().positive().default(400),
  IOT_RETENTION_HOUR_DAYS: z.coerce.number().positive().default(3650),
  IOT_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IOT_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  IOT_MAP_TILE_URL: z
    .string()
    .trim()
    .regex(TILE_URL, 'https://host/{z}/{x}/{y}.png, /path/{z}/{x}/{y}.png, or empty for no tiles')
    .optional(),
  IOT_MAP_TILE_ATTRIBUTION: z.string().trim().max(200).optional(),
  IOT_ALARM_EMAIL: flag(false),
  IOT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  IOT_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, '64 hex digits (32 bytes)')
    .optional(),
  IOT_YS_URL: baseUrl.default('https://open.ys7.com'),
  IOT_YS_APP_KEY: z.string().trim().max(64).optional(),
  IOT_YS_APP_SECRET: z.string().trim().max(128).optional(),
  IOT_MEDIA_URL: baseUrl.optional(),
  IOT_MEDIA_API_PORT: port.default(9999),
  IOT_MEDIA_SECRET: z.string().max(128).optional(),
  IOT_MEDIA_PLAY_URL: baseUrl.optional(),
  IOT_MEDIA_ORIGINS: originList.default(''),
  IOT_WEATHER_URL: baseUrl.default('https://devapi.qweather.com'),
  IOT_WEATHER_KEY: z.string().trim().max(128).optional(),
  IOT_WEATHER_CACHE_MINUTES: z.coerce.number().min(10, 'at least 10').max(1440).default(10),
});

export type Config = ReturnType<typeof loadConfig>;

const stripSlash = (url: string) => url.replace(/\/$/, '');

/**
 * The camera cloud (Yingshi), the media server (ZLMediaKit-style: API and streams on its HTTP port) and
 * every origin a stream may come from; the console's CSP allows exactly these.
 */
function mediaConfig(e: z.output<typeof Env>) {
  if (Boolean(e.IOT_YS_APP_KEY) !== Boolean(e.IOT_YS_APP_SECRET)) {
    throw new Error('invalid configuration\nIOT_YS_APP_SECRET: set IOT_YS_APP_KEY and IOT_YS_APP_SECRET together');
  }
  const yingshiUrl = stripSlash(e.IOT_YS_URL);
  const mediaHost = e.IOT_MEDIA_URL ? stripSlash(e.IOT_MEDIA_URL).replace(/:\d+$/, '') : null;
  const mediaApi = mediaHost ? `${mediaHost}:${e.IOT_MEDIA_API_PORT}` : null;
  const mediaPlay = e.IOT_MEDIA_PLAY_URL ? stripSlash(e.IOT_MEDIA_PLAY_URL) : mediaApi;
  const extra = e.IOT_MEDIA_ORIGINS.split(',')
    .map((o) => stripSlash(o.trim()))
    .filter(Boolean);
  return {
    yingshi: {
      url: yingshiUrl,
      appKey: e.IOT_YS_APP_KEY || null,
      appSecret: e.IOT_YS_APP_SECRET || null,
    },
    mediaServer: mediaApi ? { apiUrl: mediaApi, playUrl: mediaPlay!, secret: e.IOT_MEDIA_SECRET ?? '' } : null,
    /** Origins of direct stream addresses a camera may name (besides this host). */
    streamOrigins: [...new Set([...(mediaPlay ? [mediaPlay] : []), ...extra])],
    /** CSP sources of every media address: the provider's playback hosts, the media server, the extra origins. */
    cspSources: [...new Set([...providerPlaySources(yingshiUrl), ...(mediaPlay ? [mediaPlay] : []), ...extra])],
  };
}

/**
 * The provider serves playback from hosts of its own domain on several ports (open.ys7.com,
 * hls01open.ys7.com, rtmp01open.ys7.com:9188): the base address, and every host and port of its parent domain.
 */
function providerPlaySources(url: string): string[] {
  const { protocol, hostname } = new URL(url);
  const labels = hostname.split('.');
  const isName = labels.length >= 3 && !/^\d+$/.test(labels.at(-1)!);
  return [new URL(url).origin, ...(isName ? [`${protocol}//*.${labels.slice(1).join('.')}:*`] : [])];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.IOT_CLUSTER_URL && !/^postgres/.test(e.IOT_DATABASE_URL ?? '')) {
    throw new Error(
      'invalid configuration\nIOT_CLUSTER_URL: needs IOT_DATABASE_URL=postgres://... (processes share one database)',
    );
  }
  const dataDir = path.resolve(e.IOT_DATA_DIR);
  return {
    host: e.IOT_HOST,
    httpPort: e.IOT_HTTP_PORT,
    mqttPort: e.IOT_MQTT_PORT,
    mqttWsPort: e.IOT_MQTT_WS_PORT,
    dataDir,
    databaseUrl: e.IOT_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'iot.sqlite')}`,
    mqttUrl: e.IOT_MQTT_URL ?? null,
    mqttUsername: e.IOT_MQTT_USERNAME ?? null,
    /** Where browsers open the live connection when the broker is external; null: `/mqtt` on this host. */
    mqttPublicWsUrl: e.IOT_MQTT_PUBLIC_WS_URL ?? null,
    /** The engine several platform processes share (Redis); null: one process on its own. */
    clusterUrl: e.IOT_CLUSTER_URL ?? null,
    mqttPassword: e.IOT_MQTT_PASSWORD ?? null,
    mqttHookSecret: e.IOT_MQTT_HOOK_SECRET ?? null,
    mqttMaxPacket: e.IOT_MQTT_MAX_PACKET,
    publicUrl: e.IOT_PUBLIC_URL ?? null,
    /** Proxies whose X-Forwarded-For/-Host/-Proto are believed; nobody's by default. */
    trustProxy: e.IOT_TRUST_PROXY,
    captcha: e.IOT_CAPTCHA,
    demo: e.IOT_DEMO,
    adminPassword: e.IOT_ADMIN_PASSWORD ?? null,
    timeZone: e.IOT_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    sessionMs: e.IOT_SESSION_HOURS * 3_600_000,
    /** A login's absolute lifetime: renewals never carry a session past it. */
    sessionMaxMs: e.IOT_SESSION_MAX_DAYS * 86_400_000,
    rememberMs: e.IOT_REMEMBER_DAYS * 86_400_000,
    bodyLimit: e.IOT_BODY_LIMIT,
    smtpUrl: e.IOT_SMTP_URL ?? null,
    smtpFrom: e.IOT_SMTP_FROM,
    licencePublicKey: e.IOT_LICENCE_PUBLIC_KEY ?? null,
    vpn: {
      endpoint: e.IOT_VPN_ENDPOINT,
      serverPublicKey: e.IOT_VPN_PUBLIC_KEY,
      pool: e.IOT_VPN_POOL,
      dns: e.IOT_VPN_DNS,
      allowedIps: e.IOT_VPN_ALLOWED_IPS,
    },
    webDir: e.IOT_WEB_DIR ?? null,
    logLevel: e.IOT_LOG_LEVEL,
    ingest: {
      deviceRate: e.IOT_INGEST_DEVICE_RATE,
      companyRate: e.IOT_INGEST_COMPANY_RATE,
      bufferPoints: e.IOT_INGEST_BUFFER,
    },
    retentionDays: {
      raw: e.IOT_RETENTION_RAW_DAYS,
      minute: e.IOT_RETENTION_MINUTE_DAYS,
      hour: e.IOT_RETENTION_HOUR_DAYS,
    },
    commandTimeoutMs: e.IOT_COMMAND_TIMEOUT_MS,
    mapTiles: mapTilesConfig(e.IOT_MAP_TILE_URL, e.IOT_MAP_TILE_ATTRIBUTION),
    alarmEmail: e.IOT_ALARM_EMAIL,
    providerTimeoutMs: e.IOT_PROVIDER_TIMEOUT_MS,
    secretKey: e.IOT_SECRET_KEY ?? null,
    media: mediaConfig(e),
    weather: {
      url: stripSlash(e.IOT_WEATHER_URL),
      key: e.IOT_WEATHER_KEY || null,
      cacheMs: e.IOT_WEATHER_CACHE_MINUTES * 60_000,
    },
  };
}
