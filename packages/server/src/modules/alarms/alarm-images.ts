import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Ctx } from '../../context.js';

const SIGNING_KEY = 'alarmImageKey';
/** How long a listed image address works. */
export const IMAGE_URL_TTL_MS = 12 * 3_600_000;
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';
const EXTENSION: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' };

/** The image type from the file's first bytes (never from its name or the declared type). */
export function sniffImage(bytes: Buffer): ImageKind | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Follow-up images under `{data}/alarm-images`, by generated names only. Their addresses are signed
 * (HMAC of id and expiry with a key kept in the settings table, so every server of a cluster accepts
 * them): an `<img src>` carries no session header, and only a caller who could list the image gets one.
 */
export function createAlarmImageStore(ctx: Ctx) {
  const dir = path.join(ctx.config.dataDir, 'alarm-images');
  let key: Promise<Buffer> | null = null;

  async function loadKey(): Promise<Buffer> {
    const { kysely } = ctx.db;
    await kysely
      .insertInto('settings')
      .values({ key: SIGNING_KEY, value: crypto.randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await kysely
      .selectFrom('settings')
      .select('value')
      .where('key', '=', SIGNING_KEY)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'hex');
  }

  const signingKey = () => (key ??= loadKey());
  const mac = async (id: number, exp: number) =>
    crypto
      .createHmac('sha256', await signingKey())
      .update(`${id}.${exp}`)
      .digest('base64url');

  async function urlOf(id: number): Promise<string> {
    const exp = Math.ceil((ctx.now() + IMAGE_URL_TTL_MS) / 3_600_000) * 3_600_000;
    return `/admin/api/alarmRecord/follow/image/${id}?exp=${exp}&sig=${await mac(id, exp)}`;
  }

  async function verify(id: number, exp: number, sig: string): Promise<boolean> {
    if (exp < ctx.now()) return false;
    const expected = Buffer.from(await mac(id, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  function pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error('not a stored image name');
    return path.join(dir, storedName);
  }

  async function save(bytes: Buffer, kind: ImageKind): Promise<string> {
    await fs.promises.mkdir(dir, { recursive: true });
    const storedName = `${crypto.randomBytes(16).toString('hex')}.${EXTENSION[kind]}`;
    await fs.promises.writeFile(pathOf(storedName), bytes, { flag: 'wx' });
    return storedName;
  }

  async function remove(storedNames: string[]): Promise<void> {
    await Promise.all(storedNames.map((n) => fs.promises.rm(pathOf(n), { force: true })));
  }

  return { urlOf, verify, pathOf, save, remove };
}
export type AlarmImageStore = ReturnType<typeof createAlarmImageStore>;
