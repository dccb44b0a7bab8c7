import { z } from 'zod';
import { Id, Paging } from './envelope.js';
import { TimeInput } from './device-fields.js';
import {
  ADVANCE_MINUTES_MAX,
  CHECK_ITEM_MAX,
  CHECK_ITEMS_MAX,
  DEFAULT_GRACE_MINUTES,
  GRACE_MINUTES_MAX,
  MAINTENANCE_TYPES,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PLAN_PAGE_SIZE,
  PLAN_STATUSES,
  RECORD_NOTES_MAX,
  RECORD_STATES,
  WINDOW_MINUTES_MAX,
  type ItemResult,
  type MaintenanceType,
  type PlanColourCode,
  type PlanStatus,
  type PlanTargetType,
  type RecordResult,
  type RecordSource,
  type RecordState,
} from './maintenance-enums.js';
import { bi } from './messages.js';
import { Schedule, type ScheduleView } from './schedules.js';
import { MAX_SHARE_TARGETS, SHARE_TARGET_TYPES, type ShareTargetType } from './share-enums.js';

/** Maintenance plans (`/mainPlan`) and their records (`/mainRecord`): docs/maintenance.md. */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const unset = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const oneOf = <const V extends readonly number[]>(values: V) => z.coerce.number().pipe(z.literal(values));
const minutes = (max: number) => z.number().int().min(0).max(max);
const onOff = z.preprocess((v) => (typeof v === 'boolean' ? Number(v) : v), z.literal([0, 1]));

const planFields = {
  name: z.string().trim().min(1, bi('必填', 'required')).max(PLAN_NAME_MAX),
  type: z.literal(MAINTENANCE_TYPES),
  /** 1 a gateway, 2 a device archive; `targetId` is its id. */
  targetType: z.literal([1, 2]),
  targetId: z.number().int().positive(),
  /** Cycle plans: every N days, weeks or months, or cron; manual plans: once or none; others none. */
  schedule: Schedule.nullable().default(null),
  /** The record (and its notice) comes this long before the due time. */
  advanceMinutes: minutes(ADVANCE_MINUTES_MAX).default(0),
  /** A record not done this long after its due time is overdue. */
  graceMinutes: minutes(GRACE_MINUTES_MAX).default(DEFAULT_GRACE_MINUTES),
  /** While a record is open (and during the window after its due time) the device's alarms are suppressed. */
  suppressAlarms: onOff.default(1),
  windowMinutes: minutes(WINDOW_MINUTES_MAX).default(0),
  /** No record is due after this time; past it the plan expires. */
  endTime: TimeInput.nullable().default(null),
  checkItems: z.array(z.string().trim().min(1).max(CHECK_ITEM_MAX)).max(CHECK_ITEMS_MAX).default([]),
  description: z.string().trim().max(PLAN_DESCRIPTION_MAX).default(''),
  /** Who does the work: users, departments (their members) and roles (their holders) of the plan's company. */
  assignees: z
    .array(z.object({ type: z.literal(SHARE_TARGET_TYPES), id: z.number().int().positive() }))
    .max(MAX_SHARE_TARGETS)
    .default([]),
};

/** `POST /mainPlan`: a new plan, enabled unless `status` is 0 (not enabled). */
export const PlanCreate = z.object({
  ...planFields,
  status: z.literal([0, 1]).default(1),
  /** Platform, subdomain and dealer administrators may name a company of their scope. */
  companyId: z.number().int().positive().optional(),
});
export type PlanCreate = z.output<typeof PlanCreate>;
export type PlanInput = z.input<typeof PlanCreate>;

/** `PUT /mainPlan`: the whole plan but its status (see `/mainPlan/status`). */
export const PlanUpdate = z.object({ id: z.number().int().positive(), ...planFields });
export type PlanUpdate = z.output<typeof PlanUpdate>;

/** `POST /mainPlan/status/{id}`: 1 enables, 3 deactivates (a deactivated plan can be enabled again). */
export const PlanStatusBody = z.object({ status: z.literal([1, 3]) });

export const PlanFilter = z.object({
  name: unset(z.string().trim().max(PLAN_NAME_MAX)),
  type: unset(oneOf(MAINTENANCE_TYPES)),
  status: unset(oneOf(PLAN_STATUSES)),
  deviceId: unset(Id),
  archiveId: unset(Id),
});

/** `POST /mainPlan/getPage` */
export const PlanPageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(PLAN_PAGE_SIZE),
  param: PlanFilter.default({}),
});
export type PlanPageQuery = z.output<typeof PlanPageQuery>;

