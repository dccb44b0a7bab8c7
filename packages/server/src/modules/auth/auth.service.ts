import type { CompanySearchQuery } from '@iot/contract';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { AccessService } from '../access/access.service.js';
import type { createMenuService } from '../menus/menus.service.js';
import type { createTenancyService } from '../tenancy/tenancy.service.js';
import type { createUserService } from '../users/users.service.js';
import { createAccountFlow } from './account-flow.js';
import type { CaptchaService } from './captcha.service.js';
import type { CodeService } from './codes.service.js';
import { createLoginFlow } from './login-flow.js';
import { createProfileFlow } from './profile-flow.js';
import type { SessionService } from './sessions.service.js';

export interface AuthDeps {
  sessions: SessionService;
  access: AccessService;
  users: ReturnType<typeof createUserService>;
  menus: ReturnType<typeof createMenuService>;
  tenancy: ReturnType<typeof createTenancyService>;
  captcha: CaptchaService;
  codes: CodeService;
}

/** Where a login screen call came from: the address for throttling, the host for the domain. */
export interface Client {
  ip: string;
  host: string;
}

/** The login screen and the user's own credentials: login, codes, register, password and phone. */
export function createAuthService(ctx: Ctx, deps: AuthDeps) {
  function searchCompanyNames({ key, page, size }: z.output<typeof CompanySearchQuery>) {
    return deps.tenancy.searchCompanyNames(key, page, size);
  }

  return {
    ...createLoginFlow(ctx, deps),
    ...createAccountFlow(ctx, deps),
    ...createProfileFlow(ctx, deps),
    searchCompanyNames,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
