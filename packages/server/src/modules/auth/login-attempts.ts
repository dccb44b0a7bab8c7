import type { Ctx } from '../../context.js';
import { forbidden, tooMany, type AppError } from '../../http/errors.js';

/** 5 failures on an account within 5 minutes lock it for 15; more than 30 tries a minute per address are refused. */
export const LOGIN_LIMITS = {
  failures: 5,
  failureWindowMs: 5 * 60_000,
  lockMs: 15 * 60_000,
  perIpPerMinute: 30,
} as const;

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
      ? tooMany('too many login attempts from this address, try again in a minute')
      : null;
  }

  /** When the account is locked: the end of the lock that follows the last burst of failures. */
  async function lockedUntil(account: string): Promise<number | null> {
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

  async function accountRefusal(account: string): Promise<AppError | null> {
    const until = await lockedUntil(account);
    if (until === null) return null;
    const minutes = Math.ceil((until - ctx.now()) / 60_000);
    return forbidden(`account locked, try again in ${minutes} minutes`);
  }

  async function record(account: string, ip: string, ok: boolean): Promise<void> {
    await kysely
      .insertInto('loginAttempts')
      .values({ account: accountKey(account), ip, ok: ok ? 1 : 0, at: ctx.now() })
      .execute();
  }

  return { addressRefusal, accountRefusal, record };
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
