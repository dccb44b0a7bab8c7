import { API_PREFIX, RENEWED_TOKEN_HEADER } from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessService, AuthContext } from '../modules/access/access.service.js';
import type { SessionService } from '../modules/auth/sessions.service.js';
import { forbidden, sessionEnded } from './errors.js';

/** A button of a page in the menu catalogue: `${page}:${button}`. */
export type PagePermission = `${string}:${string}`;

/**
 * What a route needs: 'public' (anyone), 'session' (any logged-in user, for calls about the caller
 * itself), a permission `${page}:${button}` from the menu catalogue, or a list of them of which the
 * caller needs one (a read that several pages make). A route under /admin/api without one does not start.
 */
export type RoutePermission = 'public' | 'session' | PagePermission | readonly PagePermission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

/** The caller of a route that declared a permission: never null there. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionEnded();
  return request.auth;
}

function holds(granted: ReadonlySet<string>, needed: PagePermission | readonly PagePermission[]): boolean {
  return typeof needed === 'string' ? granted.has(needed) : needed.some((p) => granted.has(p));
}

export function registerGuard(app: FastifyInstance, sessions: SessionService, access: AccessService): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`route ${String(route.method)} ${route.url} declares no permission`);
  });

  app.addHook('onRequest', async (request, reply) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public') return;
    const token = bearerToken(request);
    const resolved = token ? await sessions.resolve(token, request.ip) : null;
    if (!resolved) throw sessionEnded();
    if (resolved.renewedToken) void reply.header(RENEWED_TOKEN_HEADER, resolved.renewedToken);
    const auth = await access.contextFor(resolved.user, resolved.sessionId);
    request.auth = auth;
    if (permission !== 'session' && !holds(auth.permissions, permission)) {
      request.log.warn({ userId: auth.user.id, companyId: auth.user.companyId, permission }, 'permission refused');
      throw forbidden();
    }
  });
}
