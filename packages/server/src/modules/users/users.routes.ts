import { IdParam, UserCreate, UserPageQuery, UserUpdate } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

// The session paths of /user (password, phone, logout) are the auth module's.
export function registerUserRoutes(app: FastifyInstance): void {
  const { users } = app.services;

  app.post('/user/getPage', { config: { permission: 'userManage:read' } }, async (request) =>
    ok(await users.page(caller(request), parse(UserPageQuery, request.body))),
  );

  // 'session': anyone reads their own record; the service asks 'userManage:read' for another's.
  app.get('/user/:id', { config: { permission: 'session' } }, async (request) =>
    ok(await users.get(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  // 'session': anyone sets their own home page, menu style and name; the service asks the rest.
  app.put('/user', { config: { permission: 'session' } }, async (request) => {
    await users.update(caller(request), parse(UserUpdate, request.body));
    return ok(null);
  });

  app.post('/user', { config: { permission: 'userManage:create' } }, async (request) =>
    ok(await users.create(caller(request), parse(UserCreate, request.body))),
  );

  app.delete('/user/:id', { config: { permission: 'userManage:delete' } }, async (request) => {
    await users.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
