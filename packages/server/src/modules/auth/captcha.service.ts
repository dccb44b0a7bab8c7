import { randomInt, randomUUID } from 'node:crypto';
import type { Captcha } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { CAPTCHA_ALPHABET, drawCaptcha } from './captcha/captcha-image.js';

const CAPTCHA_TTL_MS = 2 * 60_000;
const CAPTCHA_LENGTH = 4;

/**
 * Login captchas: a bent raster picture (see captcha-image), one use each, two minutes to answer,
 * compared without regard to case. They only slow a script down: the login back-off does the rest.
 */
export function createCaptchaService(ctx: Ctx) {
  const { kysely } = ctx.db;

  async function issue(): Promise<Captcha> {
    if (!ctx.config.captcha) return { img: '', uuid: '' };
    const now = ctx.now();
    const text = Array.from(
      { length: CAPTCHA_LENGTH },
      () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
    ).join('');
    const uuid = randomUUID();
    await kysely.deleteFrom('captchas').where('expiresAt', '<=', now).execute();
    await kysely
      .insertInto('captchas')
      .values({ uuid, text: text.toLowerCase(), expiresAt: now + CAPTCHA_TTL_MS })
      .execute();
    return { img: `data:image/png;base64,${drawCaptcha(text, Math.random).toString('base64')}`, uuid };
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
