import {
  LIST_LIMIT,
  type AlarmLevel,
  type AlarmLimitKind,
  type AlarmRecordQuery,
  type AlarmRecordRow,
  type AlarmSnapshotItem,
  type AlarmType,
  type AlarmVarType,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext } from '../access/access.service.js';
import { createAlarmRecordRepo, type AlarmRecordDbRow } from './alarm-records.repo.js';
import { alarmTimeRange } from './alarm-time.js';

const flag = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

/** `POST /alarmRecord`, confirm and snapshot: records of the companies in the caller's scope. */
export function createAlarmRecordService(ctx: Ctx) {
  const repo = createAlarmRecordRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;
  const time = (ms: number | null) => (ms === null ? null : formatTime(ms, timeZone));

  const present = (r: AlarmRecordDbRow): AlarmRecordRow => ({
    id: r.id,
    alarmTime: formatTime(r.alarmTime, timeZone),
    variableName: r.variableName,
    variableDesc: r.variableDesc,
    mouldItemDesc: r.mouldItemDesc,
    deviceName: r.deviceName,
    identity: r.identity,
    alarmType: r.alarmType as AlarmType,
    alertDesc: r.alertDesc,
    currentValue: r.currentValue,
    limitValue: r.limitValue,
    alarmLevel: r.alarmLevel as AlarmLevel,
    processTime: time(r.processTime),
    processState: flag(r.processState),
    isSelfProcess: flag(r.isSelfProcess),
    isPush: flag(r.isPush),
    isSuccess: flag(r.isSuccess),
    deviceId: r.deviceId,
    variableId: r.variableId,
    customDataId: r.customDataId,
    varType: r.varType as AlarmVarType,
    alertLevelColorId: r.alertLevelColorId,
    limitKind: r.limitKind as AlarmLimitKind,
    active: r.activeConfigId === null ? 0 : 1,
    recoverTime: time(r.recoverTime),
    confirmUserName: r.confirmUserName,
    suppressedBy: r.suppressedBy,
  });

  /** A record the caller may see; another company's answers like a missing one. */
  async function visible(auth: AuthContext, id: number): Promise<AlarmRecordDbRow> {
    const row = await repo.find(auth.scope, id);
    if (!row) throw notFound('alarm record');
    return row;
  }

  async function page(auth: AuthContext, query: AlarmRecordQuery) {
    const range = alarmTimeRange(query.param, ctx.now(), timeZone);
    const { rows, total } = await repo.page(auth.scope, query, { param: query.param, ...range });
    return { records: rows.map(present), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function get(auth: AuthContext, id: number): Promise<AlarmRecordRow> {
    return present(await visible(auth, id));
  }

  /** Manual confirmation: only an unconfirmed record (processState 0). */
  async function confirm(auth: AuthContext, id: number): Promise<void> {
    const row = await visible(auth, id);
    if (row.processState !== 0 || !(await repo.confirm(row.id, auth.user.id, ctx.now()))) {
      throw badRequest(fieldText('id', { zh: '该报警已处理', en: 'the alarm is already processed' }));
    }
  }

  /** The device's variables as they were when the alarm was raised. */
  async function snapshot(auth: AuthContext, id: number): Promise<AlarmSnapshotItem[]> {
    const row = await visible(auth, id);
    return (await repo.snapshot(row.id)).map((s) => ({
      id: s.itemId,
      value: s.numeric ?? s.value,
      variable: { name: s.name, desc: s.description, unit: s.unit },
    }));
  }

  /** The alarms a maintenance record (that the caller sees) suppressed. */
  async function suppressedBy(auth: AuthContext, maintenanceRecordId: number): Promise<AlarmRecordRow[]> {
    return (await repo.suppressedBy(auth.scope, maintenanceRecordId, LIST_LIMIT)).map(present);
  }

  return { page, get, visible, confirm, snapshot, suppressedBy, suppressedCounts: repo.suppressedCounts };
}
export type AlarmRecordService = ReturnType<typeof createAlarmRecordService>;
