import { z } from 'zod';
import { TimeInput } from './device-fields.js';
import { bi } from './messages.js';
import { CRON_MAX_LENGTH, SCHEDULE_EVERY_MAX, SCHEDULE_UNITS } from './schedule-enums.js';

/**
 * When something happens: once, every N units from a start, or by a cron expression (minute hour
 * day-of-month month day-of-week; the server checks the fields). Times are ms or `yyyy-MM-dd HH:mm:ss`
 * in the platform's time zone.
 */
export const Schedule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('once'), at: TimeInput }),
  z.object({
    kind: z.literal('every'),
    every: z.number().int().min(1).max(SCHEDULE_EVERY_MAX),
    unit: z.enum(SCHEDULE_UNITS),
    start: TimeInput,
  }),
  z.object({
    kind: z.literal('cron'),
    cron: z
      .string()
      .trim()
      .min(1)
      .max(CRON_MAX_LENGTH)
      .regex(/^\S+(\s+\S+){4}$/, bi('需要 5 个字段：分 时 日 月 周', 'five fields: minute hour day month weekday')),
    start: TimeInput.nullable().default(null),
  }),
]);
export type Schedule = z.output<typeof Schedule>;
export type ScheduleInput = z.input<typeof Schedule>;

/** A schedule as the server answers it: times as `yyyy-MM-dd HH:mm:ss`. */
export type ScheduleView =
  | { kind: 'once'; at: string }
  | { kind: 'every'; every: number; unit: (typeof SCHEDULE_UNITS)[number]; start: string }
  | { kind: 'cron'; cron: string; start: string | null };
