import { PLAN_OVERDUE_CODE, PlanStatus, RecordState, type PlanColourCode } from '@iot/contract';

/** The times that place a record in a pie category. */
export interface RecordTimes {
  dueAt: number;
  overdueAt: number;
  doneAt: number | null;
}

/**
 * A record's category at `now`: not done and not due yet → advance notice; due → unhandled until its
 * grace ends, then overdue unhandled; done by the end of its grace → in time, later → overdue handled.
 */
export function recordState(r: RecordTimes, now: number): RecordState {
  if (r.doneAt !== null) return r.doneAt <= r.overdueAt ? RecordState.inTime : RecordState.late;
  if (now < r.dueAt) return RecordState.advance;
  return now < r.overdueAt ? RecordState.unhandled : RecordState.overdue;
}

/** The dashboard's colour code: an enabled plan with an overdue record nobody handled is red (4). */
export function planColourCode(status: number, hasOverdue: boolean): PlanColourCode {
  if (status === PlanStatus.enabled && hasOverdue) return PLAN_OVERDUE_CODE;
  return status as PlanStatus;
}

/**
 * The record's times for a due time: made (and noticed) `advance` minutes before, overdue `grace`
 * minutes after, its planned window `window` minutes long.
 */
export function recordTimes(
  dueAt: number,
  plan: { advanceMinutes: number; graceMinutes: number; windowMinutes: number },
) {
  return {
    noticeAt: dueAt - plan.advanceMinutes * 60_000,
    dueAt,
    overdueAt: dueAt + plan.graceMinutes * 60_000,
    windowEndAt: dueAt + plan.windowMinutes * 60_000,
  };
}
