import { ShareCandidatesQuery, ShareListQuery, ShareReplace, ShareThingQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { SHARE_LIST_PAGES, SHARE_PAGES } from './shares.service.js';

/**
 * The pages depend on the kind of thing: the routes ask for one of any kind's, the service for the
 * kind's own. Sharing then follows the thing's own rule (an archive: its creator or `deviceInfo:update`).
 */
export function registerShareRoutes(app: FastifyInstance): void {
  const { shares } = app.services;
  const share = { config: { permission: SHARE_PAGES } };

  app.get('/share/targets', share, async (request) =>
    ok(await shares.targets(caller(request), parse(ShareThingQuery, request.query, 'query'))),
  );

  app.put('/share', share, async (request) => {
    await shares.replace(caller(request), parse(ShareReplace, request.body));
    return ok(null);
  });

  app.get('/share/list', { config: { permission: SHARE_LIST_PAGES } }, async (request) =>
    ok(await shares.list(caller(request), parse(ShareListQuery, request.query, 'query'))),
  );

  app.get('/share/candidates', share, async (request) =>
    ok(await shares.candidates(caller(request), parse(ShareCandidatesQuery, request.query, 'query'))),
  );
}
