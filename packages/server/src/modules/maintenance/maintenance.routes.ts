import multipart from '@fastify/multipart';
import {
  AlarmImageQuery,
  IdParam,
  ManualRecordBody,
  PlanCreate,
  PlanPageQuery,
  PlanStatusBody,
  PlanUpdate,
  RecordHandle,
  RecordPageQuery,
  RecordSummaryQuery,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { sendStoredFile } from '../../http/send-file.js';
import { RECORD_IMAGE_LIMITS } from './maintenance-images.js';

/** Reads serve the plans page and the plan shares page (an assignee opens its records from there). */
const READ = ['nullmainPlanInfo:read', 'oamPlanShare:read'] as const;

/** `/mainPlan` (plans) and `/mainRecord` (their records): docs/maintenance.md. */
export function registerMaintenanceRoutes(app: FastifyInstance): void {
  const { plans, records, images, dashboard } = app.services.maintenance;
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;

  app.post('/mainPlan/getPage', { config: { permission: READ } }, async (request) =>
    ok(await plans.page(caller(request), parse(PlanPageQuery, request.body))),
  );
  app.get('/mainPlan/:id', { config: { permission: READ } }, async (request) =>
    ok(await plans.get(caller(request), idOf(request.params))),
  );
  app.post('/mainPlan', { config: { permission: 'nullmainPlanInfo:create' } }, async (request) =>
    ok(await plans.create(caller(request), parse(PlanCreate, request.body))),
  );
  app.put('/mainPlan', { config: { permission: 'nullmainPlanInfo:update' } }, async (request) => {
    await plans.update(caller(request), parse(PlanUpdate, request.body));
    return ok(null);
  });
  app.delete('/mainPlan/:id', { config: { permission: 'nullmainPlanInfo:delete' } }, async (request) => {
    await plans.remove(caller(request), idOf(request.params));
    return ok(null);
  });
  app.post('/mainPlan/status/:id', { config: { permission: 'nullmainPlanInfo:publish' } }, async (request) => {
    const { status } = parse(PlanStatusBody, request.body);
    await plans.setStatus(caller(request), idOf(request.params), status);
    return ok(null);
  });
  app.post('/mainPlan/record/:id', { config: { permission: 'nullmainPlanInfo:create' } }, async (request) => {
    const { dueTime } = parse(ManualRecordBody, request.body ?? {});
    return ok(await records.makeByHand(caller(request), idOf(request.params), dueTime));
  });

  app.post('/mainRecord/getPage', { config: { permission: READ } }, async (request) =>
    ok(await records.page(caller(request), parse(RecordPageQuery, request.body))),
  );
  app.get('/mainRecord/summary', { config: { permission: READ } }, async (request) =>
    ok(await dashboard.summaryOf(caller(request), parse(RecordSummaryQuery, request.query, 'query'))),
  );
  app.get('/mainRecord/:id', { config: { permission: READ } }, async (request) => {
    const auth = caller(request);
    const record = await records.get(auth, idOf(request.params));
    return ok({ ...record, images: await images.list(record.id) });
  });
  app.get('/mainRecord/alarms/:id', { config: { permission: READ } }, async (request) =>
    ok(await records.suppressedAlarms(caller(request), idOf(request.params))),
  );
  app.post('/mainRecord/handle/:id', { config: { permission: 'nullmainPlanInfo:handle' } }, async (request) => {
    await records.handle(caller(request), idOf(request.params), parse(RecordHandle, request.body));
    return ok(null);
  });
  app.post('/mainRecord/confirm/:id', { config: { permission: 'nullmainPlanInfo:confirm' } }, async (request) => {
    await records.confirm(caller(request), idOf(request.params));
    return ok(null);
  });
  app.delete('/mainRecord/image/:id', { config: { permission: 'nullmainPlanInfo:handle' } }, async (request) => {
    await images.remove(caller(request), idOf(request.params));
    return ok(null);
  });
  // An <img src> sends no session header: the address itself is signed for the caller who listed it.
  app.get('/mainRecord/image/:id', { config: { permission: 'public' } }, async (request, reply) => {
    // The same signature as the alarm follow-up images.
    const { exp, sig } = parse(AlarmImageQuery, request.query, 'query');
    const image = await images.file(idOf(request.params), exp, sig);
    if (!image) throw notFound('picture');
    return sendStoredFile(reply, image, 'inline');
  });
  // Multipart only in this scope: no other maintenance call accepts it.
  void app.register(async (upload) => {
    await upload.register(multipart, {
      limits: {
        fileSize: RECORD_IMAGE_LIMITS.maxBytes,
        files: RECORD_IMAGE_LIMITS.perUpload,
        fields: 10,
        fieldSize: 1024,
        parts: 20,
      },
    });
    upload.post('/mainRecord/upload/:id', { config: { permission: 'nullmainPlanInfo:handle' } }, async (request) =>
      ok(await images.upload(caller(request), idOf(request.params), request.parts())),
    );
  });
}
