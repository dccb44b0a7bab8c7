/** Schedules of maintenance plans and timing triggers: zod-free, so the console's chunks import them without zod. */

/** `once` at a time; `every` N units from a start; `cron`, a five-field expression (docs/maintenance.md). */
export const SCHEDULE_KINDS = ['once', 'every', 'cron'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const SCHEDULE_UNITS = ['minute', 'hour', 'day', 'week', 'month'] as const;
export type ScheduleUnit = (typeof SCHEDULE_UNITS)[number];
/** Maintenance cycles count in days, weeks or months (minutes and hours serve timing triggers). */
export const PLAN_SCHEDULE_UNITS = ['day', 'week', 'month'] as const;

export const SCHEDULE_EVERY_MAX = 1000;
export const CRON_MAX_LENGTH = 100;
