import { IdParam, RoleCreate, RolePageQuery, RoleUpdate } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { ROLE_READERS } from '../access/shared-reads.js';

export function registerRoleRoutes(app: FastifyInstance): void {
  const { roles } = app.services;

  app.post('/role/getPage', { config: { permission: ROLE_READERS } }, async (request) =>
    ok(await roles.page(caller(request), parse(RolePageQuery, request.body))),
  );

  app.get('/role/getUsers/:id', { config: { permission: 'roleManage:read' } }, async (request) =>
    ok(await roles.users(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.get('/role/:id', { config: { permission: 'roleManage:read' } }, async (request) =>
    ok(await roles.get(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.post('/role', { config: { permission: 'roleManage:create' } }, async (request) =>
    ok(await roles.create(caller(request), parse(RoleCreate, request.body))),
  );

  app.put('/role', { config: { permission: 'roleManage:update' } }, async (request) => {
    await roles.update(caller(request), parse(RoleUpdate, request.body));
    return ok(null);
  });

  app.delete('/role/:id', { config: { permission: 'roleManage:delete' } }, async (request) => {
    await roles.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
