import { describe, expect, it } from 'vitest';
import { statisticPeriod } from './periods.js';

const TZ = 'Asia/Shanghai';
const at = (iso: string) => Date.parse(iso);

describe('statistic periods', () => {
  // Wednesday 2026-01-07 01:30 in Shanghai is still Tuesday in UTC.
  const now = at('2026-01-07T01:30:00+08:00');

  it('today runs from local midnight to the next', () => {
    expect(statisticPeriod(0, now, TZ)).toEqual({
      from: at('2026-01-07T00:00:00+08:00'),
      to: at('2026-01-08T00:00:00+08:00'),
    });
  });

  it('this week starts on Monday, also when today is Sunday', () => {
    expect(statisticPeriod(1, now, TZ)).toEqual({
      from: at('2026-01-05T00:00:00+08:00'),
      to: at('2026-01-12T00:00:00+08:00'),
    });
    const sunday = at('2026-01-11T23:59:00+08:00');
    expect(statisticPeriod(1, sunday, TZ).from).toBe(at('2026-01-05T00:00:00+08:00'));
    const monday = at('2026-01-12T00:00:00+08:00');
    expect(statisticPeriod(1, monday, TZ).from).toBe(monday);
  });

  it('this week crosses a year boundary', () => {
    expect(statisticPeriod(1, at('2026-01-01T12:00:00+08:00'), TZ)).toEqual({
      from: at('2025-12-29T00:00:00+08:00'),
      to: at('2026-01-05T00:00:00+08:00'),
    });
  });

  it('this month and this year', () => {
    expect(statisticPeriod(2, now, TZ)).toEqual({
      from: at('2026-01-01T00:00:00+08:00'),
      to: at('2026-02-01T00:00:00+08:00'),
    });
    expect(statisticPeriod(2, at('2026-12-31T23:00:00+08:00'), TZ).to).toBe(at('2027-01-01T00:00:00+08:00'));
    expect(statisticPeriod(3, now, TZ)).toEqual({
      from: at('2026-01-01T00:00:00+08:00'),
      to: at('2027-01-01T00:00:00+08:00'),
    });
  });

  it('follows daylight saving in zones that have it', () => {
    const day = statisticPeriod(0, at('2026-03-08T12:00:00-04:00'), 'America/New_York');
    expect(day).toEqual({ from: at('2026-03-08T00:00:00-05:00'), to: at('2026-03-09T00:00:00-04:00') });
    expect(day.to - day.from).toBe(23 * 3_600_000);
  });

  it('takes a custom range as given and refuses a reversed one', () => {
    expect(statisticPeriod(4, now, TZ, { startTime: 1000, endTime: 5000 })).toEqual({ from: 1000, to: 5000 });
    expect(() => statisticPeriod(4, now, TZ, { startTime: 5000, endTime: 1000 })).toThrow(RangeError);
    expect(() => statisticPeriod(4, now, TZ)).toThrow(RangeError);
  });
});
