import { z } from 'zod';
import type { ReportSheet, ReportTimeType } from './reports.js';

/** Calls of the report grid screens (`/monlucky`, `/luckyOff1`): docs/reports.md "Console". */

const Time = z.union([z.string().min(1), z.number()]);

/** `POST /report/custom/{id}`: the report filled for a custom range (at most REPORT_CUSTOM_DAYS_MAX days), kept as a generated report. */
export const ReportCustomBody = z.object({ startTime: Time, endTime: Time });
export type ReportCustomBody = z.output<typeof ReportCustomBody>;

/** `POST /report/shared/{id}`: a report shared with the caller, filled for the period containing `time` (default now). */
export const ReportSharedBody = z.object({
  time: z.preprocess((v) => (v === '' || v === null ? undefined : v), Time.optional()),
});
export type ReportSharedBody = z.output<typeof ReportSharedBody>;

/** The answer of `POST /report/shared/{id}`: read-only, nothing stored. */
export interface ReportSharedView {
  id: number;
  name: string;
  timeType: ReportTimeType;
  periodStart: string;
  periodEnd: string;
  sheets: ReportSheet[];
}
