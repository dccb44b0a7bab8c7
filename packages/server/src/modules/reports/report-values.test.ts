import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../../test/databases.js';
import { createHistoryReader } from '../../telemetry/history.js';
import { createPointWriter } from '../../telemetry/point-writer.js';
import { HOUR_MS, MINUTE_MS } from '../../telemetry/series.js';
import { createReportValues, slotsOf } from './report-values.js';
import { DAY, TEST_TZ } from './test/report-fixture.js';

const SERIES = 77;

describe.each(DIALECTS)('report values (%s)', (dialect) => {
  let testDb: TestDb;
  let values: ReturnType<typeof createReportValues>['values'];

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    const at = (ms: number, value: number) => ({ seriesId: SERIES, ts: DAY + ms, value, text: null });
    await createPointWriter(testDb.db).write([
      at(0, 1),
      at(30 * MINUTE_MS, 5),
      at(90 * MINUTE_MS, 3),
      at(25 * HOUR_MS, 10),
    ]);
    values = createReportValues(testDb.db, createHistoryReader(testDb.db)).values;
  });
  afterAll(() => testDb.drop());

  const hours = () => slotsOf({ from: DAY, to: DAY + 3 * HOUR_MS }, 'hour', TEST_TZ);

  it('aggregates each hour from the rollups and the stored points', async () => {
    const of = (aggregation: Parameters<typeof values>[2]) => values(SERIES, hours(), aggregation);
    expect(await of('avg')).toEqual([3, 3, null]);
    expect(await of('min')).toEqual([1, 3, null]);
    expect(await of('max')).toEqual([5, 3, null]);
    expect(await of('last')).toEqual([5, 3, null]);
    expect(await of('count')).toEqual([2, 1, 0]);
    expect(await of('first')).toEqual([1, 3, null]);
    expect(await of('diff')).toEqual([4, 0, null]);
    expect(await of('at')).toEqual([1, 5, 3]);
  });

  it('fills local days, and a period that is not whole hours from the minute rollup', async () => {
    const days = slotsOf({ from: DAY, to: DAY + 48 * HOUR_MS }, 'day', TEST_TZ);
    expect(days.map((d) => d.to - d.from)).toEqual([24 * HOUR_MS, 24 * HOUR_MS]);
    expect(await values(SERIES, days, 'count')).toEqual([3, 1]);
    expect(await values(SERIES, days, 'first')).toEqual([1, 10]);
    const halfHours = [{ from: DAY + 30 * MINUTE_MS, to: DAY + 90 * MINUTE_MS }];
    expect(await values(SERIES, halfHours, 'avg')).toEqual([5]);
  });
});
