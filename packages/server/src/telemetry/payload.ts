import type { Bilingual } from '@iot/contract';
import { fieldText } from '../http/errors.js';

/** Entries of one `gw/{identity}/data` payload (docs/protocol.md §2). */
export const MAX_ENTRIES = 1_000;

export interface DataEntry {
  /** Device time, ms; undefined: the arrival time. */
  ts: number | undefined;
  values: Record<string, unknown>;
}

type Refusal = { ok: false; error: Bilingual };
export type ParsedPayload = { ok: true; entries: DataEntry[] } | Refusal;

const refusal = (field: string, zh: string, en: string): Refusal => ({
  ok: false,
  error: fieldText(field, { zh, en }),
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `at` is '' for a single object, `[i]` for an array entry; messages name the field. */
function entryOf(raw: unknown, at: string): DataEntry | Refusal {
  const field = (name: string) => (at ? `${at}.${name}` : name);
  if (!isObject(raw)) return refusal(at || 'body', '应为对象 {"ts", "values"}', 'expected an object {"ts", "values"}');
  const ts = raw.ts;
  if (ts !== undefined && (typeof ts !== 'number' || !Number.isFinite(ts) || ts < 0)) {
    return refusal(field('ts'), '应为毫秒时间戳', 'expected epoch milliseconds');
  }
  if (!isObject(raw.values))
    return refusal(field('values'), '应为“名称: 值”形式的对象', 'expected an object of name: value');
  return { ts: ts === undefined ? undefined : Math.trunc(ts), values: raw.values };
}

/**
 * A payload as the protocol allows it: JSON, one object or an array of up to MAX_ENTRIES. Anything
 * else is refused as a whole, with the field at fault (HTTP answers it as the 400 message).
 */
export function parsePayload(payload: Buffer | string): ParsedPayload {
  let json: unknown;
  try {
    json = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'));
  } catch {
    return refusal('body', '不是有效的 JSON', 'not valid JSON');
  }
  if (!Array.isArray(json)) {
    const entry = entryOf(json, '');
    return 'ok' in entry ? entry : { ok: true, entries: [entry] };
  }
  if (json.length > MAX_ENTRIES) return refusal('body', `超过 ${MAX_ENTRIES} 条`, `more than ${MAX_ENTRIES} entries`);
  const entries: DataEntry[] = [];
  for (const [i, raw] of json.entries()) {
    const entry = entryOf(raw, `[${i}]`);
    if ('ok' in entry) return entry;
    entries.push(entry);
  }
  return { ok: true, entries };
}