export interface PlanAssignee {
  type: ShareTargetType;
  id: number;
  name: string;
}

/** A plan as the calls answer it (times `yyyy-MM-dd HH:mm:ss` in the platform's time zone). */
export interface PlanRecord {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  type: MaintenanceType;
  status: PlanStatus;
  /** The dashboard's colour code: the status, or 4 while an overdue record waits. */
  colourCode: PlanColourCode;
  targetType: PlanTargetType;
  targetId: number;
  /** The gateway's or archive's name; '' once it was deleted. */
  targetName: string;
  deviceId: number | null;
  archiveId: number | null;
  schedule: ScheduleView | null;
  advanceMinutes: number;
  graceMinutes: number;
  suppressAlarms: 0 | 1;
  windowMinutes: number;
  endTime: string | null;
  checkItems: string[];
  description: string;
  assignees: PlanAssignee[];
  /** The next due time the schedule gives (null: none, or the plan is not enabled). */
  nextDueTime: string | null;
  openRecords: number;
  createdBy: number | null;
  canShare: boolean;
  createTime: string;
  updateTime: string;
}

export const RecordFilter = z.object({
  planId: unset(Id),
  deviceId: unset(Id),
  state: unset(oneOf(RECORD_STATES)),
  /** 1: only records assigned to the caller. */
  mine: unset(oneOf([0, 1])),
  /** Due times from..to (inclusive). */
  startTime: unset(TimeInput),
  endTime: unset(TimeInput),
});
export type RecordFilter = z.output<typeof RecordFilter>;

/** `POST /mainRecord/getPage`: newest due time first. */
export const RecordPageQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(PLAN_PAGE_SIZE),
  param: RecordFilter.default({}),
});
export type RecordPageQuery = z.output<typeof RecordPageQuery>;

export interface RecordUser {
  id: number;
  name: string;
}

/** A row of `POST /mainRecord/getPage`. */
export interface MaintenanceRecordRow {
  id: number;
  planId: number | null;
  planName: string;
  type: MaintenanceType;
  source: RecordSource;
  triggerId: number | null;
  deviceId: number | null;
  archiveId: number | null;
  targetName: string;
  state: RecordState;
  noticeTime: string;
  dueTime: string;
  overdueTime: string;
  doneTime: string | null;
  doneBy: RecordUser | null;
  result: RecordResult | null;
  confirmed: 0 | 1;
  confirmTime: string | null;
  confirmBy: RecordUser | null;
  assignees: RecordUser[];
  /** Alarms of the device recorded as suppressed while this record was open. */
  suppressedAlarms: number;
}

export interface RecordItem {
  name: string;
  result: ItemResult | null;
  note: string;
}

export interface RecordImage {
  id: number;
  fileName: string;
  url: string;
}

/** `GET /mainRecord/{id}`: the row, its check items, notes and pictures, and what the caller may do. */
export interface MaintenanceRecordDetail extends MaintenanceRecordRow {
  items: RecordItem[];
  notes: string;
  images: RecordImage[];
  /** Suppression of the device's alarms: from the due time until this time (while not done). */
  suppressAlarms: 0 | 1;
  canHandle: boolean;
  canConfirm: boolean;
}

/** `POST /mainRecord/handle/{id}`: results per check item (in order), notes; `done` completes the record. */
export const RecordHandle = z.object({
  items: z
    .array(
      z.object({
        result: z.literal([0, 1, 2]).nullable().default(null),
        note: z
          .string()
          .trim()
          .max(CHECK_ITEM_MAX * 2)
          .default(''),
      }),
    )
    .max(CHECK_ITEMS_MAX)
    .default([]),
  result: z.literal([0, 1]).nullable().default(null),
  notes: z.string().trim().max(RECORD_NOTES_MAX).default(''),
  done: z.boolean().default(false),
});
export type RecordHandle = z.output<typeof RecordHandle>;
export type RecordHandleInput = z.input<typeof RecordHandle>;

/** `POST /mainPlan/record/{id}`: a record made by hand, due now or at `dueTime`. */
export const ManualRecordBody = z.object({ dueTime: TimeInput.nullable().default(null) });

/** Counts of records per pie category, and the completion rate (done / due) in percent. */
export interface RecordSummary {
  counts: Record<RecordState, number>;
  total: number;
  /** Records done / records due, in percent with two decimals; null when none was due. */
  completionRate: number | null;
}

export const RecordSummaryQuery = z.object({
  startTime: unset(TimeInput),
  endTime: unset(TimeInput),
  deviceId: unset(Id),
});
export type RecordSummaryQuery = z.output<typeof RecordSummaryQuery>;
