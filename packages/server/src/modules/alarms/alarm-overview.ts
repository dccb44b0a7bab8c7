import { DASHBOARD_ALARM_LIMIT, type DashboardAlarm } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext } from '../access/access.service.js';
import { createAlarmOverviewRepo, type AlarmNarrowing } from './alarm-overview.repo.js';

/** What the dashboard reads of alarms (visual-side 2.4, 3.6), through this module only. */
export function createAlarmOverview(ctx: Ctx) {
  const repo = createAlarmOverviewRepo(ctx.db.kysely);
  const time = (ms: number) => formatTime(ms, ctx.config.timeZone);

  /** Unconfirmed records: their count, gateways, types, and the newest of them (the same set each time). */
  async function overview(auth: AuthContext, narrowing: AlarmNarrowing, limit = DASHBOARD_ALARM_LIMIT) {
    const [types, rows] = await Promise.all([
      repo.byType(auth.scope, narrowing),
      repo.latest(auth.scope, narrowing, limit),
    ]);
    const alarmRecords: DashboardAlarm[] = rows.map((r) => ({ ...r, alarmTime: time(r.alarmTime) }));
    return { ...types, alarmRecords };
  }

  /** One gateway's alarm facts: rules, records raised and pushed in [from, to), unconfirmed, the newest. */
  async function ofDevice(auth: AuthContext, deviceId: number, period: { from: number; to: number }) {
    const [coverage, raised, totals, newest] = await Promise.all([
      repo.ruleCoverage(deviceId),
      repo.raised(auth.scope, deviceId, period.from, period.to),
      repo.totals(auth.scope, { deviceId }),
      repo.newest(auth.scope, deviceId),
    ]);
    return {
      ...coverage,
      ...raised,
      unconfirmedNum: totals.alarmNum,
      newest: newest ? { alarmTime: time(newest.alarmTime), alertDesc: newest.alertDesc } : null,
    };
  }

  return { overview, ofDevice };
}
export type AlarmOverview = ReturnType<typeof createAlarmOverview>;
