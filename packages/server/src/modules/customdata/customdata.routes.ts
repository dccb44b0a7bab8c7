import {
  CustomDataCreate,
  CustomDataPageQuery,
  CustomDataUpdate,
  DiffValueQuery,
  IdParam,
  RepertoryCreate,
  RepertoryUpdate,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { CUSTOM_DATA_READERS } from '../access/shared-reads.js';

/** The pages that pick or show custom data read it (scope-filtered); changes need cusDataShare. */
export function registerCustomDataRoutes(app: FastifyInstance): void {
  const { customData } = app.services;
  const read = { config: { permission: CUSTOM_DATA_READERS } };

  app.post('/customdata/getTree', read, async (request) => ok(await customData.tree(caller(request))));

  app.post('/customdata/getPage', read, async (request) =>
    ok(await customData.page(caller(request), parse(CustomDataPageQuery, request.body))),
  );

  app.post('/customdata/getDiffValue', read, async (request) =>
    ok(await customData.diffValue(caller(request), parse(DiffValueQuery, request.body))),
  );

  app.get('/customdata/:id', read, async (request) =>
    ok(await customData.get(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.post('/customdata', { config: { permission: 'cusDataShare:create' } }, async (request) =>
    ok(await customData.create(caller(request), parse(CustomDataCreate, request.body))),
  );

  app.put('/customdata', { config: { permission: 'cusDataShare:update' } }, async (request) => {
    await customData.update(caller(request), parse(CustomDataUpdate, request.body));
    return ok(null);
  });

  app.delete('/customdata/:id', { config: { permission: 'cusDataShare:delete' } }, async (request) => {
    await customData.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });

  app.post('/customdata/repertory', { config: { permission: 'cusDataShare:create' } }, async (request) =>
    ok(await customData.createRepertory(caller(request), parse(RepertoryCreate, request.body))),
  );

  app.put('/customdata/repertory', { config: { permission: 'cusDataShare:update' } }, async (request) => {
    await customData.updateRepertory(caller(request), parse(RepertoryUpdate, request.body));
    return ok(null);
  });

  app.delete('/customdata/repertory/:id', { config: { permission: 'cusDataShare:delete' } }, async (request) => {
    await customData.removeRepertory(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
