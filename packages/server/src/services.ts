import type { Ctx } from './context.js';
import { createAccessService } from './modules/access/access.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCaptchaService } from './modules/auth/captcha.service.js';
import { createCodeService } from './modules/auth/codes.service.js';
import { createSessionService } from './modules/auth/sessions.service.js';
import { createDeptService } from './modules/depts/depts.service.js';
import { createMenuService } from './modules/menus/menus.service.js';
import { createSender } from './modules/outbox/sender.js';
import { createRoleService } from './modules/roles/roles.service.js';
import { createActivationService } from './modules/tenancy/activation.service.js';
import { createTenancyService } from './modules/tenancy/tenancy.service.js';
import { createUserService } from './modules/users/users.service.js';
import { createVpnService } from './modules/vpn/vpn.service.js';

/** Every service, wired once; routes reach them through `app.services`. */
export function createServices(ctx: Ctx) {
  const sessions = createSessionService(ctx);
  const access = createAccessService(ctx);
  const sender = createSender(ctx);
  const tenancy = createTenancyService(ctx);
  const activation = createActivationService(ctx, { tenancy });
  const menus = createMenuService(ctx);
  const roles = createRoleService(ctx, { menus, sessions });
  const depts = createDeptService(ctx);
  const users = createUserService(ctx, { sessions, roles, tenancy, depts });
  const captcha = createCaptchaService(ctx);
  const codes = createCodeService(ctx, { sender });
  const auth = createAuthService(ctx, { sessions, access, users, menus, tenancy, captcha, codes });
  const vpn = createVpnService(ctx);
  return { sessions, access, sender, tenancy, activation, menus, roles, depts, users, captcha, codes, auth, vpn };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
