import { CompanyCreate, CompanyPageQuery, CompanyUpdate, IdParam } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

export function registerCompanyRoutes(app: FastifyInstance): void {
  const tenancy = () => app.services.tenancy;

  app.post('/company/getPage', { config: { permission: 'companyManage:read' } }, async (request) =>
    ok(await tenancy().pageCompanies(caller(request), parse(CompanyPageQuery, request.body))),
  );

  app.get('/company/:id', { config: { permission: 'companyManage:read' } }, async (request) =>
    ok(await tenancy().companyDetail(caller(request), parse(IdParam, request.params, 'id').id)),
  );

  app.post('/company', { config: { permission: 'companyManage:create' } }, async (request) =>
    ok(await tenancy().addCompany(caller(request), parse(CompanyCreate, request.body))),
  );

  app.put('/company', { config: { permission: 'companyManage:update' } }, async (request) => {
    await tenancy().updateCompany(caller(request), parse(CompanyUpdate, request.body));
    return ok(null);
  });

  app.delete('/company/:id', { config: { permission: 'companyManage:delete' } }, async (request) => {
    await tenancy().removeCompany(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
}
