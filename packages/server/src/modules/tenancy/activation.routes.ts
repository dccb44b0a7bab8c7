import { ActivateRequest, UniqueCodeRequest } from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';

/** The optional `domain` may come in the query or the body; without it the request's host name counts. */
function queryAndBody(request: FastifyRequest): Record<string, unknown> {
  const asObject = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {});
  return { ...asObject(request.query), ...asObject(request.body) };
}

export function registerActivationRoutes(app: FastifyInstance): void {
  const activation = () => app.services.activation;

  app.post('/activation/code/getUniqueCode', { config: { permission: 'public' } }, async (request) => {
    const { domain } = parse(UniqueCodeRequest, queryAndBody(request));
    return ok(await activation().uniqueCode(domain ?? request.hostname));
  });

  app.post('/activation/code/activate', { config: { permission: 'public' } }, async (request) => {
    // The spec sends the code as the plain text of the body; a JSON body `{ code, domain }` works too.
    const body = typeof request.body === 'string' ? { code: request.body.trim() } : request.body;
    const { code, domain } = parse(ActivateRequest, body);
    return ok(await activation().activate(code, domain ?? request.hostname));
  });
}
