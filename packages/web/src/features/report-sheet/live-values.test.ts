import type { ReportBinding } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { initialLiveValues, liveText, liveTimeText, liveTopicOf } from './live-values';

const base: ReportBinding = {
  sheet: 0,
  row: 2,
  col: 1,
  source: 'variable',
  sourceId: 4,
  aggregation: 'avg',
  fill: 'hour',
  direction: 'column',
};

describe('real-time report values', () => {
  it('listens to a variable’s and a custom data item’s topics', () => {
    expect(liveTopicOf(base, { identity: 'gw-1', variable: 'temp' })).toBe('device/gw-1/temp');
    expect(liveTopicOf(base, undefined)).toBeNull();
    expect(liveTopicOf({ ...base, source: 'customData', sourceId: 9 }, undefined)).toBe('device/customdata/9');
    expect(liveTopicOf({ ...base, source: 'time', sourceId: null }, undefined)).toBeNull();
  });

  it('shows numbers and texts, nothing else', () => {
    expect([liveText(1.5), liveText('on'), liveText(null), liveText(Number.NaN), liveText({})]).toEqual([
      1.5,
      'on',
      null,
      null,
      null,
    ]);
  });

  it('starts from the current values and the current hour or day', () => {
    const now = new Date(2026, 0, 5, 7, 42);
    const time: ReportBinding = { ...base, col: 0, source: 'time', sourceId: null };
    const values = initialLiveValues(
      [base, time, { ...time, row: 0, fill: 'day' }],
      (b) => (b.sourceId === 4 ? { value: 21.5 } : undefined),
      now,
    );
    expect([...values]).toEqual([
      ['0:2:1', 21.5],
      ['0:2:0', '07:00'],
      ['0:0:0', '2026-01-05'],
    ]);
    expect(liveTimeText('hour', now)).toBe('07:00');
  });
});
