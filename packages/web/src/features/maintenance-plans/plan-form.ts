import {
  MaintenanceType,
  PlanTargetType,
  type PlanInput,
  type PlanRecord,
  type ScheduleInput,
  type ShareTargetInfo,
} from '@iot/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { PickedDevice } from '../../ui/pickers/types';

/** How the form asks for a plan's schedule; `none` sends no schedule. */
export type ScheduleChoice = 'every' | 'once' | 'cron' | 'none';
export type CycleUnit = 'day' | 'week' | 'month';
export type DurationUnit = 'minute' | 'hour' | 'day';

/** A span of minutes as the form shows it: an amount of a unit. */
export interface Duration {
  amount: number;
  unit: DurationUnit;
}

/** What a plan is done on, with the name the form shows for it. */
export interface PlanTarget {
  targetType: PlanTargetType;
  targetId: number;
  name: string;
}

export interface PlanFormValues {
  name: string;
  type: MaintenanceType;
  target: PlanTarget | null;
  scheduleKind: ScheduleChoice;
  every: number;
  unit: CycleUnit;
  /** `every`: the first due time; `once`: the due time; `cron`: when it starts (optional). */
  start: Dayjs | null;
  cron: string;
  advance: Duration;
  grace: Duration;
  suppressAlarms: boolean;
  endTime: Dayjs | null;
  checkItems: string[];
  description: string;
  assignees: ShareTargetInfo[];
  /** Only when creating: enabled at once, or saved as not enabled. */
  enabled: boolean;
}

/** The body of `POST /mainPlan` and `PUT /mainPlan` but the id and the status. */
export type PlanBody = Omit<PlanInput, 'status' | 'companyId'>;

export const MINUTES_PER: Record<DurationUnit, number> = { minute: 1, hour: 60, day: 1440 };
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The schedules each type takes (the server refuses others). */
export function scheduleChoices(type: MaintenanceType): ScheduleChoice[] {
  if (type === MaintenanceType.cycle) return ['every', 'cron'];
  if (type === MaintenanceType.manual) return ['once', 'none'];
  return ['none'];
}

/** The largest unit that says the span exactly (0 reads as 0 hours). */
export function toDuration(minutes: number): Duration {
  if (minutes === 0) return { amount: 0, unit: 'hour' };
  const unit = (['day', 'hour'] as const).find((u) => minutes % MINUTES_PER[u] === 0) ?? 'minute';
  return { amount: minutes / MINUTES_PER[unit], unit };
}

export const toMinutes = ({ amount, unit }: Duration) => Math.round(amount * MINUTES_PER[unit]);

export function targetOfPicked(device: PickedDevice): PlanTarget {
  return device.devType_ === PlanTargetType.archive && device.archiveId !== undefined
    ? { targetType: PlanTargetType.archive, targetId: device.archiveId, name: device.name }
    : { targetType: PlanTargetType.device, targetId: device.deviceId, name: device.name };
}

const time = (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : null);
// dayjs reads `yyyy-MM-dd HH:mm:ss` as a local time without a parse plugin.
const parsed = (value: string | null | undefined) => (value ? dayjs(value) : null);

function scheduleOf(values: PlanFormValues): ScheduleInput | null {
  const start = time(values.start);
  switch (values.scheduleKind) {
    case 'every':
      return start ? { kind: 'every', every: values.every, unit: values.unit, start } : null;
    case 'once':
      return start ? { kind: 'once', at: start } : null;
    case 'cron':
      return { kind: 'cron', cron: values.cron.trim(), start };
    case 'none':
      return null;
  }
}

/** A new plan's form: a monthly cycle from tomorrow at 09:00, one day's grace, enabled. */
export function blankPlanForm(now: Dayjs = dayjs()): PlanFormValues {
  return {
    name: '',
    type: MaintenanceType.cycle,
    target: null,
    scheduleKind: 'every',
    every: 1,
    unit: 'month',
    start: now.add(1, 'day').hour(9).minute(0).second(0).millisecond(0),
    cron: '',
    advance: toDuration(0),
    grace: toDuration(1440),
    suppressAlarms: true,
    endTime: null,
    checkItems: [],
    description: '',
    assignees: [],
    enabled: true,
  };
}

/** A saved plan in the form. */
export function planToForm(plan: PlanRecord): PlanFormValues {
  const schedule = plan.schedule;
  return {
    ...blankPlanForm(),
    name: plan.name,
    type: plan.type,
    target: { targetType: plan.targetType, targetId: plan.targetId, name: plan.targetName },
    scheduleKind: schedule?.kind ?? 'none',
    every: schedule?.kind === 'every' ? schedule.every : 1,
    unit:
      schedule?.kind === 'every' && schedule.unit !== 'minute' && schedule.unit !== 'hour' ? schedule.unit : 'month',
    start: parsed(schedule?.kind === 'once' ? schedule.at : schedule?.start),
    cron: schedule?.kind === 'cron' ? schedule.cron : '',
    advance: toDuration(plan.advanceMinutes),
    grace: toDuration(plan.graceMinutes),
    suppressAlarms: plan.suppressAlarms === 1,
    endTime: parsed(plan.endTime),
    checkItems: plan.checkItems,
    description: plan.description,
    assignees: plan.assignees,
    enabled: plan.status === 1,
  };
}

/** The form as a body; `windowMinutes`, which the form does not show, keeps the plan's. */
export function formToBody(values: PlanFormValues, plan?: PlanRecord): PlanBody {
  if (!values.target) throw new Error('a plan needs a device or an archive');
  const choices = scheduleChoices(values.type);
  return {
    name: values.name.trim(),
    type: values.type,
    targetType: values.target.targetType,
    targetId: values.target.targetId,
    schedule: choices.includes(values.scheduleKind) ? scheduleOf(values) : null,
    advanceMinutes: toMinutes(values.advance),
    graceMinutes: toMinutes(values.grace),
    suppressAlarms: values.suppressAlarms ? 1 : 0,
    windowMinutes: plan?.windowMinutes ?? 0,
    endTime: time(values.endTime),
    checkItems: values.checkItems.map((item) => item.trim()).filter(Boolean),
    description: values.description.trim(),
    assignees: values.assignees.map(({ type, id }) => ({ type, id })),
  };
}
