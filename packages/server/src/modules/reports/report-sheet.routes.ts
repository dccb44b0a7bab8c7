import { IdParam, ReportCustomBody, ReportSharedBody } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

/** The report grid screens' calls: a custom range (`/monlucky`), a shared report read-only (`/luckyOff1`). */
export function registerReportSheetRoutes(app: FastifyInstance): void {
  const { sheets } = app.services.reports;
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;

  app.post('/report/custom/:id', { config: { permission: ['monlucky:export', 'luckyHome:export'] } }, async (request) =>
    ok(await sheets.custom(caller(request), idOf(request.params), parse(ReportCustomBody, request.body))),
  );
  // The share page's recipients open what was shared with them (the service checks the share).
  app.post(
    '/report/shared/:id',
    { config: { permission: ['luckyShareList:read', 'luckyHome:read'] } },
    async (request) =>
      ok(await sheets.shared(caller(request), idOf(request.params), parse(ReportSharedBody, request.body ?? {}))),
  );
}
