import { ShareCandidatesQuery, ShareListQuery, ShareReplace, ShareThingQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

/**
 * The permission depends on the kind of thing, so the routes ask for a session and the service checks:
 * sharing follows the thing's own rule (an archive: its creator or `deviceInfo:update`), the lists the
 * kind's share page (`eqArcShare:read`).
 */
export function registerShareRoutes(app: FastifyInstance): void {
  const { shares } = app.services;

  app.get('/share/targets', { config: { permission: 'session' } }, async (request) =>
    ok(await shares.targets(caller(request), parse(ShareThingQuery, request.query, 'query'))),
  );

  app.put('/share', { config: { permission: 'session' } }, async (request) => {
    await shares.replace(caller(request), parse(ShareReplace, request.body));
    return ok(null);
  });

  app.get('/share/list', { config: { permission: 'session' } }, async (request) =>
    ok(await shares.list(caller(request), parse(ShareListQuery, request.query, 'query'))),
  );

  app.get('/share/candidates', { config: { permission: 'session' } }, async (request) =>
    ok(await shares.candidates(caller(request), parse(ShareCandidatesQuery, request.query, 'query'))),
  );
}
