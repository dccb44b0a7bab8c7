import { createHash, randomInt } from 'node:crypto';
import { CODE_LOCK_MS, CODE_RESEND_MS, CODE_TTL_MS, type CodePurpose } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, tooMany } from '../../http/errors.js';
import type { Sender } from '../outbox/sender.js';

const MAX_TRIES = 5;
/** Codes one address may ask for in an hour, whatever the targets. */
export const CODES_PER_ADDRESS_PER_HOUR = 10;
/** After a successful request for these, the target waits CODE_LOCK_MS (spec 4). */
const LOCKING: readonly CodePurpose[] = ['forget', 'change'];

const SUBJECTS: Record<CodePurpose, string> = {
  register: 'Registration code',
  demo: 'Demo request code',
  forget: 'Password reset code',
  change: 'Phone change code',
};

export interface CodeRequest {
  target: string;
  purpose: CodePurpose;
  channel: 'sms' | 'email';
  /** False: store a code but send nothing, so the answer (and its limits) cannot reveal an account. */
  deliver?: boolean;
  /** The asking address, for the per-address limit (none for a signed-in user's own phone). */
  ip?: string;
}

/**
 * E-mail addresses compare without case; phone numbers without spaces, dashes or brackets, and a mainland
 * mobile number without its country prefix (+86, 0086, 86) or a leading 0: every way of writing one
 * number is one target for the code limits.
 */
export function normalizeTarget(target: string): string {
  const t = target.trim();
  if (t.includes('@')) return t.toLowerCase();
  return t.replace(/[\s()-]/g, '').replace(/^(?:\+86|0086|86|0)(?=1\d{10}$)/, '');
}

const hashCode = (target: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');

export const wrongCode = () =>
  badRequest(fieldText('code', { zh: '验证码错误或已过期', en: 'wrong or expired verification code' }));

/** Six-digit verification codes, stored hashed, per (target, purpose). */
export function createCodeService(ctx: Ctx, { sender }: { sender: Sender }) {
  const { kysely } = ctx.db;

  async function assertAddressMayRequest(ip: string, now: number): Promise<void> {
    const row = await kysely
      .selectFrom('verificationCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('createdAt', '>', now - 3_600_000)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= CODES_PER_ADDRESS_PER_HOUR) {
      throw tooMany(
        fieldText('mobile', {
          zh: '此地址获取验证码次数过多，请稍后再试',
          en: 'too many codes asked from this address, try again later',
        }),
      );
    }
  }

  async function assertMayRequest(target: string, purpose: CodePurpose, now: number): Promise<void> {
    const recent = await kysely
      .selectFrom('verificationCodes')
      .select(['purpose', 'createdAt'])
      .where('target', '=', target)
      .where('createdAt', '>', now - Math.max(CODE_LOCK_MS, CODE_RESEND_MS))
      .orderBy('createdAt', 'desc')
      .execute();
    const lock = LOCKING.includes(purpose) ? recent.find((r) => r.purpose === purpose) : undefined;
    if (lock) {
      const minutes = Math.ceil((lock.createdAt + CODE_LOCK_MS - now) / 60_000);
      throw tooMany(
        fieldText('mobile', {
          zh: `验证码已发送，请 ${minutes} 分钟后再试`,
          en: `a code was sent already, try again in ${minutes} minutes`,
        }),
      );
    }
    const last = recent[0];
    if (last && last.createdAt > now - CODE_RESEND_MS) {
      const seconds = Math.ceil((last.createdAt + CODE_RESEND_MS - now) / 1000);
      throw tooMany(
        fieldText('mobile', {
          zh: `请等待 ${seconds} 秒后再获取验证码`,
          en: `wait ${seconds} seconds before asking for another code`,
        }),
      );
    }
  }

  async function request({ target: raw, purpose, channel, deliver = true, ip }: CodeRequest): Promise<void> {
    const target = normalizeTarget(raw);
    const now = ctx.now();
    if (ip !== undefined) await assertAddressMayRequest(ip, now);
    await assertMayRequest(target, purpose, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await kysely
      .insertInto('verificationCodes')
      .values({
        target,
        purpose,
        codeHash: hashCode(target, purpose, code),
        createdAt: now,
        expiresAt: now + CODE_TTL_MS,
        usedAt: null,
        attempts: 0,
        ip: ip ?? null,
      })
      .execute();
    if (!deliver) {
      ctx.log.info({ target, purpose }, 'verification code withheld: no such account');
      return;
    }
    const minutes = CODE_TTL_MS / 60_000;
    await sender.send({
      channel,
      target,
      subject: SUBJECTS[purpose],
      body: `Your verification code is ${code}. It is valid for ${minutes} minutes. Do not share it.`,
    });
  }

  /** Accepts the newest unused code once; each wrong try counts, and the fifth ends the code. */
  async function check(raw: string, purpose: CodePurpose, code: string): Promise<void> {
    const target = normalizeTarget(raw);
    const now = ctx.now();
    const row = await kysely
      .selectFrom('verificationCodes')
      .selectAll()
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('usedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row || row.expiresAt <= now || row.attempts >= MAX_TRIES) throw wrongCode();
    if (row.codeHash !== hashCode(target, purpose, code.trim())) {
      await kysely
        .updateTable('verificationCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      throw wrongCode();
    }
    const used = await kysely
      .updateTable('verificationCodes')
      .set({ usedAt: now })
      .where('id', '=', row.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    // A concurrent check may have taken it first.
    if (Number(used.numUpdatedRows) !== 1) throw wrongCode();
  }

  return { request, check };
}
export type CodeService = ReturnType<typeof createCodeService>;
