import { Paging } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';

export function registerOutboxRoutes(app: FastifyInstance): void {
  app.post('/outbox/getPage', { config: { permission: 'outbox:read' } }, async (request) =>
    ok(await app.services.sender.page(parse(Paging, request.body))),
  );
}
