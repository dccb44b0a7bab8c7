import { DAY_MS, HealthPeriod, type HealthScore } from '@iot/contract';
import { formatTime } from '../../http/format-time.js';
import { toEpochMs } from '../devices/zoned-time.js';

/** The health score of one gateway or archive: docs/health-score.md is the formula's description. */

const MINUTE_MS = 60_000;

/** Points of each part; they add up to 100 (docs/health-score.md). */
export const HEALTH_WEIGHTS = {
  onlineTime: 25,
  alarmConfig: 10,
  alarmRecord: 15,
  alarmPush: 10,
  mainPlan: 10,
  mainRecord: 20,
  report: 5,
  reportPush: 5,
} as const;

/** Alarm records a day that bring the alarm-record part to 0. */
export const ALARMS_PER_DAY_LIMIT = 3;

/** A period of the score: [from, to), measured up to `until` (now, or its end when it is over). */
export interface Period {
  from: number;
  to: number;
  until: number;
}

/** Midnight of a wall date in the zone, `days` later. */
const midnight = (y: number, m: number, d: number, days: number, timeZone: string) => {
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return toEpochMs(date.toISOString().slice(0, 10), timeZone);
};

/** Last week (0), this week (1) or this month (2) in the platform's zone; weeks start on Monday. */
export function healthPeriod(timeType: HealthPeriod, now: number, timeZone: string): Period {
  const [y, m, d] = formatTime(now, timeZone).slice(0, 10).split('-').map(Number) as [number, number, number];
  if (timeType === HealthPeriod.thisMonth) {
    return { from: midnight(y, m, 1, 0, timeZone), to: midnight(y, m + 1, 1, 0, timeZone), until: now };
  }
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const monday = midnight(y, m, d, -sinceMonday, timeZone);
  if (timeType === HealthPeriod.thisWeek)
    return { from: monday, to: midnight(y, m, d, 7 - sinceMonday, timeZone), until: now };
  const lastMonday = midnight(y, m, d, -sinceMonday - 7, timeZone);
  return { from: lastMonday, to: monday, until: monday };
}

/** What the score is computed from: each counted over the period. */
export interface HealthFacts {
  /** Minutes of the period up to `until`. */
  periodMinutes: number;
  onlineTimeLength: number;
  variableNum: number;
  alarmConfigNum: number;
  alarmRecordNum: number;
  alarmPushNum: number;
  alarmPushSucNum: number;
  mainPlanNum: number;
  mainRecordNum: number;
  mainRecordSucNum: number;
  reportNum: number;
  reportPushNum: number;
  reportPushSucNum: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
/** A share in [0, 1]; `whenNone` when nothing was due. */
const share = (part: number, whole: number, whenNone: number) => (whole <= 0 ? whenNone : Math.min(1, part / whole));

export function healthScore(f: HealthFacts): HealthScore {
  const w = HEALTH_WEIGHTS;
  const days = Math.max(1, Math.ceil(f.periodMinutes / (DAY_MS / MINUTE_MS)));
  const parts = {
    onlineTimeScore: w.onlineTime * share(f.onlineTimeLength, f.periodMinutes, 0),
    alarmConfigScore: w.alarmConfig * share(f.alarmConfigNum, f.variableNum, 0),
    alarmRecordScore: w.alarmRecord * Math.max(0, 1 - f.alarmRecordNum / (ALARMS_PER_DAY_LIMIT * days)),
    alarmPushScore: w.alarmPush * share(f.alarmPushSucNum, f.alarmPushNum, 1),
    mainPlanScore: f.mainPlanNum > 0 ? w.mainPlan : 0,
    mainRecordSucScore: w.mainRecord * share(f.mainRecordSucNum, f.mainRecordNum, 1),
    reportScore: w.report * (f.reportNum > 0 ? 1 : 0),
    reportPushSucScore: w.reportPush * share(f.reportPushSucNum, f.reportPushNum, 1),
  };
  const total = Object.values(parts).reduce((sum, p) => sum + p, 0);
  const rounded = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, round1(v)])) as typeof parts;
  return {
    healthScore: round1(total),
    onlineTimeLength: f.onlineTimeLength,
    alarmConfigNum: f.alarmConfigNum,
    alarmRecordNum: f.alarmRecordNum,
    alarmPushSucNum: f.alarmPushSucNum,
    alarmPushNum: f.alarmPushNum,
    mainPlanNum: f.mainPlanNum,
    mainRecordSucNum: f.mainRecordSucNum,
    mainRecordNum: f.mainRecordNum,
    reportNum: f.reportNum,
    reportPushSucNum: f.reportPushSucNum,
    reportPushNum: f.reportPushNum,
    ...rounded,
  };
}
