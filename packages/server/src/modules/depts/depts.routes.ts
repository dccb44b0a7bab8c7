import { DeptCreate, DeptUpdate, IdParam } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { DEPT_READERS } from '../access/shared-reads.js';

export function registerDeptRoutes(app: FastifyInstance): void {
  const { depts } = app.services;

  app.get('/dept', { config: { permission: DEPT_READERS } }, async (request) => ok(await depts.tree(caller(request))));

  app.get('/dept/users/:id', { config: { permission: 'deptManage:read' } }, async (request) =>
    ok(await depts.users(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.post('/dept', { config: { permission: 'deptManage:create' } }, async (request) =>
    ok(await depts.create(caller(request), parse(DeptCreate, request.body))),
  );

  app.put('/dept', { config: { permission: 'deptManage:update' } }, async (request) => {
    await depts.update(caller(request), parse(DeptUpdate, request.body));
    return ok(null);
  });

  app.delete('/dept/:id', { config: { permission: 'deptManage:delete' } }, async (request) => {
    await depts.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
