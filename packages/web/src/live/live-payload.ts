/** What a live topic carries (the contract's `LiveMessage`, `LiveOnline`, notices), as received: every field may be missing. */
export interface LivePayload {
  deviceNum?: string;
  code?: string;
  value?: unknown;
  online?: boolean;
  status?: number;
  /** Epoch ms. */
  time?: number;
}

/** One decoder for every message: a live screen receives thousands a second. */
const decoder = new TextDecoder();

/** Unparseable payloads (not JSON, not an object) are treated as empty (visual-side 4.2). */
export function parseLivePayload(raw: Uint8Array | string): LivePayload {
  try {
    const text = typeof raw === 'string' ? raw : decoder.decode(raw);
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
