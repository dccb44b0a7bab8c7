import { StatisticTimeType } from '@iot/contract';
import { formatTime } from '../../http/format-time.js';
import { toEpochMs } from '../devices/zoned-time.js';

export interface Period {
  from: number;
  /** Exclusive: the start of the next period (or the custom end). */
  to: number;
}

/** Local midnight of a calendar day in the zone; day and month may overflow (Date.UTC normalises them). */
function midnight(year: number, month: number, day: number, timeZone: string): number {
  return toEpochMs(new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10), timeZone);
}

/**
 * The period a statistic covers at `now`: today, this week (Monday first), this month, this year in
 * the platform's zone, or a custom range.
 */
export function statisticPeriod(
  timeType: number,
  now: number,
  timeZone: string,
  custom?: { startTime?: number; endTime?: number },
): Period {
  const [y, m, d] = formatTime(now, timeZone).slice(0, 10).split('-').map(Number) as [number, number, number];
  switch (timeType) {
    case StatisticTimeType.today:
      return { from: midnight(y, m, d, timeZone), to: midnight(y, m, d + 1, timeZone) };
    case StatisticTimeType.week: {
      const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
      return { from: midnight(y, m, d - sinceMonday, timeZone), to: midnight(y, m, d - sinceMonday + 7, timeZone) };
    }
    case StatisticTimeType.month:
      return { from: midnight(y, m, 1, timeZone), to: midnight(y, m + 1, 1, timeZone) };
    case StatisticTimeType.year:
      return { from: midnight(y, 1, 1, timeZone), to: midnight(y + 1, 1, 1, timeZone) };
    default:
      if (custom?.startTime === undefined || custom.endTime === undefined || custom.startTime >= custom.endTime) {
        throw new RangeError('a custom period needs startTime before endTime');
      }
      return { from: custom.startTime, to: custom.endTime };
  }
}
