import type { PlanRecord } from '@iot/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  blankPlanForm,
  formToBody,
  planToForm,
  scheduleChoices,
  targetOfPicked,
  toDuration,
  toMinutes,
} from './plan-form';

const plan: PlanRecord = {
  id: 7,
  companyId: 1,
  companyName: 'Demo',
  name: 'Compressor service',
  type: 2,
  status: 1,
  colourCode: 1,
  targetType: 2,
  targetId: 31,
  targetName: 'Compressor A',
  deviceId: 12,
  archiveId: 31,
  schedule: { kind: 'every', every: 2, unit: 'week', start: '2026-01-05 09:00:00' },
  advanceMinutes: 120,
  graceMinutes: 2880,
  suppressAlarms: 0,
  windowMinutes: 45,
  endTime: '2026-12-31 18:00:00',
  checkItems: ['Oil level', 'Belt tension'],
  description: 'Quarterly',
  assignees: [{ type: 1, id: 4, name: 'Li' }],
  nextDueTime: '2026-01-19 09:00:00',
  openRecords: 0,
  createdBy: 4,
  canShare: true,
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
};

describe('plan form', () => {
  it('round-trips a saved plan through the form to the same body', () => {
    expect(formToBody(planToForm(plan), plan)).toEqual({
      name: 'Compressor service',
      type: 2,
      targetType: 2,
      targetId: 31,
      schedule: { kind: 'every', every: 2, unit: 'week', start: '2026-01-05 09:00:00' },
      advanceMinutes: 120,
      graceMinutes: 2880,
      suppressAlarms: 0,
      windowMinutes: 45,
      endTime: '2026-12-31 18:00:00',
      checkItems: ['Oil level', 'Belt tension'],
      description: 'Quarterly',
      assignees: [{ type: 1, id: 4 }],
    });
  });

  it('keeps once and cron schedules, and no schedule', () => {
    const once = { ...plan, type: 3 as const, schedule: { kind: 'once' as const, at: '2026-03-01 10:30:00' } };
    expect(formToBody(planToForm(once), once).schedule).toEqual({ kind: 'once', at: '2026-03-01 10:30:00' });
    const cron = { ...plan, schedule: { kind: 'cron' as const, cron: '0 9 * * 1', start: null } };
    expect(formToBody(planToForm(cron), cron).schedule).toEqual({ kind: 'cron', cron: '0 9 * * 1', start: null });
    const fault = { ...plan, type: 0 as const, schedule: null };
    expect(planToForm(fault).scheduleKind).toBe('none');
    expect(formToBody(planToForm(fault), fault).schedule).toBeNull();
  });

  it('sends no schedule when the type takes none, whatever the form held', () => {
    const values = { ...planToForm(plan), type: 0 as const };
    expect(formToBody(values).schedule).toBeNull();
    expect(scheduleChoices(0)).toEqual(['none']);
    expect(scheduleChoices(1)).toEqual(['none']);
    expect(scheduleChoices(2)).toEqual(['every', 'cron']);
    expect(scheduleChoices(3)).toEqual(['once', 'none']);
  });

  it('trims the name and drops blank check items', () => {
    const values = { ...planToForm(plan), name: '  Pump  ', checkItems: [' Seal ', '  ', 'Noise'] };
    const body = formToBody(values);
    expect(body.name).toBe('Pump');
    expect(body.checkItems).toEqual(['Seal', 'Noise']);
    expect(body.windowMinutes).toBe(0);
  });

  it('starts a new plan as a monthly cycle from tomorrow 09:00, enabled, one day of grace', () => {
    const blank = blankPlanForm(dayjs('2026-05-10 15:42:10'));
    expect(blank.start?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-11 09:00:00');
    expect(blank).toMatchObject({ type: 2, scheduleKind: 'every', every: 1, unit: 'month', enabled: true });
    expect(toMinutes(blank.grace)).toBe(1440);
    expect(() => formToBody(blank)).toThrow();
  });

  it('says spans in the largest exact unit', () => {
    expect(toDuration(0)).toEqual({ amount: 0, unit: 'hour' });
    expect(toDuration(2880)).toEqual({ amount: 2, unit: 'day' });
    expect(toDuration(90)).toEqual({ amount: 90, unit: 'minute' });
    expect(toDuration(180)).toEqual({ amount: 3, unit: 'hour' });
    expect(toMinutes({ amount: 3, unit: 'day' })).toBe(4320);
  });

  it('takes a picked device or archive as the target', () => {
    const base = { deviceId: 12, deviceName: 'Gateway', deviceNum: 'g-1' };
    expect(targetOfPicked({ ...base, key: 'h:12', devType_: 1, name: 'Gateway' })).toEqual({
      targetType: 1,
      targetId: 12,
      name: 'Gateway',
    });
    expect(
      targetOfPicked({ ...base, key: 'a:31', devType_: 2, archiveId: 31, archiveName: 'Comp A', name: 'Comp A' }),
    ).toEqual({ targetType: 2, targetId: 31, name: 'Comp A' });
  });
});
