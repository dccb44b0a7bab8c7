import type { AlarmSink } from '../modules/alarms/alarm-runtime.js';
import type { Counters } from './counters.js';
import type { LatestCache } from './latest-cache.js';
import type { LivePublisher } from './live.js';
import type { DataEntry } from './payload.js';
import type { IngestLimiter } from './rate-limit.js';
import type { KnownDevice, KnownVariable, Resolver } from './resolver.js';
import { variableSeries, type PointInput } from './series.js';
import type { WriteBuffer } from './write-buffer.js';

/** Device clocks may run this far ahead; later timestamps are refused (docs/protocol.md §2). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface IngestDeps {
  resolver: Resolver;
  limiter: IngestLimiter;
  buffer: WriteBuffer;
  counters: Counters;
  latest: LatestCache;
  live: LivePublisher;
  alarms: AlarmSink;
  now: () => number;
  /** Raw points older than this many ms are past retention: refused. */
  rawRetentionMs: number;
}

type Stored = Pick<PointInput, 'value' | 'text'>;

/** What a variable keeps of a published value; undefined: the wrong kind for it. */
export function storedValue(variable: KnownVariable, raw: unknown): Stored | undefined {
  if (typeof raw === 'boolean')
    return variable.numeric ? { value: raw ? 1 : 0, text: null } : { value: null, text: String(raw) };
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return undefined;
    return variable.numeric ? { value: raw, text: null } : { value: null, text: String(raw) };
  }
  // PostgreSQL text cannot hold NUL; dropping it keeps one odd value from failing a whole flush.
  if (typeof raw === 'string' && !variable.numeric) return { value: null, text: raw.replaceAll('\u0000', '') };
  return undefined;
}

const publishable = (raw: unknown) => typeof raw === 'number' || typeof raw === 'boolean' || typeof raw === 'string';

interface Candidate {
  ts: number;
  name: string;
  raw: unknown;
}

/**
 * One payload of one device: timestamps checked, rate limits applied, names resolved (registered
 * when allowed), values converted, then appended to the write buffer and, once there, offered to
 * the latest cache and published live. `durable` (QoS 1, HTTP) waits for room and for the commit.
 */
export function createIngest(deps: IngestDeps) {
  const { counters } = deps;

  async function candidatesOf(device: KnownDevice, entries: DataEntry[], receivedAt: number): Promise<Candidate[]> {
    const now = deps.now();
    const candidates: Candidate[] = [];
    for (const entry of entries) {
      const names = Object.keys(entry.values);
      const ts = entry.ts ?? receivedAt;
      if (ts > now + FUTURE_TOLERANCE_MS) counters.drop(device.identity, 'futureTs', names.length);
      else if (ts < now - deps.rawRetentionMs) counters.drop(device.identity, 'staleTs', names.length);
      else for (const name of names) candidates.push({ ts, name, raw: entry.values[name] });
    }
    const admitted = await deps.limiter.admit(device.id, device.companyId, candidates.length, device.rateLimit);
    counters.drop(device.identity, 'rateLimited', candidates.length - admitted);
    return candidates.slice(0, admitted);
  }

  async function toPoints(device: KnownDevice, candidates: Candidate[]) {
    const now = deps.now();
    const points: PointInput[] = [];
    const names: string[] = [];
    for (const c of candidates) {
      if (!publishable(c.raw)) {
        counters.drop(device.identity, 'typeMismatch');
        continue;
      }
      const variable = device.variables.get(c.name) ?? (await deps.resolver.register(device, c.name, c.raw));
      if (!variable) {
        counters.drop(device.identity, 'unknownVariable');
        continue;
      }
      const stored = storedValue(variable, c.raw);
      if (!stored) {
        counters.drop(device.identity, 'typeMismatch');
        continue;
      }
      const point: PointInput = { seriesId: variableSeries(variable.id), ts: c.ts, ...stored };
      if (c.ts > now) point.latestTs = now;
      points.push(point);
      names.push(variable.name);
    }
    return { points, names };
  }

  /**
   * Latest values and live topics for points now in the buffer; custom data of what changed. A value
   * stamped ahead of the platform's clock (within the tolerance) is history at its own time, but counts
   * as of now for the latest value: otherwise it would hide the real readings of the next minutes.
   */
  function announce(device: KnownDevice, points: PointInput[], names: string[]): void {
    const changed = new Set<number>();
    points.forEach((p, i) => {
      const at = p.latestTs ?? p.ts;
      if (!deps.latest.offer(p.seriesId, { value: p.value, text: p.text, ts: at })) return;
      changed.add(p.seriesId);
      if (p.value !== null) deps.alarms.value(p.seriesId, p.value, at);
      deps.live.value(device.identity, names[i]!, p.value ?? p.text, at);
    });
    if (changed.size > 0) deps.live.customData([...changed]);
  }

  /** Answers how many values were accepted (in the buffer; committed too when durable). */
  async function ingest(
    device: KnownDevice,
    entries: DataEntry[],
    options: { durable: boolean; receivedAt: number },
  ): Promise<number> {
    const { points, names } = await toPoints(device, await candidatesOf(device, entries, options.receivedAt));
    if (points.length === 0) return 0;
    let committed: Promise<void> | undefined;
    if (options.durable) {
      committed = (await deps.buffer.appendDurable(points)).committed;
    } else if (!deps.buffer.tryAppend(points)) {
      counters.drop(device.identity, 'bufferFull', points.length);
      return 0;
    }
    counters.accept(points.length);
    announce(device, points, names);
    await committed;
    return points.length;
  }

  return { ingest };
}
export type Ingest = ReturnType<typeof createIngest>;
