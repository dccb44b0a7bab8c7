import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../test/databases.js';
import { createHistoryReader, sourceFor } from './history.js';
import { createPointWriter, type PointWriter } from './point-writer.js';
import { HOUR_MS, MINUTE_MS, type PointInput } from './series.js';

const T0 = Date.UTC(2026, 9, 31, 22, 0, 0); // two hours before a month boundary (UTC)

/** A series with a known shape: value = minute index, one point every 10 s, for `minutes` minutes. */
function ramp(seriesId: number, minutes: number): PointInput[] {
  const points: PointInput[] = [];
  for (let s = 0; s < minutes * 60; s += 10) {
    points.push({ seriesId, ts: T0 + s * 1000, value: Math.floor(s / 60), text: null });
  }
  return points;
}

describe.each(DIALECTS)('telemetry storage (%s)', (dialect) => {
  let t: TestDb;
  let writer: PointWriter;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    writer = createPointWriter(t.db);
    expect(await writer.write(ramp(1, 240))).toBe(240 * 6);
  });
  afterAll(() => t.drop());

  it('stores a repeated batch once and leaves the rollups unchanged', async () => {
    const before = await t.db.kysely.selectFrom('rollupHour').selectAll().where('seriesId', '=', 1).execute();
    expect(await writer.write(ramp(1, 240))).toBe(0);
    const after = await t.db.kysely.selectFrom('rollupHour').selectAll().where('seriesId', '=', 1).execute();
    expect(after).toEqual(before);
  });

  it('keeps min, max, sum, count and last per minute and per hour', async () => {
    const minute = await t.db.kysely
      .selectFrom('rollupMinute')
      .selectAll()
      .where('seriesId', '=', 1)
      .where('bucket', '=', T0 + 5 * MINUTE_MS)
      .executeTakeFirstOrThrow();
    expect(minute).toMatchObject({ minValue: 5, maxValue: 5, sumValue: 30, count: 6, lastValue: 5 });
    const hour = await t.db.kysely
      .selectFrom('rollupHour')
      .selectAll()
      .where('seriesId', '=', 1)
      .orderBy('bucket')
      .execute();
    expect(hour).toHaveLength(4);
    expect(hour[1]).toMatchObject({ bucket: T0 + HOUR_MS, minValue: 60, maxValue: 119, count: 360, lastValue: 119 });
    expect(hour[1]!.sumValue).toBe((6 * ((60 + 119) * 60)) / 2);
  });

  it('crosses a month boundary (PostgreSQL adds the partition)', async () => {
    const count = await t.db.kysely
      .selectFrom('points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seriesId', '=', 1)
      .where('ts', '>=', Date.UTC(2026, 10, 1))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(120 * 6);
  });

  it('answers the same averages from the raw points and from each rollup', async () => {
    const history = createHistoryReader(t.db);
    const from = T0;
    const to = T0 + 4 * HOUR_MS;
    const hourly = await history.query({ seriesId: 1, from, to, intervalMs: HOUR_MS, pick: 'avg' });
    expect(hourly.map((p) => p.value)).toEqual([29.5, 89.5, 149.5, 209.5]);
    const byMinutes = await history.query({ seriesId: 1, from, to, intervalMs: 30 * MINUTE_MS, pick: 'avg' });
    expect(byMinutes[0]).toMatchObject({ time: T0, value: 14.5, min: 0, max: 29 });
    const raw = await history.query({ seriesId: 1, from, to: T0 + 2 * MINUTE_MS, intervalMs: 30_000, pick: 'avg' });
    expect(raw.map((p) => p.value)).toEqual([0, 0, 1, 1]);
    expect(sourceFor(HOUR_MS).table).toBe('rollup_hour');
    expect(sourceFor(30 * MINUTE_MS).table).toBe('rollup_minute');
    expect(sourceFor(30_000).table).toBe('points');
  });

  it('gives empty buckets a null value, and the last value when asked', async () => {
    const history = createHistoryReader(t.db);
    const points = await history.query({
      seriesId: 1,
      from: T0 + 3 * HOUR_MS,
      to: T0 + 5 * HOUR_MS,
      intervalMs: HOUR_MS,
      pick: 'last',
    });
    expect(points).toEqual([
      { time: T0 + 3 * HOUR_MS, value: 239, min: 180, max: 239 },
      { time: T0 + 4 * HOUR_MS, value: null, min: null, max: null },
    ]);
  });

  it('keeps text values in the raw table only, and reads first and last values', async () => {
    await writer.write([{ seriesId: 2, ts: T0, value: null, text: 'DEADBEEF' }]);
    const rollups = await t.db.kysely.selectFrom('rollupMinute').selectAll().where('seriesId', '=', 2).execute();
    expect(rollups).toEqual([]);
    const history = createHistoryReader(t.db);
    expect(await history.firstAndLast(1, T0, T0 + HOUR_MS)).toEqual({ first: 0, last: 59 });
    expect(await history.firstAndLast(3, T0, T0 + HOUR_MS)).toBeUndefined();
  });
});
