import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PointWriter } from './point-writer.js';
import type { LatestInput, PointInput } from './series.js';
import { createWriteBuffer } from './write-buffer.js';

// Fastify's logger when logging is off: a silent one.
const log = Fastify().log;
const points = (from: number, n: number, seriesId = 1): PointInput[] =>
  Array.from({ length: n }, (_, i) => ({ seriesId, ts: from + i, value: i, text: null }));

/** An in-memory store with the real writer's rule: a (series, ts) already stored is skipped. */
function memoryWriter() {
  const rows = new Map<string, PointInput>();
  const latest = new Map<number, LatestInput>();
  let gate: Promise<void> | undefined;
  let failuresLeft = 0;
  let batches = 0;
  const writer: PointWriter = {
    async write(batch, latestRows = []) {
      await gate;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('database down');
      }
      batches += 1;
      for (const p of batch) if (!rows.has(`${p.seriesId}:${p.ts}`)) rows.set(`${p.seriesId}:${p.ts}`, p);
      for (const l of latestRows) latest.set(l.variableId, l);
      return batch.length;
    },
  };
  return {
    writer,
    rows,
    latest,
    batches: () => batches,
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
    failNext: (n: number) => void (failuresLeft = n),
  };
}

describe('write buffer', () => {
  it('resolves a durable append only after its batch is written, with the latest row per series', async () => {
    const store = memoryWriter();
    const buffer = createWriteBuffer({ writer: store.writer, log, capacity: 1_000, flushMs: 10 });
    const { committed } = await buffer.appendDurable(points(1_000, 5));
    expect(store.rows.size).toBe(0);
    await committed;
    expect(store.rows.size).toBe(5);
    expect(store.latest.get(1)).toEqual({ variableId: 1, value: '4', numeric: 4, ts: 1_004 });
  });

  it('writes at most batchSize points per transaction, in arrival order', async () => {
    const store = memoryWriter();
    const buffer = createWriteBuffer({ writer: store.writer, log, capacity: 10_000, flushMs: 10, batchSize: 100 });
    expect(buffer.tryAppend(points(0, 250))).toBe(true);
    await buffer.flushAll();
    expect(store.rows.size).toBe(250);
    expect(store.batches()).toBe(3);
    expect(buffer.health()).toMatchObject({ buffered: 0, flushes: 3, dbErrors: 0 });
  });

  it('applies back-pressure to durable appends and drops QoS 0 when full', async () => {
    const store = memoryWriter();
    const buffer = createWriteBuffer({ writer: store.writer, log, capacity: 1_000, flushMs: 5, batchSize: 600 });
    const open = store.hold();
    expect(buffer.tryAppend(points(0, 800))).toBe(true);
    await new Promise((r) => setTimeout(r, 30)); // the first batch is now in flight, held at the gate
    expect(buffer.tryAppend(points(10_000, 300))).toBe(false);
    let appended = false;
    const waiting = buffer.appendDurable(points(20_000, 300)).then((r) => {
      appended = true;
      return r.committed;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(appended).toBe(false);
    expect(buffer.health().buffered).toBe(800);
    open();
    await waiting;
    expect(appended).toBe(true);
    expect(store.rows.size).toBe(1_100);
  });

  it('keeps a failed batch, retries with backoff, and writes every held row once after recovery', async () => {
    const store = memoryWriter();
    const buffer = createWriteBuffer({
      writer: store.writer,
      log,
      capacity: 5_000,
      flushMs: 5,
      batchSize: 500,
      retryMs: 5,
      maxRetryMs: 20,
    });
    store.failNext(4);
    for (let i = 0; i < 6; i++) expect(buffer.tryAppend(points(i * 500, 500))).toBe(true);
    const { committed } = await buffer.appendDurable(points(3_000, 10, 2));
    await committed;
    expect(store.rows.size).toBe(3_010);
    expect(buffer.health()).toMatchObject({ buffered: 0, dbErrors: 4 });
  });

  it('flushAll writes what waits for room too', async () => {
    const store = memoryWriter();
    const buffer = createWriteBuffer({ writer: store.writer, log, capacity: 1_000, flushMs: 1_000, batchSize: 1_000 });
    const open = store.hold();
    expect(buffer.tryAppend(points(0, 1_000))).toBe(true);
    const late = buffer.appendDurable(points(5_000, 500));
    setTimeout(open, 20);
    await buffer.flushAll();
    expect(store.rows.size).toBe(1_500);
    await (
      await late
    ).committed;
  });
});
