import type { FastifyInstance } from 'fastify';
import { registerActivationRoutes } from './activation.routes.js';
import { registerCompanyRoutes } from './companies.routes.js';
import { registerDomainRoutes } from './domains.routes.js';

export function registerTenancyRoutes(app: FastifyInstance): void {
  registerDomainRoutes(app);
  registerCompanyRoutes(app);
  registerActivationRoutes(app);
}
