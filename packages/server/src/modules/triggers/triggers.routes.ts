import {
  IdParam,
  TriggerCreate,
  TriggerLogPageQuery,
  TriggerPageQuery,
  TriggerStatusBody,
  TriggerUpdate,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

/** `/trigger` (triggers) and `/trigger/log` (their firings), by the triggerInfo page's buttons: docs/triggers.md. */
export function registerTriggerRoutes(app: FastifyInstance): void {
  const { triggers } = app.services;
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;

  app.post('/trigger/getPage', { config: { permission: 'triggerInfo:read' } }, async (request) =>
    ok(await triggers.page(caller(request), parse(TriggerPageQuery, request.body))),
  );
  app.post('/trigger/log/getPage', { config: { permission: 'triggerInfo:read' } }, async (request) =>
    ok(await triggers.logPage(caller(request), parse(TriggerLogPageQuery, request.body))),
  );
  app.get('/trigger/:id', { config: { permission: 'triggerInfo:read' } }, async (request) =>
    ok(await triggers.get(caller(request), idOf(request.params))),
  );
  app.post('/trigger', { config: { permission: 'triggerInfo:create' } }, async (request) =>
    ok(await triggers.create(caller(request), parse(TriggerCreate, request.body))),
  );
  app.put('/trigger', { config: { permission: 'triggerInfo:update' } }, async (request) => {
    await triggers.update(caller(request), parse(TriggerUpdate, request.body));
    return ok(null);
  });
  app.post('/trigger/status/:id', { config: { permission: 'triggerInfo:update' } }, async (request) => {
    const { enabled } = parse(TriggerStatusBody, request.body);
    await triggers.setEnabled(caller(request), idOf(request.params), enabled);
    return ok(null);
  });
  app.post('/trigger/fire/:id', { config: { permission: 'triggerInfo:update' } }, async (request) =>
    ok(await triggers.fireByCall(caller(request), idOf(request.params))),
  );
  app.delete('/trigger/:id', { config: { permission: 'triggerInfo:delete' } }, async (request) => {
    await triggers.remove(caller(request), idOf(request.params));
    return ok(null);
  });
}
