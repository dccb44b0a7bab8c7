import {
  IdParam,
  REPORT_BODY_MAX,
  ReportCreate,
  ReportFilePageQuery,
  ReportGenerateBody,
  ReportPageQuery,
  ReportStatusBody,
  ReportUpdate,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { attachment, sendStoredFile } from '../../http/send-file.js';
import { parse } from '../../http/validate.js';

/**
 * `/report`: templates (the luckyHome page's buttons) and generated reports (luckyHis); generated
 * files download with the caller's session: docs/reports.md.
 */
export function registerReportRoutes(app: FastifyInstance): void {
  const { templates, files } = app.services.reports;
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;
  const saveLimit = { bodyLimit: REPORT_BODY_MAX };

  app.post('/report/searchPage', { config: { permission: 'luckyHome:read' } }, async (request) =>
    ok(await templates.page(caller(request), parse(ReportPageQuery, request.body))),
  );
  app.get('/report/:id', { config: { permission: 'luckyHome:read' } }, async (request) =>
    ok(await templates.get(caller(request), idOf(request.params))),
  );
  app.post('/report', { ...saveLimit, config: { permission: 'luckyHome:create' } }, async (request) =>
    ok(await templates.create(caller(request), parse(ReportCreate, request.body))),
  );
  app.put('/report', { ...saveLimit, config: { permission: 'luckyHome:update' } }, async (request) => {
    await templates.update(caller(request), parse(ReportUpdate, request.body));
    return ok(null);
  });
  app.post('/report/status/:id', { config: { permission: 'luckyHome:update' } }, async (request) => {
    const { status } = parse(ReportStatusBody, request.body);
    await templates.setStatus(caller(request), idOf(request.params), status);
    return ok(null);
  });
  app.delete('/report/:id', { config: { permission: 'luckyHome:delete' } }, async (request) => {
    await files.removeStored(await templates.remove(caller(request), idOf(request.params)));
    return ok(null);
  });
  app.post('/report/generate/:id', { config: { permission: 'luckyHome:export' } }, async (request) =>
    ok(await files.generate(caller(request), idOf(request.params), parse(ReportGenerateBody, request.body ?? {}))),
  );
  app.get('/report/exportAuto/:id', { config: { permission: 'luckyHome:export' } }, async (request) =>
    ok(await files.exportAuto(caller(request), idOf(request.params))),
  );

  app.post('/report/history/searchPage', { config: { permission: 'luckyHis:read' } }, async (request) =>
    ok(await files.page(caller(request), parse(ReportFilePageQuery, request.body))),
  );
  app.get('/report/history/:id', { config: { permission: 'luckyHis:read' } }, async (request) =>
    ok(await files.get(caller(request), idOf(request.params))),
  );
  app.get(
    '/report/history/file/:id',
    { config: { permission: ['luckyHis:export', 'luckyHome:export', 'monlucky:export'] } },
    async (request, reply) => {
      const file = await files.download(caller(request), idOf(request.params));
      return sendStoredFile(reply, file, attachment(file.fileName));
    },
  );
  app.delete('/report/history/:id', { config: { permission: 'luckyHis:delete' } }, async (request) => {
    await files.remove(caller(request), idOf(request.params));
    return ok(null);
  });
}
