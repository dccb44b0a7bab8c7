/** Maintenance constants (visual-side 4.4, 4.6): zod-free, so the console's chunks import them without zod. */

/** Plan `type`: 0 fault, 1 triggered, 2 cycle, 3 manual. */
export const MaintenanceType = { fault: 0, triggered: 1, cycle: 2, manual: 3 } as const;
export type MaintenanceType = (typeof MaintenanceType)[keyof typeof MaintenanceType];
export const MAINTENANCE_TYPES = [0, 1, 2, 3] as const;

/** Plan `status` of the list screens: 0 not enabled, 1 enabled, 2 expired, 3 deactivated. */
export const PlanStatus = { notEnabled: 0, enabled: 1, expired: 2, deactivated: 3 } as const;
export type PlanStatus = (typeof PlanStatus)[keyof typeof PlanStatus];
export const PLAN_STATUSES = [0, 1, 2, 3] as const;
/**
 * The dashboard's colour code: the status, or 4 (red) for an enabled plan with an overdue record
 * nobody handled. Colours 0 blue, 1 orange, 2 green, 3 grey, 4 red (visual-side 4.4).
 */
export const PLAN_OVERDUE_CODE = 4;
export type PlanColourCode = PlanStatus | typeof PLAN_OVERDUE_CODE;
export const PLAN_COLOURS: Record<PlanColourCode, string> = {
  0: 'blue',
  1: 'orange',
  2: 'green',
  3: 'grey',
  4: 'red',
};

/** What a plan is done on: 1 a gateway (hardware), 2 a device archive (the pickers' devType_). */
export const PlanTargetType = { device: 1, archive: 2 } as const;
export type PlanTargetType = (typeof PlanTargetType)[keyof typeof PlanTargetType];

/**
 * A record's category, in the order of the dashboard's pie: 0 advance notice (made, not due yet),
 * 1 unhandled (due, within its grace), 2 handled in time, 3 handled overdue, 4 overdue unhandled.
 */
export const RecordState = { advance: 0, unhandled: 1, inTime: 2, late: 3, overdue: 4 } as const;
export type RecordState = (typeof RecordState)[keyof typeof RecordState];
export const RECORD_STATES = [0, 1, 2, 3, 4] as const;

/** How a record came: 0 the plan's schedule, 1 made by hand, 2 opened by a trigger. */
export const RecordSource = { schedule: 0, manual: 1, trigger: 2 } as const;
export type RecordSource = (typeof RecordSource)[keyof typeof RecordSource];

/** A record's overall result: 0 normal, 1 abnormal (a problem was found). */
export const RecordResult = { normal: 0, abnormal: 1 } as const;
export type RecordResult = (typeof RecordResult)[keyof typeof RecordResult];
/** A check item's result: 0 passed, 1 failed, 2 not applicable. */
export const ItemResult = { passed: 0, failed: 1, skipped: 2 } as const;
export type ItemResult = (typeof ItemResult)[keyof typeof ItemResult];

export const PLAN_NAME_MAX = 64;
export const CHECK_ITEMS_MAX = 50;
export const CHECK_ITEM_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 500;
export const RECORD_NOTES_MAX = 2000;
/** Advance notice up to 30 days, grace up to 90 days, maintenance window up to 7 days (minutes). */
export const ADVANCE_MINUTES_MAX = 30 * 1440;
export const GRACE_MINUTES_MAX = 90 * 1440;
export const WINDOW_MINUTES_MAX = 7 * 1440;
/** A record is overdue one day after its due time unless the plan says otherwise. */
export const DEFAULT_GRACE_MINUTES = 1440;
/** Pictures of a record: types checked from the bytes, size per file, files per upload, files per record. */
export const RECORD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const RECORD_IMAGES_PER_UPLOAD = 9;
export const RECORD_IMAGES_MAX = 30;
export const PLAN_PAGE_SIZE = 15;
