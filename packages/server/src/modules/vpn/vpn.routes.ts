import { IdParam } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

const ClientParam = z.object({ clientId: IdParam.shape.id });

export function registerVpnRoutes(app: FastifyInstance): void {
  const vpn = () => app.services.vpn;

  app.post('/vpn/records/createClient/user/:id', { config: { permission: 'session' } }, async (request) =>
    ok(await vpn().createClient(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.get('/vpn/records/user/:id', { config: { permission: 'session' } }, async (request) =>
    ok(await vpn().listClients(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.get('/vpn/records/download/:clientId', { config: { permission: 'session' } }, async (request, reply) => {
    const { clientId } = parse(ClientParam, request.params, 'clientId');
    const { fileName, config } = await vpn().download(caller(request), clientId);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(config);
  });
}
