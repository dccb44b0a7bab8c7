import { z } from 'zod';
import { bi } from '../messages.js';
import { isSafeImageUrl, isSafeUrl, looksLikeCode, plainText } from './safe-content.js';

/** Small schemas the flow document's parts share. */

export const URL_MAX = 2048;
export const TEXT_MAX = 10_000;

export const shortText = z.string().max(255);
export const color = z.string().max(64);
export const num = z.number().finite();
export const positiveId = z.number().int().positive();
/** A pen id: the engine's generated ids and ours are short tokens. */
export const penId = z.string().min(1).max(64);

/** An address that only navigates or loads; any other (javascript:, data:, vbscript: ...) is dropped. */
export const safeUrl = z
  .string()
  .max(URL_MAX)
  .transform((v) => (isSafeUrl(v) ? v : undefined));
export const safeImageUrl = z
  .string()
  .max(URL_MAX * 1000)
  .transform((v) => (isSafeImageUrl(v) ? v : undefined));

/** Text drawn on the canvas: markup and unsafe link addresses are dropped. */
export const penText = z.string().max(TEXT_MAX).transform(plainText);

/** A point in the canvas (line anchors, control points). */
export const point = z.object({ x: num, y: num });

const JSON_DEPTH_MAX = 12;

/** Plain JSON (a chart option): strings that read as function source are dropped, depth is bounded. */
function plainJson(value: unknown, depth: number): unknown {
  if (depth > JSON_DEPTH_MAX) return undefined;
  if (typeof value === 'string') return looksLikeCode(value) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => plainJson(v, depth + 1) ?? null);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const kept = plainJson(v, depth + 1);
      if (kept !== undefined && key !== '__proto__') out[key] = kept;
    }
    return out;
  }
  return undefined;
}
export const jsonObject = z
  .record(z.string(), z.unknown(), bi('须为对象', 'must be an object'))
  .transform((v) => plainJson(v, 0) as Record<string, unknown>);

/** `'1'` or 1 both arrive for the original product's string codes; the document keeps strings. */
export const codeString = <T extends readonly [string, ...string[]]>(codes: T) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(codes));
