import {
  IdParam,
  REPORT_BODY_MAX,
  ReportCreate,
  ReportFilePageQuery,
  ReportGenerateBody,
  ReportPageQuery,
  ReportStatusBody,
  ReportTemplateCreate,
  ReportTemplatePageQuery,
  ReportUpdate,
} from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { attachment, sendStoredFile } from '../../http/send-file.js';
import { requestLanguage } from '../../http/language.js';
import { parse } from '../../http/validate.js';

/**
 * `/report`: templates (the luckyHome page's buttons), generated reports (luckyHis) and the template
 * library (tempReport); generated files download with the caller's session. A report shared with the
 * caller (luckyShareList) is read, with its generated reports, through the same reads: docs/reports.md.
 */
export function registerReportRoutes(app: FastifyInstance): void {
  const { templates, files, library } = app.services.reports;
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);
  const saveLimit = { bodyLimit: REPORT_BODY_MAX };

  app.post('/report/searchPage', { config: { permission: 'luckyHome:read' } }, async (request) =>
    ok(await templates.page(caller(request), parse(ReportPageQuery, request.body))),
  );
  app.post(
    '/report/template/searchPage',
    { config: { permission: ['tempReport:read', 'luckyHome:create'] } },
    async (request) =>
      ok(await library.page(caller(request), parse(ReportTemplatePageQuery, request.body), language(request))),
  );
  app.get(
    '/report/template/:id',
    { config: { permission: ['tempReport:read', 'luckyHome:create', 'lunkyInfo:read'] } },
    async (request) => ok(await library.get(caller(request), idOf(request.params), language(request))),
  );
  app.post('/report/template', { config: { permission: 'tempReport:create' } }, async (request) =>
    ok(await library.create(caller(request), parse(ReportTemplateCreate, request.body))),
  );
  app.delete('/report/template/:id', { config: { permission: 'tempReport:delete' } }, async (request) => {
    await library.remove(caller(request), idOf(request.params));
    return ok(null);
  });

  app.get('/report/:id', { config: { permission: ['luckyHome:read', 'luckyShareList:read'] } }, async (request) =>
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

  const fileReaders = { config: { permission: ['luckyHis:read', 'luckyShareList:read'] } } as const;
  app.post('/report/history/searchPage', fileReaders, async (request) =>
    ok(await files.page(caller(request), parse(ReportFilePageQuery, request.body))),
  );
  app.get('/report/history/:id', fileReaders, async (request) =>
    ok(await files.get(caller(request), idOf(request.params))),
  );
  app.get(
    '/report/history/file/:id',
    { config: { permission: ['luckyHis:export', 'luckyHome:export', 'luckyShareList:read', 'monlucky:export'] } },
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
