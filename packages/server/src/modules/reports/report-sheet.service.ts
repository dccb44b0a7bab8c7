import {
  REPORT_CUSTOM_DAYS_MAX,
  type ReportCustomBody,
  type ReportFileDetail,
  type ReportSharedBody,
  type ReportSharedView,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext } from '../access/access.service.js';
import { companyZone, toEpochMs } from '../devices/zoned-time.js';
import type { ReportFileService } from './report-files.service.js';
import type { ReportService } from './reports.service.js';

const DAY_MS = 86_400_000;

export interface ReportSheetDeps {
  templates: Pick<ReportService, 'visible' | 'readable' | 'repo'>;
  files: Pick<ReportFileService, 'make' | 'fill' | 'present' | 'periodOf'>;
}

/**
 * The report grid screens' own reads (issue 16): a custom range of any report (`/monlucky`) and a
 * report shared with the caller, read-only (`/luckyOff1`). docs/reports.md "Console". Times are read and
 * shown in the report's company's zone, as everywhere in reports.
 */
export function createReportSheetService(ctx: Ctx, deps: ReportSheetDeps) {
  const { repo } = deps.templates;

  const timeOf = (field: string, value: string | number, timeZone: string) => {
    let at = Number.NaN;
    try {
      at = toEpochMs(value, timeZone);
    } catch {
      // Not a time: refused below.
    }
    if (!Number.isFinite(at)) throw badRequest(fieldText(field, { zh: '时间格式不正确', en: 'not a valid time' }));
    return at;
  };

  /** `POST /report/custom/{id}`: fills the report for the range and keeps it as a generated report. */
  async function custom(auth: AuthContext, id: number, body: ReportCustomBody): Promise<ReportFileDetail> {
    const row = await deps.templates.visible(auth, id);
    const timeZone = companyZone(ctx, row);
    const from = timeOf('startTime', body.startTime, timeZone);
    const to = timeOf('endTime', body.endTime, timeZone);
    if (to <= from) throw badRequest(fieldText('endTime', { zh: '须晚于开始时间', en: 'must be after the start' }));
    if (to - from > REPORT_CUSTOM_DAYS_MAX * DAY_MS) {
      const days = REPORT_CUSTOM_DAYS_MAX;
      throw badRequest(fieldText('endTime', { zh: `最多 ${days} 天`, en: `${days} days at most` }));
    }
    const fileId = await deps.files.make(row, { from, to }, 'call');
    const file = (await repo.findFile(auth.scope, fileId))!;
    return { ...deps.files.present(file), sheets: await deps.files.fill(row, { from, to }) };
  }

  /** `POST /report/shared/{id}`: a report of the caller's scope or shared with it, filled for a period (nothing stored). */
  async function shared(auth: AuthContext, id: number, body: ReportSharedBody): Promise<ReportSharedView> {
    // The report manager reads its scope; the share page's recipients only what is shared with them.
    const row = await deps.templates.readable(auth, id, 'luckyHome:read');
    const timeZone = companyZone(ctx, row);
    const at = body.time === undefined ? ctx.now() : timeOf('time', body.time, timeZone);
    const period = deps.files.periodOf(row, at);
    return {
      id: row.id,
      name: row.name,
      timeType: row.timeType as ReportSharedView['timeType'],
      periodStart: formatTime(period.from, timeZone),
      periodEnd: formatTime(period.to, timeZone),
      sheets: await deps.files.fill(row, period),
    };
  }

  return { custom, shared };
}
export type ReportSheetService = ReturnType<typeof createReportSheetService>;
