import { AlarmProcessState } from '@iot/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inScopeCompanies, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';
import type { GatewayMatch } from '../devices/device-overview.js';

const n = (v: number | string | null | undefined) => Number(v ?? 0);

/** Which gateways' records: a filtered set, one gateway, or (neither) the whole scope's, custom data too. */
export interface AlarmNarrowing {
  gateways?: GatewayMatch;
  deviceId?: number;
}

/** Aggregates of alarm records and rules for the dashboard: counts in SQL, lists capped. */
export function createAlarmOverviewRepo(kysely: Kysely<Database>) {
  /** Unconfirmed records of the scope, narrowed to some gateways when told. */
  function unconfirmed(scope: Scope, { gateways, deviceId }: AlarmNarrowing) {
    let q = kysely
      .selectFrom('alarmRecords as r')
      .where('r.processState', '=', AlarmProcessState.unconfirmed)
      .$if(!scope.all, (s) => s.where(inScopeCompanies('r.companyId', scope)));
    if (gateways) q = q.where(gateways('r.deviceId'));
    if (deviceId !== undefined) q = q.where('r.deviceId', '=', deviceId);
    return q;
  }

  async function totals(scope: Scope, narrowing: AlarmNarrowing) {
    const row = await unconfirmed(scope, narrowing)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>('r.deviceId').distinct().as('devices'),
      ])
      .executeTakeFirstOrThrow();
    return { alarmNum: n(row.total), alarmDeviceNum: n(row.devices) };
  }

  async function byType(scope: Scope, narrowing: AlarmNarrowing) {
    const rows = await unconfirmed(scope, narrowing)
      .select((eb) => ['r.alarmType', eb.fn.countAll<number | string>().as('num')])
      .groupBy('r.alarmType')
      .orderBy('r.alarmType')
      .execute();
    return rows.map((r) => ({ alarmType: r.alarmType, num: n(r.num) }));
  }

  function latest(scope: Scope, narrowing: AlarmNarrowing, limit: number) {
    return unconfirmed(scope, narrowing)
      .select(['r.id', 'r.alarmTime', 'r.alertDesc', 'r.currentValue', 'r.deviceName', 'r.alarmType'])
      .orderBy('r.alarmTime', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Variables of the gateway, and those with an enabled rule. */
  async function ruleCoverage(deviceId: number) {
    const row = await kysely
      .selectFrom('variables as v')
      .leftJoin('alarmConfigs as c', (j) => j.onRef('c.variableId', '=', 'v.id').on('c.enable', '=', 1))
      .select((eb) => [
        eb.fn.count<number | string>('v.id').distinct().as('variables'),
        eb.fn.count<number | string>('c.variableId').distinct().as('configured'),
      ])
      .where('v.deviceId', '=', deviceId)
      .executeTakeFirstOrThrow();
    return { variableNum: n(row.variables), alarmConfigNum: n(row.configured) };
  }

  /** Records the gateway raised in [from, to), those pushed, and those pushed successfully. */
  async function raised(scope: Scope, deviceId: number, from: number, to: number) {
    const row = await kysely
      .selectFrom('alarmRecords as r')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('records'),
        sql<number | string | null>`sum(${sql.ref('r.isPush')})`.as('pushed'),
        sql<number | string | null>`sum(${sql.ref('r.isPush')} * ${sql.ref('r.isSuccess')})`.as('delivered'),
      ])
      .where('r.deviceId', '=', deviceId)
      .where('r.alarmTime', '>=', from)
      .where('r.alarmTime', '<', to)
      .$if(!scope.all, (q) => q.where('r.companyId', 'in', scopeCompanyIds(scope)))
      .executeTakeFirstOrThrow();
    return { alarmRecordNum: n(row.records), alarmPushNum: n(row.pushed), alarmPushSucNum: n(row.delivered) };
  }

  /** The newest record of the gateway, confirmed or not. */
  function newest(scope: Scope, deviceId: number) {
    return kysely
      .selectFrom('alarmRecords as r')
      .select(['r.alarmTime', 'r.alertDesc'])
      .where('r.deviceId', '=', deviceId)
      .$if(!scope.all, (q) => q.where('r.companyId', 'in', scopeCompanyIds(scope)))
      .orderBy('r.alarmTime', 'desc')
      .orderBy('r.id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  return { totals, byType, latest, ruleCoverage, raised, newest };
}
