import {
  REPORT_CUSTOM_DAYS_MAX,
  ReportTimeType,
  ReportType,
  type Page,
  type ReportBinding,
  type ReportCreate,
  type ReportDetail,
  type ReportPageQuery,
  type ReportRecord,
  type ReportSheet,
  type ReportTimeType as ReportTimeTypeCode,
  type ReportType as ReportTypeCode,
  type ReportUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, forbidden, notFound } from '../../http/errors.js';
import type { PagePermission } from '../../http/guard.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext } from '../access/access.service.js';
import { assertHolds } from '../access/permissions.js';
import type { CustomDataService } from '../customdata/customdata.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import { companyZone, toEpochMs } from '../devices/zoned-time.js';
import type { ShareService } from '../shares/shares.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import type { VariableService } from '../variables/variables.service.js';
import { createReportRepo, type ReportRow } from './reports.repo.js';

export interface ReportServiceDeps {
  tenancy: Pick<TenancyService, 'companyInScope'>;
  devices: Pick<DeviceService, 'deviceInScope'>;
  variables: Pick<VariableService, 'variableInScope'>;
  customData: Pick<CustomDataService, 'get'>;
  shares: Pick<ShareService, 'forget' | 'reaches'>;
}

const NOT_SHARED = { zh: '此报表未分享给你', en: 'This report is not shared with you' };
const OTHER_COMPANY = { zh: '不属于报表所在的公司', en: "not of the report's company" };
const DAY_MS = 86_400_000;

export const parseSheets = (text: string) => JSON.parse(text) as ReportSheet[];
export const parseBindings = (text: string) => JSON.parse(text) as ReportBinding[];

