import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ResultCode } from '@iot/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerBodyRules } from './http/body-rules.js';
import { registerGuard } from './http/guard.js';
import { requestLanguage } from './http/language.js';
import { MODULE_ROUTES } from './modules/index.js';
import { registerOfflineTileRoutes } from './modules/geo/offline-tiles.routes.js';
import { registerMqttHookRoutes } from './mqtt/hook.routes.js';
import { registerCommandRoutes } from './telemetry/commands/commands.routes.js';
import { createServices } from './services.js';
import { registerGatewayHttpRoutes } from './telemetry/gateway-http.routes.js';

export interface AppOptions {
  config: Config;
  db: Db;
  now?: () => number;
}

/**
 * The map's tile server (IOT_MAP_TILE_URL) is the one outside origin the console may load images from;
 * streams come only from the configured media addresses (camera cloud, media server, IOT_MEDIA_ORIGINS),
 * which the players fetch (connect-src) and play through blob: media sources.
 */
const contentSecurityPolicy = (config: Config) =>
  [
    "default-src 'self'",
    ["img-src 'self' data: blob:", config.mapTiles.imgSource].filter(Boolean).join(' '),
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    ["connect-src 'self' ws: wss:", ...config.media.cspSources].join(' '),
    ["media-src 'self' blob:", ...config.media.cspSources].join(' '),
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** Builds the HTTP app from a configuration and an open database; tests build it too. */
export async function buildApp({ config, db, now = Date.now }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    bodyLimit: config.bodyLimit,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { maxParamLength: 300 },
    genReqId: () => crypto.randomUUID(),
  });
  const services = createServices({ db, config, log: app.log, now });
  app.decorate('services', services);
  registerErrorHandler(app);
  registerBodyRules(app);
  registerGuard(app, services.sessions, services.access);

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'same-origin');
  });

  await registerRoutes(app, config);
  await registerConsole(app, config);
  return app;
}

/** Every call of the server: the modules' under /admin/api, then the gateways' and the broker's. */
export async function registerRoutes(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(
    (api, _options, done) => {
      for (const register of MODULE_ROUTES) register(api);
      done();
    },
    { prefix: API_PREFIX },
  );
  await registerGatewayHttpRoutes(app);
  registerCommandRoutes(app);
  registerMqttHookRoutes(app, config);
  registerOfflineTileRoutes(app, config.dataDir);
}

/** The spec's WeChat login address lies under the API prefix, yet a browser opening it gets the login screen. */
const WECHAT_LOGIN = new RegExp(`^${API_PREFIX}/user/wechatLogin/[^/?]+(\\?|$)`);

/** A GET the console answers: its own routes, and the WeChat login address when a browser asks for a page. */
function isConsolePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (!request.url.startsWith(API_PREFIX)) return true;
  return WECHAT_LOGIN.test(request.url) && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Hashed build files never change under their name: cached for a year. Everything else (the page, the
 * service worker, the manifest, icons) is checked with the server each time.
 */
const cachingOf = (filePath: string) =>
  /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Serves the built console with a CSP, and index.html for client-side routes. */
async function registerConsole(app: FastifyInstance, config: Config): Promise<void> {
  const csp = contentSecurityPolicy(config);
  const webDir = config.webDir ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasConsole = fs.existsSync(path.join(webDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        void reply.header('content-security-policy', csp);
        void reply.header('cache-control', cachingOf(filePath));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!isConsolePage(request) || !hasConsole) {
      const call = `${request.method} ${request.url.split('?')[0]}`;
      const text = { zh: `没有这个接口：${call}`, en: `no such call: ${call}` };
      const msg = text[requestLanguage(request.headers['accept-language'])];
      return reply.status(404).send({ code: ResultCode.notFound, msg, data: null });
    }
    void reply.header('content-security-policy', csp);
    void reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
