import { describe, expect, it } from 'vitest';
import { formatTime } from '../http/format-time.js';
import { toEpochMs } from '../modules/devices/zoned-time.js';
import { parseCron } from './cron.js';
import { latestDue, nextDue, storedSchedule, type StoredSchedule } from './schedule.js';

const SH = 'Asia/Shanghai';
const BERLIN = 'Europe/Berlin';
const at = (wall: string, tz = SH) => toEpochMs(wall, tz);
const wall = (ms: number | null, tz = SH) => (ms === null ? null : formatTime(ms, tz));

/** The first `n` due times after `from`. */
function dues(s: StoredSchedule, from: number, n: number, tz = SH): (string | null)[] {
  const out: (string | null)[] = [];
  let t: number | null = from;
  for (let i = 0; i < n && t !== null; i += 1) {
    t = nextDue(s, t, tz);
    out.push(wall(t, tz));
  }
  return out;
}

describe('every N units', () => {
  it('runs every 2 days at the start time of day, in the zone', () => {
    const s: StoredSchedule = { kind: 'every', every: 2, unit: 'day', start: at('2026-11-01 08:30:00') };
    expect(dues(s, at('2026-10-01 00:00:00'), 3)).toEqual([
      '2026-11-01 08:30:00',
      '2026-11-03 08:30:00',
      '2026-11-05 08:30:00',
    ]);
    expect(wall(nextDue(s, at('2026-11-03 08:30:00'), SH))).toBe('2026-11-05 08:30:00');
    expect(wall(nextDue(s, at('2027-11-03 08:29:59'), SH))).toBe('2027-11-04 08:30:00');
  });

  it('keeps the wall time across a daylight-saving change', () => {
    const s: StoredSchedule = { kind: 'every', every: 1, unit: 'week', start: at('2026-03-22 09:00:00', BERLIN) };
    expect(dues(s, at('2026-03-23 00:00:00', BERLIN), 2, BERLIN)).toEqual([
      '2026-03-29 09:00:00',
      '2026-04-05 09:00:00',
    ]);
  });

  it('runs monthly on the start day, on the last day of shorter months', () => {
    const s: StoredSchedule = { kind: 'every', every: 1, unit: 'month', start: at('2026-01-31 07:00:00') };
    expect(dues(s, at('2026-01-31 07:00:00'), 3)).toEqual([
      '2026-02-28 07:00:00',
      '2026-03-31 07:00:00',
      '2026-04-30 07:00:00',
    ]);
    expect(wall(nextDue(s, at('2036-05-01 00:00:00'), SH))).toBe('2036-05-31 07:00:00');
  });

  it('counts minutes and hours as elapsed time', () => {
    const s: StoredSchedule = { kind: 'every', every: 90, unit: 'minute', start: at('2026-11-22 00:00:00') };
    expect(dues(s, at('2026-11-22 00:00:00'), 2)).toEqual(['2026-11-22 01:30:00', '2026-11-22 03:00:00']);
  });

  it('finds the latest due time at or before a moment, after a floor', () => {
    const s: StoredSchedule = { kind: 'every', every: 1, unit: 'day', start: at('2026-11-01 08:00:00') };
    expect(wall(latestDue(s, at('2026-11-10 07:59:59'), 0, SH))).toBe('2026-11-09 08:00:00');
    expect(wall(latestDue(s, at('2026-11-10 08:00:00'), 0, SH))).toBe('2026-11-10 08:00:00');
    expect(latestDue(s, at('2026-11-10 07:00:00'), at('2026-11-09 08:00:00'), SH)).toBeNull();
    expect(latestDue(s, at('2026-10-30 00:00:00'), 0, SH)).toBeNull();
  });
});

describe('once', () => {
  it('is due once', () => {
    const s: StoredSchedule = { kind: 'once', at: at('2026-12-01 10:00:00') };
    expect(dues(s, 0, 2)).toEqual(['2026-12-01 10:00:00', null]);
    expect(latestDue(s, at('2027-01-01 00:00:00'), 0, SH)).toBe(s.at);
  });
});

describe('cron', () => {
  const cron = (expression: string, start: number | null = null): StoredSchedule => ({
    kind: 'cron',
    cron: expression,
    start,
  });

  it('runs on weekdays at 08:00 and 17:30', () => {
    // 2026-11-20 is a Friday.
    expect(dues(cron('0,30 8,17 * * 1-5'), at('2026-11-20 17:00:00'), 4)).toEqual([
      '2026-11-20 17:30:00',
      '2026-11-23 08:00:00',
      '2026-11-23 08:30:00',
      '2026-11-23 17:00:00',
    ]);
  });

  it('treats day of month and weekday as either, like classic cron', () => {
    // The 1st of the month, or any Sunday.
    expect(dues(cron('0 6 1 * 0'), at('2026-11-27 00:00:00'), 3)).toEqual([
      '2026-11-29 06:00:00',
      '2026-12-01 06:00:00',
      '2026-12-06 06:00:00',
    ]);
  });

  it('steps and weekday 7', () => {
    expect(dues(cron('*/20 * * * 7'), at('2026-11-22 23:30:00'), 3)).toEqual([
      '2026-11-22 23:40:00',
      '2026-11-29 00:00:00',
      '2026-11-29 00:20:00',
    ]);
  });

  it('waits for its start and never fires on a day that does not exist', () => {
    expect(wall(nextDue(cron('0 9 * * *', at('2026-12-24 12:00:00')), 0, SH))).toBe('2026-12-25 09:00:00');
    expect(nextDue(cron('0 0 30 2 *'), 0, SH)).toBeNull();
  });

  it('finds the latest time of a frequent and of a rare expression', () => {
    expect(wall(latestDue(cron('* * * * *'), at('2026-11-22 10:00:30'), 0, SH))).toBe('2026-11-22 10:00:00');
    expect(wall(latestDue(cron('0 3 1 1 *'), at('2026-11-22 10:00:00'), 0, SH))).toBe('2026-01-01 03:00:00');
    expect(latestDue(cron('0 3 1 1 *'), at('2026-11-22 10:00:00'), at('2026-06-01 00:00:00'), SH)).toBeNull();
  });

  it('refuses what it does not understand, naming the field', () => {
    for (const bad of ['* * *', '60 * * * *', '* 24 * * *', '* * 0 * *', '5-1 * * * *', '*/0 * * * *', 'L * * * *']) {
      expect(parseCron(bad).ok).toBe(false);
    }
    expect(() => storedSchedule({ kind: 'cron', cron: '0 25 * * *', start: null }, SH)).toThrow(/schedule.cron/);
  });
});
