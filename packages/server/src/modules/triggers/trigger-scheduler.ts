import type { Ctx } from '../../context.js';
import { createJobRuns } from '../../jobs/job-runs.js';
import { latestDue, nextDue } from '../../jobs/schedule.js';
import { createDueScheduler } from '../../jobs/due-scheduler.js';
import type { TriggerFiring } from './trigger-firing.js';
import type { TriggerRow } from './triggers.repo.js';
import { parseTriggerSchedule, type TriggerService } from './triggers.service.js';

export const TRIGGER_TICK_MS = 10_000;
/** A trigger is looked at again at least this often (another server may have changed it). */
const RECHECK_MS = 60_000;

export const triggerJob = (triggerId: number) => `trigger:${triggerId}`;

/**
 * Fires timing triggers when they come due, in the platform's time zone, each due time exactly once
 * across servers and restarts: a firing is run by the one server that claims (trigger, due time).
 * After an outage only the latest missed due time fires, not a flood.
 */
export function createTriggerScheduler(
  ctx: Ctx,
  deps: { triggers: Pick<TriggerService, 'timingTriggers' | 'onChange'>; firing: Pick<TriggerFiring, 'fire'> },
) {
  const runs = createJobRuns(ctx.db.kysely, ctx.now);
  const { timeZone } = ctx.config;

  async function runTrigger(row: TriggerRow, now: number): Promise<number> {
    const schedule = parseTriggerSchedule(row.schedule);
    if (schedule === null) return now + RECHECK_MS;
    const job = triggerJob(row.id);
    const resume = Math.max((await runs.lastClaimed(job)) ?? Number.NEGATIVE_INFINITY, row.scheduleFrom - 1);
    const due = latestDue(schedule, now, resume, timeZone);
    if (due !== null && (await runs.claim(job, due))) {
      await deps.firing.fire(row, { cause: 'schedule', value: null, chain: new Set() });
    }
    const next = nextDue(schedule, Math.max(now, resume), timeZone) ?? Number.POSITIVE_INFINITY;
    return Math.min(next, now + RECHECK_MS);
  }

  return createDueScheduler(ctx, {
    name: 'trigger-schedule',
    everyMs: TRIGGER_TICK_MS,
    items: () => deps.triggers.timingTriggers(),
    run: runTrigger,
    onChange: (listener) => deps.triggers.onChange(listener),
  });
}
export type TriggerScheduler = ReturnType<typeof createTriggerScheduler>;
