import { RecordState } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { planColourCode, recordState, recordTimes } from './maintenance-state.js';

const H = 3_600_000;

describe('record categories (the dashboard pie)', () => {
  const times = recordTimes(10 * H, { advanceMinutes: 60, graceMinutes: 120, windowMinutes: 30 });

  it('derives the times from the plan', () => {
    expect(times).toEqual({ noticeAt: 9 * H, dueAt: 10 * H, overdueAt: 12 * H, windowEndAt: 10.5 * H });
  });

  it('places a record by the clock and its done time', () => {
    const open = { ...times, doneAt: null };
    expect(recordState(open, 9.5 * H)).toBe(RecordState.advance);
    expect(recordState(open, 10 * H)).toBe(RecordState.unhandled);
    expect(recordState(open, 12 * H - 1)).toBe(RecordState.unhandled);
    expect(recordState(open, 12 * H)).toBe(RecordState.overdue);
    expect(recordState({ ...times, doneAt: 9.8 * H }, 20 * H)).toBe(RecordState.inTime);
    expect(recordState({ ...times, doneAt: 12 * H }, 20 * H)).toBe(RecordState.inTime);
    expect(recordState({ ...times, doneAt: 12 * H + 1 }, 20 * H)).toBe(RecordState.late);
  });
});

describe('plan colour codes', () => {
  it('turns an enabled plan with an overdue record red, and leaves the others their status', () => {
    expect(planColourCode(1, true)).toBe(4);
    expect(planColourCode(1, false)).toBe(1);
    expect(planColourCode(3, true)).toBe(3);
    expect(planColourCode(0, false)).toBe(0);
  });
});
