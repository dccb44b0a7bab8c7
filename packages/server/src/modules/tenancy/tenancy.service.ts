import type { Ctx } from '../../context.js';
import { createCompanyService } from './companies.service.js';
import { createDomainService } from './domains.service.js';

/**
 * Tenancy: domains (branding, activation) and companies. Other modules use findDomain, domainInfo,
 * getCompany, companyInScope, createCompany, createDomain and searchCompanyNames.
 */
export function createTenancyService(ctx: Ctx) {
  const domains = createDomainService(ctx);
  const companies = createCompanyService(ctx, { domains });
  return { ...domains, ...companies };
}
export type TenancyService = ReturnType<typeof createTenancyService>;
