import type { Ctx } from '../../context.js';
import type { HistoryReader } from '../../telemetry/history.js';
import type { Sender } from '../outbox/sender.js';
import { createReportFileService } from './report-files.service.js';
import { createReportSheetService } from './report-sheet.service.js';
import { createReportTemplateService } from './report-templates.service.js';
import { createReportService, type ReportServiceDeps } from './reports.service.js';

/** Reports (their templates), the reports generated from them, and the template library. */
export function createReportServices(
  ctx: Ctx,
  deps: ReportServiceDeps & {
    history: Pick<HistoryReader, 'firstAndLast'>;
    sender: Pick<Sender, 'send'>;
  },
) {
  const templates = createReportService(ctx, deps);
  const files = createReportFileService(ctx, { reports: templates, history: deps.history, sender: deps.sender });
  const library = createReportTemplateService(ctx, { reports: templates });
  const sheets = createReportSheetService(ctx, { templates, files });
  return { templates, files, library, sheets };
}
export type ReportServices = ReturnType<typeof createReportServices>;
