import { DashboardDeviceQuery, DashboardFilter } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { registerDashboardMarkerRoutes } from './dashboard-markers.js';

/** The visual monitoring page's own calls: its page permission, rows scoped to the caller's companies. */
export function registerDashboardRoutes(app: FastifyInstance): void {
  const { dashboard } = app.services;

  app.post('/monitor/visual/new', { config: { permission: 'dashboard:read' } }, async (request) =>
    ok(await dashboard.overview(caller(request), parse(DashboardFilter, request.body))),
  );

  app.post('/monitor/visual/device', { config: { permission: 'dashboard:read' } }, async (request) =>
    ok(await dashboard.device(caller(request), parse(DashboardDeviceQuery, request.query, 'query'))),
  );

  registerDashboardMarkerRoutes(app);
}
