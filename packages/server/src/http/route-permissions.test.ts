import { API_PREFIX, MENU_CATALOG } from '@iot/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRoutes } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import type { RoutePermission } from './guard.js';

/**
 * The calls about the caller itself, which any signed-in user makes: every other call under
 * /admin/api names the pages or buttons it serves. A new 'session' route fails here until it is
 * added with its reason.
 */
const SESSION_CALLS: Readonly<Record<string, string>> = {
  'GET /menu/build': 'the menu of the caller',
  'GET /user/:id': 'the caller’s own record (another user’s needs userManage:read, checked by the service)',
  'PUT /user': 'the caller’s own settings (another user’s needs userManage:update, checked by the service)',
  'PUT /user/password': 'the caller’s own password',
  'GET /user/getCodeToChange': 'a code to change the caller’s own phone',
  'POST /user/changeMobile': 'the caller’s own phone',
  'POST /user/logout': 'the caller’s own session',
  'POST /vpn/records/createClient/user/:id': 'the caller’s own VPN client (another user’s needs userManage:update)',
  'GET /vpn/records/user/:id': 'the caller’s own VPN clients (another user’s needs userManage:update)',
  'GET /vpn/records/download/:clientId': 'the caller’s own VPN configuration',
  'GET /alarmRecord/mute/list': 'the alarm notices the caller muted',
  'POST /alarmRecord/mute': 'mutes alarm notices for the caller',
  'GET /telemetry/health': 'platform-wide figures: the service answers platform administrators only',
};

const BUTTONS = new Set(
  MENU_CATALOG.flatMap((group) => group.pages.flatMap((page) => page.buttons.map((b) => `${page.componentName}:${b}`))),
);

describe('route permissions', () => {
  let t: TestApp;
  const routes: { key: string; permission: RoutePermission | undefined }[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const app = Fastify({ logger: false });
    app.decorate('services', t.app.services);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD') return;
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      routes.push({ key: `${methods} ${route.url.slice(API_PREFIX.length)}`, permission: route.config?.permission });
    });
    await registerRoutes(app, t.config);
    await app.ready();
    await app.close();
  });
  afterAll(() => t.close());

  it('lets only the calls about the caller itself ask for a session alone', () => {
    expect(routes.length).toBeGreaterThan(100);
    const session = routes.filter((r) => r.permission === 'session').map((r) => r.key);
    expect(session.filter((key) => !(key in SESSION_CALLS))).toEqual([]);
    expect(Object.keys(SESSION_CALLS).filter((key) => !session.includes(key))).toEqual([]);
  });

  it('names only buttons of the menu catalogue', () => {
    const named = routes.flatMap(({ key, permission }) =>
      typeof permission === 'object' ? permission.map((p) => ({ key, p })) : [{ key, p: permission ?? 'none' }],
    );
    const unknown = named.filter(({ p }) => p !== 'public' && p !== 'session' && !BUTTONS.has(p));
    expect(unknown).toEqual([]);
  });
});
