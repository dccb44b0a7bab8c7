import { randomUUID } from 'node:crypto';
import type { Captcha } from '@iot/contract';
import svgCaptcha from 'svg-captcha';
import type { Ctx } from '../../context.js';

const CAPTCHA_TTL_MS = 2 * 60_000;

/** Login captchas: one use each, two minutes to answer, compared without regard to case. */
export function createCaptchaService(ctx: Ctx) {
  const { kysely } = ctx.db;

  async function issue(): Promise<Captcha> {
    if (!ctx.config.captcha) return { img: '', uuid: '' };
    const now = ctx.now();
    const { data, text } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1lI' });
    const uuid = randomUUID();
    await kysely.deleteFrom('captchas').where('expiresAt', '<=', now).execute();
    await kysely
      .insertInto('captchas')
      .values({ uuid, text: text.toLowerCase(), expiresAt: now + CAPTCHA_TTL_MS })
      .execute();
    return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, uuid };
  }

  /** Deleting the row first makes every captcha single-use, whether the answer was right or not. */
  async function verify(uuid: string, text: string): Promise<boolean> {
    const row = await kysely
      .deleteFrom('captchas')
      .where('uuid', '=', uuid)
      .returning(['text', 'expiresAt'])
      .executeTakeFirst();
    return !!row && row.expiresAt > ctx.now() && row.text === text.trim().toLowerCase();
  }

  return { issue, verify };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
