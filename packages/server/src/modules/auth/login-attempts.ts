import type { Ctx } from '../../context.js';
import { forbidden, tooMany, type AppError } from '../../http/errors.js';

/**
 * 5 failures on an account from one address within 5 minutes lock that address out of the account for 15
 * (the owner elsewhere still logs in); 100 failures on an account within an hour, from anywhere, refuse
 * everyone for the rest of that hour; more than 30 tries a minute per address are refused.
 */
export const LOGIN_LIMITS = {
  failures: 5,
  failureWindowMs: 5 * 60_000,
  lockMs: 15 * 60_000,
  accountFailuresPerHour: 100,
  perIpPerMinute: 30,
} as const;

/** A wrong captcha is kept against the address only: it says nothing about the account. */
const NO_ACCOUNT = '';

/** Attempts are keyed by the account as typed, without case or surrounding blanks. */
export const accountKey = (account: string) => account.trim().toLowerCase();

/**
 * Login attempts in the login_attempts table: the account lockout and the per-address throttle.
 * Refusals by either are logged but not recorded, so hammering a locked account does not extend its lock.
 */
export function createLoginAttempts(ctx: Ctx) {
  const { kysely } = ctx.db;

  async function addressRefusal(ip: string): Promise<AppError | null> {
    const row = await kysely
      .selectFrom('loginAttempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('at', '>', ctx.now() - 60_000)
      .executeTakeFirstOrThrow();
    return Number(row.n) >= LOGIN_LIMITS.perIpPerMinute
      ? tooMany({
          zh: '该地址登录尝试次数过多，请一分钟后再试',
          en: 'too many login attempts from this address, try again in a minute',
        })
      : null;
  }

  /** When the account is locked for this address: the end of the lock that follows its last burst of failures. */
  async function lockedUntil(account: string, ip: string): Promise<number | null> {
    const now = ctx.now();
    const key = accountKey(account);
    const lastOk = await kysely
      .selectFrom('loginAttempts')
      .select((eb) => eb.fn.max('at').as('at'))
      .where('account', '=', key)
      .where('ok', '=', 1)
      .executeTakeFirst();
    const since = Math.max(Number(lastOk?.at ?? 0), now - LOGIN_LIMITS.lockMs - LOGIN_LIMITS.failureWindowMs);
    const failures = await kysely
      .selectFrom('loginAttempts')
      .select('at')
      .where('account', '=', key)
      .where('ip', '=', ip)
      .where('ok', '=', 0)
      .where('at', '>', since)
      .orderBy('at')
      .execute();
    let until: number | null = null;
    for (let i = LOGIN_LIMITS.failures - 1; i < failures.length; i++) {
      const last = failures[i]!.at;
      if (last - failures[i - LOGIN_LIMITS.failures + 1]!.at <= LOGIN_LIMITS.failureWindowMs)
        until = last + LOGIN_LIMITS.lockMs;
    }
    return until !== null && until > now ? until : null;
  }

  async function accountRefusal(account: string, ip: string): Promise<AppError | null> {
    const until = await lockedUntil(account, ip);
    if (until !== null) {
      const minutes = Math.ceil((until - ctx.now()) / 60_000);
      return forbidden({
        zh: `账号已锁定，请 ${minutes} 分钟后再试`,
        en: `account locked, try again in ${minutes} minutes`,
      });
    }
    const recent = await kysely
      .selectFrom('loginAttempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account', '=', accountKey(account))
      .where('ok', '=', 0)
      .where('at', '>', ctx.now() - 3_600_000)
      .executeTakeFirstOrThrow();
    return Number(recent.n) >= LOGIN_LIMITS.accountFailuresPerHour
      ? tooMany({
          zh: '该账号登录失败次数过多，请稍后再试',
          en: 'too many failed logins for this account, try again later',
        })
      : null;
  }

  async function recordCaptchaMiss(ip: string): Promise<void> {
    await kysely.insertInto('loginAttempts').values({ account: NO_ACCOUNT, ip, ok: 0, at: ctx.now() }).execute();
  }

  async function record(account: string, ip: string, ok: boolean): Promise<void> {
    await kysely
      .insertInto('loginAttempts')
      .values({ account: accountKey(account), ip, ok: ok ? 1 : 0, at: ctx.now() })
      .execute();
  }

  return { addressRefusal, accountRefusal, record, recordCaptchaMiss };
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
