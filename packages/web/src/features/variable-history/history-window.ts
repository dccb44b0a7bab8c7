import dayjs, { type Dayjs } from 'dayjs';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;

/** A time window [start, end) in epoch ms. */
export interface HistoryWindow {
  start: number;
  end: number;
}

/**
 * Quick ranges (spec 9: 8, 24, 48, 72 hours and 1, 3, 7 days). Hours count back from now; days are
 * whole calendar days with today included, so "1 day" (since midnight) differs from "24 hours".
 */
export const QUICK_RANGES = [
  { key: 'h8', hours: 8 },
  { key: 'h24', hours: 24 },
  { key: 'h48', hours: 48 },
  { key: 'h72', hours: 72 },
  { key: 'd1', days: 1 },
  { key: 'd3', days: 3 },
  { key: 'd7', days: 7 },
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export function quickRange(range: QuickRange, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const start =
    'hours' in range ? now.subtract(range.hours, 'hour') : now.startOf('day').subtract(range.days - 1, 'day');
  return [start, now];
}

/** The last `hours` up to now (the history dialog's default window). */
export function lastHours(hours: number, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.subtract(hours, 'hour'), now];
}

/**
 * The unit the server starts buckets on for an interval: whole hours and whole minutes are served
 * from the hour and minute rollups, whose rows must each fall in one bucket (see docs/telemetry.md).
 */
export function bucketUnit(intervalMs: number): number {
  if (intervalMs % HOUR_MS === 0) return HOUR_MS;
  if (intervalMs % MINUTE_MS === 0) return MINUTE_MS;
  return 1;
}

export const alignDown = (time: number, unit: number) => time - (((time % unit) + unit) % unit);
export const alignUp = (time: number, unit: number) => -alignDown(-time, unit);

/** How many points the server answers for a window and interval (its first bucket is aligned down). */
export function pointCount({ start, end }: HistoryWindow, intervalMs: number): number {
  return Math.ceil((end - alignDown(start, bucketUnit(intervalMs))) / intervalMs);
}

/** The `spaceNumber` (hours) of an interval in whole seconds; the server rounds it back to seconds. */
export const hoursOf = (intervalMs: number) => intervalMs / HOUR_MS;

/**
 * The interval that draws about `points` points over a window, rounded up to whole hours or whole
 * minutes once it is that long, so that long windows are answered from the rollups.
 */
export function intervalForPoints({ start, end }: HistoryWindow, points: number): number {
  const exact = Math.max(SECOND_MS, (end - start) / points);
  const unit = exact >= HOUR_MS ? HOUR_MS : exact >= MINUTE_MS ? MINUTE_MS : SECOND_MS;
  return Math.ceil(exact / unit) * unit;
}
