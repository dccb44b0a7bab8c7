import { ConfigFlowCreate, ConfigFlowListQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

/** The service checks the editor page's buttons by the flow's type, so the routes ask only for a session. */
export function registerConfigFlowRoutes(app: FastifyInstance): void {
  const { configFlows } = app.services;

  app.get('/configflow/list', { config: { permission: 'session' } }, async (request) =>
    ok(await configFlows.list(caller(request), parse(ConfigFlowListQuery, request.query, 'query'))),
  );

  app.post('/configflow', { config: { permission: 'session' } }, async (request) =>
    ok(await configFlows.create(caller(request), parse(ConfigFlowCreate, request.body))),
  );
}