/** `/report`: a company's spreadsheet report templates (luckyHome). */
export function createReportService(ctx: Ctx, deps: ReportServiceDeps) {
  const repo = createReportRepo(ctx.db.kysely);
  const zoneOf = (companyTimeZone: string | null) => companyZone(ctx, { companyTimeZone });

  async function visible(auth: AuthContext, id: number) {
    const row = await repo.find(auth.scope, id);
    if (!row) throw notFound('report');
    return row;
  }

  /**
   * A report the caller reads: any in its scope when it holds `page`, else one shared with it (directly,
   * through its department or a role) when it holds the report share page; another company's is not found.
   */
  async function readable(auth: AuthContext, id: number, page: PagePermission) {
    const row = await visible(auth, id);
    if (auth.permissions.has(page)) return row;
    if (auth.permissions.has('luckyShareList:read') && (await deps.shares.reaches('report', row.id, auth.user))) {
      return row;
    }
    throw forbidden(NOT_SHARED);
  }

  const present = (row: ReportRow & { companyName: string }): ReportRecord => {
    const timeZone = zoneOf(row.companyTimeZone);
    const time = (ms: number | null) => (ms === null ? null : formatTime(ms, timeZone));
    return {
      id: row.id,
      companyId: row.companyId,
      companyName: row.companyName,
      name: row.name,
      type: row.type as ReportTypeCode,
      timeType: row.timeType as ReportTimeTypeCode,
      status: row.status === 1 ? 1 : 0,
      receivers: JSON.parse(row.receivers) as number[],
      startTime: time(row.startAt),
      endTime: time(row.endAt),
      createTime: formatTime(row.createdAt, timeZone),
      updateTime: formatTime(row.updatedAt, timeZone),
    };
  };

  /** A binding's source must be visible to the caller (else not found) and of the report's company. */
  async function checkSource(auth: AuthContext, companyId: number, b: ReportBinding, at: string): Promise<void> {
    if (b.sourceId === null) return;
    if (b.source === 'variable') {
      const variable = await deps.variables.variableInScope(auth.scope, b.sourceId);
      const device = await deps.devices.deviceInScope(auth.scope, variable.deviceId);
      if (device.companyId !== companyId) throw badRequest(fieldText(`${at}.sourceId`, OTHER_COMPANY));
      return;
    }
    const item = await deps.customData.get(auth, b.sourceId);
    if (item.companyId !== companyId) throw badRequest(fieldText(`${at}.sourceId`, OTHER_COMPANY));
  }

  async function rangeOf(companyId: number, input: Omit<ReportCreate, 'companyId'>) {
    if (input.timeType !== ReportTimeType.custom) return { startAt: null, endAt: null };
    const timeZone = zoneOf(await repo.timeZoneOf(companyId));
    const at = (field: 'startTime' | 'endTime') => {
      const ms = toEpochMs(input[field]!, timeZone);
      if (!Number.isFinite(ms)) throw badRequest(fieldText(field, { zh: '时间格式不正确', en: 'not a valid time' }));
      return ms;
    };
    const startAt = at('startTime');
    const endAt = at('endTime');
    if (!(endAt > startAt))
      throw badRequest(fieldText('endTime', { zh: '须晚于 startTime', en: 'must be after startTime' }));
    if (endAt - startAt > REPORT_CUSTOM_DAYS_MAX * DAY_MS) {
      const days = REPORT_CUSTOM_DAYS_MAX;
      throw badRequest(fieldText('endTime', { zh: `范围最多 ${days} 天`, en: `at most ${days} days after startTime` }));
    }
    return { startAt, endAt };
  }

  async function fieldsOf(auth: AuthContext, companyId: number, input: Omit<ReportCreate, 'companyId'>) {
    for (const [i, b] of input.bindings.entries()) await checkSource(auth, companyId, b, `bindings.${i}`);
    const receivers = [...new Set(input.receivers)];
    if ((await repo.usersOf(companyId, receivers)).length !== receivers.length) {
      throw badRequest(fieldText('receivers', OTHER_COMPANY));
    }
    return {
      name: input.name,
      type: input.type,
      timeType: input.timeType,
      status: input.status,
      sheets: JSON.stringify(input.sheets),
      bindings: JSON.stringify(input.bindings),
      receivers: JSON.stringify(receivers),
      ...(await rangeOf(companyId, input)),
    };
  }

  async function page(auth: AuthContext, query: ReportPageQuery): Promise<Page<ReportRecord>> {
    const { rows, total } = await repo.page(auth.scope, query.param, query);
    return { records: rows.map(present), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** The template of a report the caller manages, or one shared with it (read-only). */
  async function get(auth: AuthContext, id: number): Promise<ReportDetail> {
    const row = await readable(auth, id, 'luckyHome:read');
    return { ...present(row), sheets: parseSheets(row.sheets), bindings: parseBindings(row.bindings) };
  }

  async function create(auth: AuthContext, input: ReportCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    await deps.tenancy.companyInScope(auth.scope, companyId);
    const fields = await fieldsOf(auth, companyId, input);
    const now = ctx.now();
    const id = await repo.insert({
      ...fields,
      companyId,
      scheduleFrom: now,
      createdBy: auth.user.id,
      createdAt: now,
      updatedAt: now,
    });
    return { id };
  }

  /** A report made scheduled or enabled is scheduled from now: periods closed before are not made up. */
  const restarts = (row: ReportRow, type: number, status: number) =>
    status === 1 && type === ReportType.scheduled && (row.status !== 1 || row.type !== ReportType.scheduled);

  async function update(auth: AuthContext, input: ReportUpdate): Promise<void> {
    const row = await visible(auth, input.id);
    const fields = await fieldsOf(auth, row.companyId, input);
    const now = ctx.now();
    const scheduleFrom = restarts(row, fields.type, fields.status) ? now : row.scheduleFrom;
    await repo.update(row.id, { ...fields, scheduleFrom, updatedAt: now });
  }

  async function setStatus(auth: AuthContext, id: number, status: 0 | 1): Promise<void> {
    const row = await visible(auth, id);
    if (row.status === status) return;
    const now = ctx.now();
    const scheduleFrom = restarts(row, row.type, status) ? now : row.scheduleFrom;
    await repo.update(row.id, { status, scheduleFrom, updatedAt: now });
  }

  /** Removes the template and its generated reports; answers their stored file names. */
  async function remove(auth: AuthContext, id: number): Promise<string[]> {
    const stored = await repo.remove((await visible(auth, id)).id);
    await deps.shares.forget('report', id);
    return stored;
  }

  /** A report the caller sees and may change (luckyHome:update) may be shared. */
  async function shareable(auth: AuthContext, id: number): Promise<{ id: number; companyId: number }> {
    const row = await visible(auth, id);
    assertHolds(auth, 'luckyHome:update', 'thingId');
    return { id: row.id, companyId: row.companyId };
  }

  return { page, get, create, update, setStatus, remove, shareable, visible, readable, repo };
}
export type ReportService = ReturnType<typeof createReportService>;
