import { AlarmTimeType, StatisticTimeType, type AlarmRecordFilter } from '@iot/contract';
import { badRequest, fieldText } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { statisticPeriod } from '../customdata/periods.js';
import { toEpochMs } from '../devices/zoned-time.js';

const QUARTER_FIRST_MONTHS = [1, 4, 7, 10];

/** Local midnight of the first day of a month (month may run past 12). */
function monthStart(year: number, month: number, timeZone: string): number {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((month - 1) % 12) + 1;
  return toEpochMs(`${y}-${String(m).padStart(2, '0')}-01`, timeZone);
}

/**
 * The alarm-time range of a records query, `to` exclusive: today, this week (from Monday), this month,
 * this quarter in the platform's zone, or startTime..endTime (-1, both needed). startTime and endTime
 * also narrow the other choices; without any, every time.
 */
export function alarmTimeRange(param: AlarmRecordFilter, now: number, timeZone: string) {
  const start = param.startTime === undefined ? undefined : toEpochMs(param.startTime, timeZone);
  const end = param.endTime === undefined ? undefined : toEpochMs(param.endTime, timeZone);
  if (param.timeType === AlarmTimeType.custom) {
    if (start === undefined)
      throw badRequest(
        fieldText('startTime', {
          zh: '自定义范围（timeType -1）必填',
          en: 'required for a custom range (timeType -1)',
        }),
      );
    if (end === undefined)
      throw badRequest(
        fieldText('endTime', { zh: '自定义范围（timeType -1）必填', en: 'required for a custom range (timeType -1)' }),
      );
  }
  if (start !== undefined && end !== undefined && start > end)
    throw badRequest(fieldText('startTime', { zh: '不能晚于 endTime', en: 'must not be after endTime' }));
  let period: { from: number; to: number } | undefined;
  if (param.timeType === AlarmTimeType.quarter) {
    const [y, m] = formatTime(now, timeZone).slice(0, 7).split('-').map(Number) as [number, number];
    const first = QUARTER_FIRST_MONTHS[Math.floor((m - 1) / 3)]!;
    period = { from: monthStart(y, first, timeZone), to: monthStart(y, first + 3, timeZone) };
  } else if (param.timeType !== undefined && param.timeType !== AlarmTimeType.custom) {
    const statistic = [StatisticTimeType.today, StatisticTimeType.week, StatisticTimeType.month][param.timeType]!;
    period = statisticPeriod(statistic, now, timeZone);
  }
  // An end time given as a date or a whole second includes that second.
  const endExclusive = end === undefined ? undefined : end + 1000 - (end % 1000);
  const from = Math.max(period?.from ?? -Infinity, start ?? -Infinity);
  const to = Math.min(period?.to ?? Infinity, endExclusive ?? Infinity);
  return { from: Number.isFinite(from) ? from : undefined, to: Number.isFinite(to) ? to : undefined };
}
