import type { FastifyBaseLogger } from 'fastify';
import { latestRowsOf } from './latest-cache.js';
import type { PointWriter } from './point-writer.js';
import type { PointInput } from './series.js';

export interface WriteBufferOptions {
  writer: PointWriter;
  log: FastifyBaseLogger;
  /** Points held at most (pending and being written). */
  capacity: number;
  /** A flush starts this long after the first pending point, or at once at `batchSize` points. */
  flushMs?: number;
  batchSize?: number;
  /** Waits between retries of a failed flush: doubling from `retryMs` up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

interface Waiter {
  /** Sequence number of the last point the waiter needs committed. */
  until: number;
  resolve: () => void;
}

/**
 * The bounded write buffer. Points get sequence numbers in arrival order and are written in that
 * order, at most `batchSize` per transaction, so "committed up to N" tells every waiter whether its
 * points are stored. A failed flush keeps its batch and is retried with backoff (the writer skips
 * points already stored, so a retry after a commit whose answer was lost writes nothing twice).
 */
export function createWriteBuffer(options: WriteBufferOptions) {
  const { writer, log, capacity } = options;
  const flushMs = options.flushMs ?? 200;
  const batchSize = options.batchSize ?? 10_000;
  const retryMs = options.retryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5_000;

  let pending: PointInput[] = [];
  let inFlight = 0;
  let appended = 0;
  let committedSeq = 0;
  const commitWaiters: Waiter[] = [];
  const spaceWaiters: { n: number; resolve: () => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  let failures = 0;
  const stats = { flushes: 0, dbErrors: 0, lastFlushMs: 0, totalFlushMs: 0 };

  const buffered = () => pending.length + inFlight;
  const hasRoom = (n: number) => buffered() + n <= capacity;

  function schedule(): void {
    if (flushing || pending.length === 0) return;
    if (pending.length >= batchSize) {
      clearTimeout(timer);
      timer = undefined;
      flushing = drain(false);
    } else {
      timer ??= setTimeout(() => {
        timer = undefined;
        flushing ??= drain(true);
      }, flushMs);
    }
  }

  /**
   * Writes batches one at a time, each retried until stored: full ones, and the rest too when `all`
   * (a partial batch otherwise waits for the timer, so SQLite commits stay large).
   */
  async function drain(all: boolean): Promise<void> {
    while (pending.length >= (all ? 1 : batchSize)) {
      const batch = pending.slice(0, batchSize);
      pending = pending.slice(batch.length);
      inFlight = batch.length;
      await writeUntilStored(batch);
      inFlight = 0;
      committedSeq += batch.length;
      release();
    }
    flushing = undefined;
    schedule();
  }

  async function writeUntilStored(batch: PointInput[]): Promise<void> {
    const latest = latestRowsOf(batch);
    for (;;) {
      const started = performance.now();
      try {
        // The writer sorts in place: give it a copy so a retry starts from the same rows.
        await writer.write([...batch], latest);
        const ms = performance.now() - started;
        stats.flushes += 1;
        stats.lastFlushMs = ms;
        stats.totalFlushMs += ms;
        failures = 0;
        return;
      } catch (error) {
        stats.dbErrors += 1;
        failures += 1;
        const wait = Math.min(maxRetryMs, retryMs * 2 ** (failures - 1));
        log.error({ err: error, points: batch.length, retryInMs: wait }, 'telemetry flush failed');
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  function release(): void {
    while (commitWaiters.length > 0 && commitWaiters[0]!.until <= committedSeq) commitWaiters.shift()!.resolve();
    while (spaceWaiters.length > 0 && hasRoom(spaceWaiters[0]!.n)) spaceWaiters.shift()!.resolve();
  }

  function push(points: PointInput[]): number {
    for (const p of points) pending.push(p);
    appended += points.length;
    schedule();
    return appended;
  }

  /** Appends if there is room (QoS 0: what does not fit is the caller's counted drop). */
  function tryAppend(points: PointInput[]): boolean {
    if (spaceWaiters.length > 0 || !hasRoom(points.length)) return false;
    push(points);
    return true;
  }

  /**
   * Waits for room (back-pressure), then appends; `committed` resolves once the points are stored.
   * (An object, since a promise resolving to a promise would flatten into one wait.)
   */
  async function appendDurable(points: PointInput[]): Promise<{ committed: Promise<void> }> {
    // A batch larger than the whole buffer waits for an empty one rather than forever.
    const n = Math.min(points.length, capacity);
    if (spaceWaiters.length > 0 || !hasRoom(n)) await new Promise<void>((resolve) => spaceWaiters.push({ n, resolve }));
    const until = push(points);
    const committed =
      until <= committedSeq
        ? Promise.resolve()
        : new Promise<void>((resolve) => commitWaiters.push({ until, resolve }));
    return { committed };
  }

  /** Writes everything held now, and what waits for room; for a clean stop. */
  async function flushAll(): Promise<void> {
    for (;;) {
      clearTimeout(timer);
      timer = undefined;
      if (pending.length > 0) flushing ??= drain(true);
      if (flushing) {
        await flushing;
        continue;
      }
      release();
      // Lets writers just given room append before the buffer counts as empty.
      await new Promise((resolve) => setImmediate(resolve));
      if (pending.length === 0 && !flushing && spaceWaiters.length === 0) return;
    }
  }

  function health() {
    return {
      buffered: buffered(),
      capacity,
      flushes: stats.flushes,
      lastFlushMs: Math.round(stats.lastFlushMs * 10) / 10,
      avgFlushMs: stats.flushes === 0 ? 0 : Math.round((stats.totalFlushMs / stats.flushes) * 10) / 10,
      dbErrors: stats.dbErrors,
    };
  }

  return { tryAppend, appendDurable, flushAll, health };
}
export type WriteBuffer = ReturnType<typeof createWriteBuffer>;
