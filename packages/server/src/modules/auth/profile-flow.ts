import type { ChangeCodeQuery, ChangeMobileQuery, ChangePassword } from '@iot/contract';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import type { AuthDeps } from './auth.service.js';
import { verifyPassword } from './passwords.js';

export const phoneInUse = () => badRequest(fieldText('mobile', { zh: '已被使用', en: 'already in use' }));

/** A logged-in user's own phone number and password. */
export function createProfileFlow(ctx: Ctx, { users, codes }: AuthDeps) {
  async function assertPassword(auth: AuthContext, password: string, field: string): Promise<void> {
    if (!(await verifyPassword(auth.user.passwordHash, password)))
      throw badRequest(fieldText(field, { zh: '密码错误', en: 'wrong password' }));
  }

  async function assertPhoneFree(auth: AuthContext, phone: string): Promise<void> {
    if (auth.user.phone === phone)
      throw badRequest(fieldText('mobile', { zh: '已是你的手机号', en: 'already your phone number' }));
    const owner = await users.findByAccount(phone);
    if (owner && owner.id !== auth.user.id) throw phoneInUse();
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
