import { MenuBuildQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

export function registerMenuRoutes(app: FastifyInstance): void {
  const { menus } = app.services;

  app.get('/menu/build', { config: { permission: 'session' } }, async (request) => {
    const { useType } = parse(MenuBuildQuery, request.query, 'query');
    return ok(await menus.buildFor(caller(request), useType));
  });

  app.get('/menu/tree', { config: { permission: 'roleManage:read' } }, async (request) =>
    ok(await menus.grantableTree(caller(request))),
  );
}
