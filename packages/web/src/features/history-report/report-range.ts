import { POINT_VALUE_MAX_POINTS, POINT_VALUE_MIN_POINTS } from '@iot/contract';
import {
  alignDown,
  alignUp,
  bucketUnit,
  HOUR_MS,
  MINUTE_MS,
  pointCount,
  type HistoryWindow,
} from '../variable-history';

/**
 * The report's intervals (spec 9): `spaceNumber` is what the call sends (0.018 and 0.05 are the
 * spec's rounded hours for 1 and 3 minutes, which the server reads as exactly that); each is a whole
 * number of minutes or hours, so the server answers from its minute or hour rollups.
 */
export const REPORT_INTERVALS = [
  { key: 'm1', spaceNumber: 0.018, ms: MINUTE_MS },
  { key: 'm3', spaceNumber: 0.05, ms: 3 * MINUTE_MS },
  { key: 'm30', spaceNumber: 0.5, ms: 30 * MINUTE_MS },
  { key: 'h1', spaceNumber: 1, ms: HOUR_MS },
  { key: 'd1', spaceNumber: 24, ms: 24 * HOUR_MS },
] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
export const DEFAULT_INTERVAL: ReportInterval = REPORT_INTERVALS[2];

export interface LimitedWindow extends HistoryWindow {
  /** Set when the window had to change: too many points (start moved later) or too few (earlier). */
  adjusted: 'tooMany' | 'tooFew' | null;
  /** The longest window the interval allows, in hours. */
  maxHours: number;
}

/** The longest window an interval allows, in hours (500 points of it). */
export const maxHoursOf = (intervalMs: number) => (POINT_VALUE_MAX_POINTS * intervalMs) / HOUR_MS;

/**
 * Keeps the end and moves the start so the query answers between 2 and 500 points per variable
 * (spec 5), counting the points as the server does (its first bucket starts on a whole minute or hour).
 */
export function limitWindow(span: HistoryWindow, intervalMs: number): LimitedWindow {
  const unit = bucketUnit(intervalMs);
  const maxHours = maxHoursOf(intervalMs);
  const count = pointCount(span, intervalMs);
  if (count > POINT_VALUE_MAX_POINTS) {
    const start = alignUp(span.end - POINT_VALUE_MAX_POINTS * intervalMs, unit);
    return { start, end: span.end, adjusted: 'tooMany', maxHours };
  }
  if (count < POINT_VALUE_MIN_POINTS) {
    const start = alignDown(span.end - POINT_VALUE_MIN_POINTS * intervalMs, unit);
    return { start, end: span.end, adjusted: 'tooFew', maxHours };
  }
  return { ...span, adjusted: null, maxHours };
}
