import {
  RECORD_STATES,
  RecordState,
  type PlanColourCode,
  type RecordSummary,
  type RecordSummaryQuery,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { AuthContext } from '../access/access.service.js';
import { toEpochMs } from '../devices/zoned-time.js';
import type { PlanService } from './maintenance-plans.service.js';
import { createRecordRepo, type RecordWindow } from './maintenance-records.repo.js';

/** What the dashboard reads of maintenance (visual-side 2.4, 3.6, 4.4), through this module only. */
export interface HealthCounts {
  /** Plans on the device or archive. */
  mainPlanNum: number;
  /** Its records due in the period. */
  mainRecordNum: number;
  /** Those done in time. */
  mainRecordSucNum: number;
}

export interface DashboardPlan {
  id: number;
  name: string;
  /** 0 blue, 1 orange, 2 green, 3 grey, 4 red (an enabled plan with an overdue record). */
  status: PlanColourCode;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function createMaintenanceDashboard(ctx: Ctx, { plans }: { plans: PlanService }) {
  const records = createRecordRepo(ctx.db.kysely);

  /**
   * Records per pie category in a window of due times, and the work-order completion rate: records
   * done (in time or late) over records due by now, in percent (null when none was due).
   */
  async function summary(auth: AuthContext, window: RecordWindow = {}): Promise<RecordSummary> {
    const rows = await records.stateCounts(plans.recordVisibility(auth), window, ctx.now());
    const counts = Object.fromEntries(RECORD_STATES.map((s) => [s, 0])) as Record<RecordState, number>;
    for (const row of rows) counts[row.state as RecordState] += row.n;
    const total = RECORD_STATES.reduce<number>((sum, s) => sum + counts[s], 0);
    const due = total - counts[RecordState.advance];
    const done = counts[RecordState.inTime] + counts[RecordState.late];
    return { counts, total, completionRate: due === 0 ? null : round2((done / due) * 100) };
  }

  /** `GET /mainRecord/summary`: times of the query read in the platform's zone. */
  function summaryOf(auth: AuthContext, query: RecordSummaryQuery): Promise<RecordSummary> {
    const time = (t: string | number | undefined) => (t === undefined ? undefined : toEpochMs(t, ctx.config.timeZone));
    return summary(auth, { from: time(query.startTime), to: time(query.endTime), deviceId: query.deviceId });
  }

  /** The plan list with its colour codes, newest first. */
  async function planList(auth: AuthContext, limit = 100): Promise<DashboardPlan[]> {
    const page = await plans.page(auth, { pageNum: 1, pageSize: limit, param: {} });
    return page.records.map((p) => ({ id: p.id, name: p.name, status: p.colourCode }));
  }

  /** The health score's maintenance part for one device or archive over a period of due times. */
  async function health(
    auth: AuthContext,
    target: { deviceId?: number; archiveId?: number },
    period: { from: number; to: number },
  ): Promise<HealthCounts> {
    const [planCount, s] = await Promise.all([
      plans.count(plans.visibility(auth), target),
      summary(auth, { ...target, ...period }),
    ]);
    return {
      mainPlanNum: Number(planCount.n),
      mainRecordNum: s.total - s.counts[RecordState.advance],
      mainRecordSucNum: s.counts[RecordState.inTime],
    };
  }

  /** Records due and not done (the overview's maintenanceNum). */
  async function openCount(auth: AuthContext): Promise<number> {
    const s = await summary(auth);
    return s.counts[RecordState.unhandled] + s.counts[RecordState.overdue];
  }

  return { summary, summaryOf, planList, health, openCount };
}
export type MaintenanceDashboard = ReturnType<typeof createMaintenanceDashboard>;
