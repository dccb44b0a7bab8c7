import { RecordSource } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { createJobRuns } from '../../jobs/job-runs.js';
import { latestDue, nextDue } from '../../jobs/schedule.js';
import { createDueScheduler } from '../../jobs/due-scheduler.js';
import type { ListedPlanRow } from './maintenance-plans.repo.js';
import { parseSchedule, type PlanService } from './maintenance-plans.service.js';
import type { RecordService } from './maintenance-records.service.js';
import { companyZone } from '../devices/zoned-time.js';

export const MAINTENANCE_TICK_MS = 30_000;
/** A plan is looked at again at least this often (another server may have changed it). */
const RECHECK_MS = 60_000;
/** Records one plan may make in one tick (a tight schedule with a long advance notice). */
const MAX_PER_TICK = 100;

export const planJob = (planId: number) => `maintenance:plan:${planId}`;

/**
 * Makes the records of enabled plans when they come due (their advance notice before the due time),
 * in their company's time zone, each exactly once: the record commits with a claim of (plan, due
 * time), so of several servers, and after a restart, one makes it. After an outage, of the due times
 * whose grace passed unseen only the latest is made (it is overdue at once); older ones are skipped.
 * Plans past their end time expire.
 */
export function createMaintenanceScheduler(
  ctx: Ctx,
  { plans, records }: { plans: PlanService; records: Pick<RecordService, 'make'> },
) {
  const runs = createJobRuns(ctx.db.kysely, ctx.now);

  async function runPlan(plan: ListedPlanRow, now: number): Promise<number> {
    const schedule = parseSchedule(plan.schedule);
    const timeZone = companyZone(ctx, plan);
    const end = plan.endAt ?? Number.POSITIVE_INFINITY;
    let next = Number.POSITIVE_INFINITY;
    if (schedule !== null) {
      const job = planJob(plan.id);
      const resume = Math.max((await runs.lastClaimed(job)) ?? Number.NEGATIVE_INFINITY, plan.scheduleFrom - 1);
      const graceMs = plan.graceMinutes * 60_000;
      const advanceMs = plan.advanceMinutes * 60_000;
      const missedUntil = Math.min(now - graceMs, end);
      if (resume < missedUntil) {
        const missed = latestDue(schedule, missedUntil, resume, timeZone);
        if (missed !== null) await records.make(plan, missed, RecordSource.schedule, { claim: job });
      }
      let after = Math.max(resume, now - graceMs);
      for (let made = 0; made < MAX_PER_TICK; made += 1) {
        const due = nextDue(schedule, after, timeZone);
        if (due === null || due > end) break;
        if (due - advanceMs > now) {
          next = due - advanceMs;
          break;
        }
        await records.make(plan, due, RecordSource.schedule, { claim: job });
        after = due;
      }
    }
    if (now >= end) {
      await plans.expire(plan.id, plan.status);
      next = Number.POSITIVE_INFINITY;
    }
    return Math.min(next, end, now + RECHECK_MS);
  }

  return createDueScheduler(ctx, {
    name: 'maintenance',
    everyMs: MAINTENANCE_TICK_MS,
    items: () => plans.scheduled(),
    run: runPlan,
    onChange: (listener) => plans.onChange(listener),
  });
}
export type MaintenanceScheduler = ReturnType<typeof createMaintenanceScheduler>;
