import {
  FLOW_COMPONENT_BODY_MAX,
  FLOW_EDITOR_READERS,
  FlowComponentCreate,
  FlowComponentRename,
  IdParam,
  permission,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller, type PagePermission } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

const EDITOR_PAGES = ['screen', 'mineTopo', 'screenTemplate', 'lewuleTemplate'];
/** Whoever may save in one of the editors keeps the company's components (as with component images). */
const EDITOR_WRITERS: PagePermission[] = EDITOR_PAGES.flatMap((page) => [
  permission(page, 'create'),
  permission(page, 'save'),
]);

/** User components of the gallery's user tab: list, save a selection, rename, delete. */
export function registerFlowComponentRoutes(app: FastifyInstance): void {
  const { flowComponents } = app.services;
  const base = '/configflow/userComponent';

  app.get(base, { config: { permission: FLOW_EDITOR_READERS } }, async (request) =>
    ok(await flowComponents.list(caller(request))),
  );

  // The body limit refuses a larger request while it streams, before it is buffered and parsed.
  app.post(base, { bodyLimit: FLOW_COMPONENT_BODY_MAX, config: { permission: EDITOR_WRITERS } }, async (request) =>
    ok(await flowComponents.create(caller(request), parse(FlowComponentCreate, request.body))),
  );

  app.put(base, { config: { permission: EDITOR_WRITERS } }, async (request) => {
    await flowComponents.rename(caller(request), parse(FlowComponentRename, request.body));
    return ok(null);
  });

  app.delete(`${base}/:id`, { config: { permission: EDITOR_WRITERS } }, async (request) => {
    await flowComponents.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
