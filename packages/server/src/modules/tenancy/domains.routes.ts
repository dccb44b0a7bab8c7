import { DomainAddress, DomainCreate, DomainPageQuery, DomainUpdate, IdParam } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

export function registerDomainRoutes(app: FastifyInstance): void {
  const tenancy = () => app.services.tenancy;

  app.post('/apply/checkAddressIsTrue/:domain', { config: { permission: 'public' } }, async (request) => {
    const { domain } = parse(z.object({ domain: DomainAddress }), request.params, 'domain');
    return ok(await tenancy().checkAddress(domain));
  });

  app.post('/domain/getPage', { config: { permission: 'domainManage:read' } }, async (request) =>
    ok(await tenancy().pageDomains(caller(request), parse(DomainPageQuery, request.body))),
  );

  app.post('/domain', { config: { permission: 'domainManage:create' } }, async (request) =>
    ok(await tenancy().addDomain(caller(request), parse(DomainCreate, request.body))),
  );

  app.put('/domain', { config: { permission: 'domainManage:update' } }, async (request) => {
    await tenancy().updateDomain(caller(request), parse(DomainUpdate, request.body));
    return ok(null);
  });

  app.delete('/domain/:id', { config: { permission: 'domainManage:delete' } }, async (request) => {
    await tenancy().removeDomain(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
