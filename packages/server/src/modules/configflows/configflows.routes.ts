import {
  CONFIG_FLOW_BODY_MAX,
  ConfigFlowCreate,
  ConfigFlowListQuery,
  ConfigFlowSaveAs,
  ConfigFlowSharedQuery,
  ConfigFlowUpdate,
  ConfigFlowViewQuery,
  FLOW_LIST_READERS,
  FLOW_VIEW_READERS,
  FlowRepertoryCreate,
  FlowRepertoryUpdate,
  IdParam,
  permission,
  type ButtonName,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller, type PagePermission } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import type { FlowKind } from './configflows.repo.js';
import { registerFlowComponentRoutes } from './flow-components.routes.js';
import { registerFlowFileRoutes } from './flow-files.routes.js';

const EDITORS = { flow: ['screen', 'mineTopo'], template: ['screenTemplate', 'lewuleTemplate'] } as const;
/** A button of any page of the kind; the service then checks the page of the flow's own type. */
const anyEditor = (kind: FlowKind, ...buttons: ButtonName[]): PagePermission[] =>
  EDITORS[kind].flatMap((page) => buttons.map((b) => permission(page, b)));
const ALL_EDITORS = (button: ButtonName) => [...anyEditor('flow', button), ...anyEditor('template', button)];

/** The share pages of screens and flow charts, and `/shareList`: recipients open what was shared with them. */
const SHARE_READERS: PagePermission[] = ['dapingShareList:read', 'lewuleShareList:read', 'shareList:read'];

/** The same calls for flows (`/configflow`) and templates (`/template/configflow`). */
function registerKind(app: FastifyInstance, kind: FlowKind, base: string): void {
  const { configFlows } = app.services;
  const saveLimit = { bodyLimit: CONFIG_FLOW_BODY_MAX };

  app.get(`${base}/list`, { config: { permission: FLOW_LIST_READERS } }, async (request) =>
    ok(await configFlows.list(caller(request), kind, parse(ConfigFlowListQuery, request.query, 'query'))),
  );

  app.get(`${base}/:id`, { config: { permission: FLOW_VIEW_READERS } }, async (request) => {
    parse(ConfigFlowViewQuery, request.query, 'query');
    return ok(await configFlows.detail(caller(request), kind, parse(IdParam, request.params, 'id').id));
  });

  const creators =
    kind === 'flow'
      ? [...anyEditor(kind, 'create'), 'tempDaping:create', 'tempLwlList:create']
      : anyEditor(kind, 'create');
  app.post(base, { ...saveLimit, config: { permission: creators as PagePermission[] } }, async (request) =>
    ok(await configFlows.create(caller(request), kind, parse(ConfigFlowCreate, request.body))),
  );

  app.put(base, { ...saveLimit, config: { permission: anyEditor(kind, 'save', 'update') } }, async (request) => {
    await configFlows.update(caller(request), kind, parse(ConfigFlowUpdate, request.body));
    return ok(null);
  });

  app.delete(`${base}/:id`, { config: { permission: anyEditor(kind, 'delete') } }, async (request) => {
    await configFlows.remove(caller(request), kind, parse(IdParam, request.params, 'id').id);
    return ok(null);
  });

  app.post(`${base}/saveAs`, { config: { permission: anyEditor(kind, 'create') } }, async (request) =>
    ok(await configFlows.saveAs(caller(request), kind, parse(ConfigFlowSaveAs, request.body))),
  );
}

export function registerConfigFlowRoutes(app: FastifyInstance): void {
  const { configFlows, flowRepertories } = app.services;
  registerKind(app, 'flow', '/configflow');
  registerKind(app, 'template', '/template/configflow');
  registerFlowFileRoutes(app);
  registerFlowComponentRoutes(app);

  app.get('/configflow/shared/:id', { config: { permission: SHARE_READERS } }, async (request) => {
    const { kind } = parse(ConfigFlowSharedQuery, request.query, 'query');
    return ok(await configFlows.sharedDetail(caller(request), kind, parse(IdParam, request.params, 'id').id));
  });

  app.get('/configflow/live/:id', { config: { permission: FLOW_VIEW_READERS } }, async (request) =>
    ok(await app.services.flowLive.targets(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  for (const [action, publish] of [
    ['publish', 1],
    ['unpublish', 0],
  ] as const) {
    app.post(`/configflow/${action}/:id`, { config: { permission: anyEditor('flow', 'publish') } }, async (request) => {
      await configFlows.setPublish(caller(request), parse(IdParam, request.params, 'id').id, publish);
      return ok(null);
    });
  }

  // Folders are shared by screens, flow charts and their templates: any of their editors manages them.
  app.post('/configflow/repertory/list', { config: { permission: FLOW_LIST_READERS } }, async (request) =>
    ok(await flowRepertories.list(caller(request))),
  );
  app.post('/configflow/repertory', { config: { permission: ALL_EDITORS('create') } }, async (request) =>
    ok(await flowRepertories.create(caller(request), parse(FlowRepertoryCreate, request.body))),
  );
  app.put('/configflow/repertory', { config: { permission: ALL_EDITORS('update') } }, async (request) => {
    await flowRepertories.rename(caller(request), parse(FlowRepertoryUpdate, request.body));
    return ok(null);
  });
  app.delete('/configflow/repertory/:id', { config: { permission: ALL_EDITORS('delete') } }, async (request) => {
    await flowRepertories.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
