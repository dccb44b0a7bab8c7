import type { AlarmRecordQuery } from '@iot/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import type { AlarmRecordTable, Database } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export type AlarmRecordDbRow = Selectable<AlarmRecordTable> & { confirmUserName: string | null };

/** The resolved filter of `POST /alarmRecord`: times are epoch ms, `to` exclusive. */
export interface RecordFilter {
  param: AlarmRecordQuery['param'];
  from: number | undefined;
  to: number | undefined;
}

export function createAlarmRecordRepo(kysely: Kysely<Database>) {
  const records = (scope: Scope) =>
    kysely
      .selectFrom('alarmRecords as r')
      .leftJoin('users as u', 'u.id', 'r.confirmUserId')
      .selectAll('r')
      .select('u.nickName as confirmUserName')
      .$if(!scope.all, (q) => q.where('r.companyId', 'in', scopeCompanyIds(scope)));

  async function page(scope: Scope, query: AlarmRecordQuery, { param, from, to }: RecordFilter) {
    let q = records(scope);
    if (param.varType !== undefined) q = q.where('r.varType', '=', param.varType);
    if (param.type === 0) q = q.where('r.activeConfigId', 'is not', null);
    if (param.alarmLevels?.length) q = q.where('r.alarmLevel', 'in', param.alarmLevels);
    if (param.isPush !== undefined) q = q.where('r.isPush', '=', param.isPush);
    if (param.isSelfProcess !== undefined) {
      q = q.where('r.isSelfProcess', '=', param.isSelfProcess).where('r.processState', '=', 1);
    }
    if (param.processState !== undefined) q = q.where('r.processState', '=', param.processState);
    if (from !== undefined) q = q.where('r.alarmTime', '>=', from);
    if (to !== undefined) q = q.where('r.alarmTime', '<', to);
    if (param.deviceIds?.length) q = q.where('r.deviceId', 'in', param.deviceIds);
    if (param.customDataIds?.length) q = q.where('r.customDataId', 'in', param.customDataIds);
    if (param.variableName) {
      const text = param.variableName;
      q = q.where((eb) => eb.or([containsText('r.variableName', text), containsText('r.variableDesc', text)]));
    }
    const fields = query.sortFields === undefined ? [] : [query.sortFields].flat();
    const direction = query.isAscendingOrder ? 'asc' : 'desc';
    for (const field of fields) {
      // Nulls (no process time yet) sort last both ways, the same on SQLite and PostgreSQL.
      if (field === 'processTime') q = q.orderBy(sql`r.process_time is null`).orderBy('r.processTime', direction);
      else q = q.orderBy(`r.${field}`, direction);
    }
    if (!fields.includes('alarmTime')) q = q.orderBy('r.alarmTime', 'desc');
    return fetchPage(q.orderBy('r.id', 'desc'), query);
  }

  const find = (scope: Scope, id: number): Promise<AlarmRecordDbRow | undefined> =>
    records(scope).where('r.id', '=', id).executeTakeFirst();

  /** Manual confirmation, only from state 0; answers whether it happened. */
  async function confirm(id: number, userId: number, at: number): Promise<boolean> {
    const result = await kysely
      .updateTable('alarmRecords')
      .set({ processState: 1, isSelfProcess: 0, processTime: at, confirmUserId: userId })
      .where('id', '=', id)
      .where('processState', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  const snapshot = (recordId: number) =>
    kysely
      .selectFrom('alarmSnapshots')
      .select(['itemId', 'name', 'description', 'unit', 'numeric', 'value'])
      .where('recordId', '=', recordId)
      .orderBy('id')
      .execute();

  /** The alarms each maintenance record suppressed. */
  async function suppressedCounts(maintenanceRecordIds: number[]): Promise<Map<number, number>> {
    if (maintenanceRecordIds.length === 0) return new Map();
    const rows = await kysely
      .selectFrom('alarmRecords')
      .select((eb) => ['suppressedBy', eb.fn.countAll<number | string>().as('n')])
      .where('suppressedBy', 'in', maintenanceRecordIds)
      .groupBy('suppressedBy')
      .execute();
    return new Map(rows.map((r) => [r.suppressedBy!, Number(r.n)]));
  }

  /** The alarms a maintenance record suppressed, newest first (at most `limit`). */
  const suppressedBy = (scope: Scope, maintenanceRecordId: number, limit: number) =>
    records(scope)
      .where('r.suppressedBy', '=', maintenanceRecordId)
      .orderBy('r.alarmTime', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();

  return { page, find, confirm, snapshot, suppressedCounts, suppressedBy };
}
