import type { ChangeCodeQuery, ChangeMobileQuery, ChangePassword } from '@iot/contract';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import type { AuthDeps } from './auth.service.js';
import { verifyPassword } from './passwords.js';

/** A logged-in user's own phone number and password. */
export function createProfileFlow(ctx: Ctx, { users, codes }: AuthDeps) {
  async function assertPassword(auth: AuthContext, password: string, field: string): Promise<void> {
    if (!(await verifyPassword(auth.user.passwordHash, password))) throw badRequest(`${field}: wrong password`);
  }

  async function assertPhoneFree(auth: AuthContext, phone: string): Promise<void> {
    if (auth.user.phone === phone) throw badRequest('mobile: already your phone number');
    const owner = await users.findByAccount(phone);
    if (owner && owner.id !== auth.user.id) throw badRequest('mobile: already in use');
  }

  async function sendChangeCode(
    auth: AuthContext,
    { mobile, password }: z.output<typeof ChangeCodeQuery>,
  ): Promise<void> {
    await assertPassword(auth, password, 'password');
    await assertPhoneFree(auth, mobile);
    await codes.request({ target: mobile, purpose: 'change', channel: 'sms' });
  }

  async function changeMobile(auth: AuthContext, { mobile, code }: z.output<typeof ChangeMobileQuery>): Promise<void> {
    await assertPhoneFree(auth, mobile);
    await codes.check(mobile, 'change', code);
    await users.setPhone(auth.user.id, mobile);
    ctx.log.info({ userId: auth.user.id, companyId: auth.user.companyId }, 'phone changed');
  }

  /** Every other session of the user ends; the one making the change stays. */
  async function changePassword(
    auth: AuthContext,
    { oldPassword, password }: z.output<typeof ChangePassword>,
  ): Promise<void> {
    await assertPassword(auth, oldPassword, 'oldPassword');
    await users.setPassword(auth.user.id, password, auth.sessionId);
    ctx.log.info({ userId: auth.user.id, companyId: auth.user.companyId }, 'password changed');
  }

  return { sendChangeCode, changeMobile, changePassword };
}
