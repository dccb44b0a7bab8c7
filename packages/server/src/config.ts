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
  IOT_MQTT_PASSWORD: z.string().optional(),
  IOT_MQTT_HOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  IOT_CAPTCHA: flag(true),
  IOT_DEMO: flag(false),
  IOT_ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters').optional(),
  IOT_TZ: z.string().optional(),
  IOT_SESSION_HOURS: z.coerce.number().positive().default(12),
  IOT_REMEMBER_DAYS: z.coerce.number().positive().default(7),
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
    .default(OSM_TILES),
  IOT_MAP_TILE_ATTRIBUTION: z.string().trim().max(200).optional(),
  IOT_ALARM_EMAIL: flag(false),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    mqttPassword: e.IOT_MQTT_PASSWORD ?? null,
    mqttHookSecret: e.IOT_MQTT_HOOK_SECRET ?? null,
    captcha: e.IOT_CAPTCHA,
    demo: e.IOT_DEMO,
    adminPassword: e.IOT_ADMIN_PASSWORD ?? null,
    timeZone: e.IOT_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    sessionMs: e.IOT_SESSION_HOURS * 3_600_000,
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
    mapTiles: {
      url: e.IOT_MAP_TILE_URL,
      attribution:
        e.IOT_MAP_TILE_ATTRIBUTION ?? (e.IOT_MAP_TILE_URL === OSM_TILES ? '© OpenStreetMap contributors' : ''),
      imgSource: tileImgSource(e.IOT_MAP_TILE_URL),
    },
    alarmEmail: e.IOT_ALARM_EMAIL,
  };
}
