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

  /**
   * Unconfirmed records per type and the gateways they are on, from one pass over the set: a filter
   * tests each record's gateway (an index seek per record), so the set is made once (a materialized
   * CTE) and both counts read it.
   */
  async function byType(scope: Scope, narrowing: AlarmNarrowing) {
    const rows = await kysely
      .with(
        (cte) => cte('u').materialized(),
        () => unconfirmed(scope, narrowing).select(['r.alarmType', 'r.deviceId']),
      )
      .selectFrom('u')
      .select((eb) => [
        'u.alarmType',
        eb.fn.countAll<number | string>().as('num'),
        eb
          .selectFrom('u as every')
          .select((inner) => inner.fn.count<number | string>('every.deviceId').distinct().as('devices'))
          .as('devices'),
      ])
      .groupBy('u.alarmType')
      .orderBy('u.alarmType')
      .execute();
    const types = rows.map((r) => ({ alarmType: r.alarmType, num: n(r.num) }));
    return {
      alarmNum: types.reduce((sum, t) => sum + t.num, 0),
      alarmDeviceNum: n(rows[0]?.devices),
      byType: types,
    };
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
