import crypto from 'node:crypto';
import type { Ctx } from '../context.js';

/** How long a listed address works. */
export const SIGNED_LINK_TTL_MS = 12 * 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * Short-lived addresses of stored files (`{path}/{id}?exp&sig`): an `<img src>` or a download link sends
 * no session header, so the address itself carries an HMAC of id and expiry, given only to a caller who
 * could list the file. The key lives in the settings table under `settingKey`, so every server of a
 * cluster accepts the addresses of the others.
 */
export function createLinkSigner(ctx: Ctx, settingKey: string) {
  let key: Promise<Buffer> | null = null;

  async function loadKey(): Promise<Buffer> {
    const { kysely } = ctx.db;
    await kysely
      .insertInto('settings')
      .values({ key: settingKey, value: crypto.randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await kysely
      .selectFrom('settings')
      .select('value')
      .where('key', '=', settingKey)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'hex');
  }

  const mac = async (id: number, exp: number) =>
    crypto
      .createHmac('sha256', await (key ??= loadKey()))
      .update(`${id}.${exp}`)
      .digest('base64url');

  /** Expiries are rounded up to the hour, so a list read twice gives the same (cacheable) addresses. */
  async function urlOf(path: string, id: number): Promise<string> {
    const exp = Math.ceil((ctx.now() + SIGNED_LINK_TTL_MS) / HOUR_MS) * HOUR_MS;
    return `${path}/${id}?exp=${exp}&sig=${await mac(id, exp)}`;
  }

  async function verify(id: number, exp: number, sig: string): Promise<boolean> {
    if (exp < ctx.now()) return false;
    const expected = Buffer.from(await mac(id, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  return { urlOf, verify };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
