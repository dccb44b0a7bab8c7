import { EMPTY_MENU_MESSAGE, MENU_CATALOG, type LoginRequest, type LoginResult } from '@iot/contract';
import type { z } from 'zod';
import type { DemoLogin, RememberLogin } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { User } from '../../db/schema.js';
import { AppError, badRequest, fieldText, forbidden } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import { createAuthRepo } from './auth.repo.js';
import type { AuthDeps, Client } from './auth.service.js';
import { createLoginAttempts } from './login-attempts.js';
import { hashPassword, verifyPassword } from './passwords.js';

const MENU_PAGES = new Set(MENU_CATALOG.flatMap((group) => group.pages.map((page) => page.componentName)));

/** A user "has a menu" when it holds at least one page of the catalogue. */
function hasMenu(permissions: ReadonlySet<string>): boolean {
  for (const p of permissions) if (MENU_PAGES.has(p)) return true;
  return false;
}

const accountName = (user: User) => user.username ?? user.phone ?? user.email ?? `#${user.id}`;

/** Password, remember-token and demo logins, and logout. */
export function createLoginFlow(ctx: Ctx, { sessions, access, users, tenancy, captcha }: AuthDeps) {
  const attempts = createLoginAttempts(ctx);
  const repo = createAuthRepo(ctx);
  // Unknown accounts still cost one argon2 verification, so timing does not reveal which exist.
  let dummyHash: Promise<string> | null = null;

  async function refuse(account: string, client: Client, error: AppError, recordFailure: boolean): Promise<never> {
    if (recordFailure) await attempts.record(account, client.ip, false);
    ctx.log.warn({ account, ip: client.ip, code: error.code, reason: error.message }, 'login refused');
    throw error;
  }

  async function assertAddressAllowed(account: string, client: Client): Promise<void> {
    const refusal = await attempts.addressRefusal(client.ip);
    if (refusal) await refuse(account, client, refusal, false);
  }

  async function startSession(user: User, account: string, client: Client, remember: boolean): Promise<LoginResult> {
    // The credentials were right, so the attempt counts as one (it resets the failure count).
    await attempts.record(account, client.ip, true);
    if (!hasMenu(await access.permissionsFor(user))) {
      await refuse(account, client, forbidden(EMPTY_MENU_MESSAGE), false);
    }
    const token = await sessions.create(user.id, 'session', client.ip);
    const rememberToken = remember ? await sessions.create(user.id, 'remember', client.ip) : undefined;
    ctx.log.info({ account, ip: client.ip, userId: user.id, companyId: user.companyId }, 'login');
    return {
      token,
      ...(rememberToken ? { rememberToken } : {}),
      user: { id: user.id, nickName: user.nickName, userType: user.userType, companyId: user.companyId },
    };
  }

  async function login(body: LoginRequest, client: Client): Promise<LoginResult> {
    const account = body.phone;
    await assertAddressAllowed(account, client);
    const locked = await attempts.accountRefusal(account, client.ip);
    if (locked) await refuse(account, client, locked, false);
    if (ctx.config.captcha) {
      const solved = body.uuid && body.code ? await captcha.verify(body.uuid, body.code) : false;
      if (!solved) {
        // It slows the address down (per-address throttle) but never counts toward the account's lock.
        await attempts.recordCaptchaMiss(client.ip);
        await refuse(
          account,
          client,
          badRequest(fieldText('code', { zh: '图形验证码错误或已过期', en: 'wrong or expired captcha' })),
          false,
        );
      }
    }
    const user = await users.findByAccount(account);
    dummyHash ??= hashPassword('no such account');
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
    if (!user || !passwordOk || user.enabled !== 1) {
      // One answer for unknown account, wrong password and disabled user.
      return refuse(account, client, badRequest({ zh: '账号或密码错误', en: 'account or password is wrong' }), true);
    }
    return startSession(user, account, client, body.remember === true);
  }

  async function remember({ rememberToken }: z.output<typeof RememberLogin>, client: Client): Promise<LoginResult> {
    const account = '(remember token)';
    await assertAddressAllowed(account, client);
    const user = await sessions.consumeRemember(rememberToken);
    if (!user)
      return refuse(
        account,
        client,
        badRequest(fieldText('rememberToken', { zh: '已过期或已使用', en: 'expired or already used' })),
        true,
      );
    return startSession(user, accountName(user), client, true);
  }

  /** Only on a demo domain: logs in as that domain's demo account. */
  async function demoLogin(body: z.output<typeof DemoLogin>, client: Client): Promise<LoginResult> {
    const account = '(demo)';
    await assertAddressAllowed(account, client);
    const domain = await tenancy.findDomain(body.domain || client.host);
    if (!domain || domain.isDemo !== 1) {
      return refuse(
        account,
        client,
        forbidden({ zh: '演示登录只能在演示域名上使用', en: 'demo login is only available on the demo domain' }),
        false,
      );
    }
    const user = await repo.findDemoUser(domain.id);
    if (!user)
      return refuse(
        account,
        client,
        forbidden({ zh: '该域名没有演示账号', en: 'this domain has no demo account' }),
        false,
      );
    return startSession(user, accountName(user), client, false);
  }

  async function logout(auth: AuthContext): Promise<void> {
    await sessions.revoke(auth.sessionId);
    ctx.log.info({ userId: auth.user.id, companyId: auth.user.companyId }, 'logout');
  }

  return { login, remember, demoLogin, logout };
}
