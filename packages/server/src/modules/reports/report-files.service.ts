import {
  ReportTimeType,
  type Page,
  type ReportExport,
  type ReportFileDetail,
  type ReportFilePageQuery,
  type ReportFileRecord,
  type ReportFileSource,
  type ReportGenerateBody,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { createFileStore } from '../../storage/file-store.js';
import type { HistoryReader } from '../../telemetry/history.js';
import { customDataSeries, variableSeries } from '../../telemetry/series.js';
import type { PagePermission } from '../../http/guard.js';
import type { AuthContext } from '../access/access.service.js';
import { assertHolds } from '../access/permissions.js';
import { statisticPeriod, type Period } from '../customdata/periods.js';
import { companyZone, toEpochMs } from '../devices/zoned-time.js';
import type { Sender } from '../outbox/sender.js';
import { fillSheets } from './report-fill.js';
import { createReportValues } from './report-values.js';
import { writeXlsx } from './report-xlsx.js';
import type { ReportFileRow, ReportRow } from './reports.repo.js';
import { parseBindings, parseSheets, type ReportService } from './reports.service.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Generated files download here (under /admin/api) with the caller's session, so only its company's users. */
export const reportFilePath = (fileId: number) => `/report/history/file/${fileId}`;

export interface ReportFileDeps {
  reports: Pick<ReportService, 'visible' | 'readable' | 'repo'>;
  history: Pick<HistoryReader, 'firstAndLast'>;
  sender: Pick<Sender, 'send'>;
}

/** Generated reports: filled from the stored history for a period, kept with their XLSX, pushed. */
export function createReportFileService(ctx: Ctx, deps: ReportFileDeps) {
  const { repo } = deps.reports;
  /** Periods close, and times read, in the report's company's zone. */
  const zoneOf = (row: { companyTimeZone: string | null }) => companyZone(ctx, row);
  const reader = createReportValues(ctx.db, deps.history);
  const store = createFileStore(ctx.config.dataDir, 'reports');

  /** The period of a report containing `at` (a custom report: its range). */
  const periodOf = (row: ReportRow, at: number): Period =>
    row.timeType === ReportTimeType.custom
      ? { from: row.startAt!, to: row.endAt! }
      : statisticPeriod(row.timeType, at, zoneOf(row));

  const present = (row: ReportFileRow): ReportFileRecord => presentIn(row, zoneOf(row));
  const presentIn = (row: ReportFileRow, timeZone: string): ReportFileRecord => ({
    id: row.id,
    reportId: row.reportId,
    reportName: row.reportName,
    periodStart: formatTime(row.periodFrom, timeZone),
    periodEnd: formatTime(row.periodTo, timeZone),
    source: row.source as ReportFileSource,
    filePath: reportFilePath(row.id),
    size: Number(row.size),
    pushCount: row.pushCount,
    pushTime: row.pushedAt === null ? null : formatTime(row.pushedAt, timeZone),
    createTime: formatTime(row.createdAt, timeZone),
  });

  /** The report's sheets filled for the period (nothing stored). */
  async function fill(row: ReportRow, period: Period) {
    const bindings = parseBindings(row.bindings);
    const ids = (source: 'variable' | 'customData') =>
      bindings.filter((b) => b.source === source).map((b) => b.sourceId!);
    const decimals = await repo.decimalsOf(ids('variable'), ids('customData'));
    return fillSheets(parseSheets(row.sheets), bindings, period, {
      timeZone: zoneOf(row),
      values: reader.values,
      seriesOf(b) {
        const variable = b.source === 'variable';
        const decimalPlaces = (variable ? decimals.variables : decimals.customData).get(b.sourceId!);
        if (decimalPlaces === undefined) return undefined;
        return { seriesId: variable ? variableSeries(b.sourceId!) : customDataSeries(b.sourceId!), decimalPlaces };
      },
    });
  }

  /** Fills the report's sheets for the period, writes and stores the XLSX; answers the generated report's id. */
  async function make(row: ReportRow, period: Period, source: ReportFileSource): Promise<number> {
    const sheets = await fill(row, period);
    const bytes = await writeXlsx(sheets);
    const storedName = await store.save(bytes, 'xlsx');
    try {
      return await repo.insertFile({
        reportId: row.id,
        companyId: row.companyId,
        periodFrom: period.from,
        periodTo: period.to,
        source,
        sheets: JSON.stringify(sheets),
        storedName,
        size: bytes.length,
        pushCount: null,
        pushedAt: null,
        createdAt: ctx.now(),
      });
    } catch (error) {
      await store.remove([storedName]);
      throw error;
    }
  }

  /** E-mails the report's receivers (through the outbox) where to download it, and records the push. */
  async function push(row: ReportRow, fileId: number, period: Period): Promise<number> {
    const users = await repo.usersOf(row.companyId, JSON.parse(row.receivers) as number[]);
    const timeZone = zoneOf(row);
    const range = `${formatTime(period.from, timeZone)} – ${formatTime(period.to, timeZone)}`;
    const path = `/admin/api${reportFilePath(fileId)}`;
    let sent = 0;
    for (const user of users) {
      if (!user.email) continue;
      await deps.sender.send({
        channel: 'email',
        target: user.email,
        subject: `报表 / Report: ${row.name}`,
        body: `报表“${row.name}”（${range}）已生成，登录后下载：${path}\nThe report "${row.name}" (${range}) is ready; log in and download it at ${path}`,
      });
      sent += 1;
    }
    await repo.recordPush(fileId, sent, ctx.now());
    return sent;
  }

  /** A generated report the caller reads: with `page`, or of a report shared with it. */
  async function visibleFile(auth: AuthContext, id: number, page: PagePermission = 'luckyHis:read') {
    const row = await repo.findFile(auth.scope, id);
    if (!row) throw notFound('report');
    await deps.reports.readable(auth, row.reportId, page);
    return row;
  }

  /** `POST /report/generate/{id}`: the period containing `time` (default now). */
  async function generate(auth: AuthContext, id: number, body: ReportGenerateBody): Promise<ReportFileRecord> {
    const row = await deps.reports.visible(auth, id);
    const at = body.time === undefined ? ctx.now() : toEpochMs(body.time, zoneOf(row));
    if (!Number.isFinite(at)) throw badRequest(fieldText('time', { zh: '时间格式不正确', en: 'not a valid time' }));
    const fileId = await make(row, periodOf(row, at), 'call');
    return present((await repo.findFile(auth.scope, fileId))!);
  }

  /** `GET /report/exportAuto/{id}`: generates the current period now and answers where to download it. */
  async function exportAuto(auth: AuthContext, id: number): Promise<ReportExport> {
    const file = await generate(auth, id, {});
    return { id: file.id, path: file.filePath };
  }

  /** Without `luckyHis:read`, only the generated reports of one report shared with the caller. */
  async function page(auth: AuthContext, query: ReportFilePageQuery): Promise<Page<ReportFileRecord>> {
    if (query.param.reportId !== undefined) await deps.reports.readable(auth, query.param.reportId, 'luckyHis:read');
    else assertHolds(auth, 'luckyHis:read', 'reportId');
    const { rows, total } = await repo.filePage(auth.scope, query.param, query);
    return { records: rows.map(present), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function get(auth: AuthContext, id: number): Promise<ReportFileDetail> {
    const row = await visibleFile(auth, id);
    return { ...present(row), sheets: parseSheets(await repo.sheetsOfFile(row.id)) };
  }

  async function download(auth: AuthContext, id: number) {
    const exportPages = ['luckyHome:export', 'luckyHis:export', 'monlucky:export'] as const;
    const page = exportPages.find((p) => auth.permissions.has(p)) ?? 'luckyHis:export';
    const row = await visibleFile(auth, id, page);
    const day = formatTime(row.periodFrom, zoneOf(row)).slice(0, 10);
    const fileName = `${row.reportName} ${day}.xlsx`;
    return { path: store.pathOf(row.storedName), mime: XLSX_MIME, size: Number(row.size), fileName };
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const row = await visibleFile(auth, id, 'luckyHis:delete');
    await repo.removeFile(row.id);
    await store.remove([row.storedName]);
  }

  return {
    generate,
    exportAuto,
    page,
    get,
    download,
    remove,
    make,
    fill,
    push,
    periodOf,
    present,
    removeStored: store.remove,
  };
}
export type ReportFileService = ReturnType<typeof createReportFileService>;
