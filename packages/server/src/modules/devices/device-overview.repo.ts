import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { limitOf, offsetOf, type Window } from '../../db/paging.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

/** The ids of a set of gateways, as a subquery other modules narrow their counts with. */
export type GatewayIds = SelectQueryBuilder<Database, 'devices', { id: number }>;

/** The dashboard's filter, resolved: an archive's own fields, and its gateway's. */
export interface OverviewFilter {
  archiveId?: number;
  nameplate?: string;
  isonline?: 0 | 1;
  area?: string;
}

const byArchive = (f: OverviewFilter) => f.archiveId !== undefined || !!f.nameplate;
const byGateway = (f: OverviewFilter) => f.isonline !== undefined || !!f.area;

/** Aggregates over the gateways and archives of a scope, for the dashboard: one query each, no rows. */
export function createDeviceOverviewRepo(kysely: Kysely<Database>) {
  function archivesMatching(scope: Scope, filter: OverviewFilter) {
    let q = kysely
      .selectFrom('deviceArchives')
      .$if(!scope.all, (s) => s.where('deviceArchives.companyId', 'in', scopeCompanyIds(scope)));
    if (filter.archiveId !== undefined) q = q.where('deviceArchives.id', '=', filter.archiveId);
    if (filter.nameplate) q = q.where(containsText('deviceArchives.nameplate', filter.nameplate));
    return q;
  }

  /** The gateways a scope sees that match the filter (through their archives for the archive fields). */
  function gateways(scope: Scope, filter: OverviewFilter): GatewayIds {
    let q = kysely
      .selectFrom('devices')
      .select('devices.id')
      .$if(!scope.all, (s) => s.where('devices.companyId', 'in', scopeCompanyIds(scope)));
    if (filter.isonline !== undefined) q = q.where('devices.isonline', '=', filter.isonline);
    const { area } = filter;
    if (area) {
      q = q.where((eb) =>
        eb.or([eb('devices.province', '=', area), eb('devices.city', '=', area), eb('devices.county', '=', area)]),
      );
    }
    if (byArchive(filter)) {
      const linked = archivesMatching(scope, filter)
        .select('deviceArchives.deviceId')
        .where('deviceArchives.deviceId', 'is not', null);
      q = q.where('devices.id', 'in', linked as SelectQueryBuilder<Database, 'deviceArchives', { deviceId: number }>);
    }
    return q;
  }

  /** Archives of the filter: by their own fields, and by their gateway's when the filter names those. */
  function archiveIds(scope: Scope, filter: OverviewFilter) {
    const q = archivesMatching(scope, filter).select('deviceArchives.id');
    const gatewayFilter = { isonline: filter.isonline, area: filter.area };
    return byGateway(filter) ? q.where('deviceArchives.deviceId', 'in', gateways(scope, gatewayFilter)) : q;
  }

  async function onlineCounts(ids: GatewayIds): Promise<{ total: number; online: number }> {
    const row = await ids
      .clearSelect()
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string | null>`sum(${sql.ref('devices.isonline')})`.as('online'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), online: Number(row.online ?? 0) };
  }

  async function byProvince(ids: GatewayIds): Promise<{ area: string | null; num: number }[]> {
    const rows = await ids
      .clearSelect()
      .select((eb) => ['devices.province as area', eb.fn.countAll<number | string>().as('num')])
      .groupBy('devices.province')
      .orderBy('num', 'desc')
      .orderBy('devices.province')
      .execute();
    return rows.map((r) => ({ area: r.area, num: Number(r.num) }));
  }

  async function variableCount(ids: GatewayIds): Promise<number> {
    const row = await kysely
      .selectFrom('variables')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('deviceId', 'in', ids)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  function markers(ids: GatewayIds, window: Window) {
    return ids
      .clearSelect()
      .select([
        'devices.id',
        'devices.identity',
        'devices.name',
        'devices.lat',
        'devices.lng',
        'devices.isonline',
        'devices.configFlowUrl',
        'devices.configFlowId',
      ])
      .orderBy('devices.id')
      .limit(limitOf(window))
      .offset(offsetOf(window))
      .execute();
  }

  return { gateways, archiveIds, onlineCounts, byProvince, variableCount, markers };
}
export type DeviceOverviewRepo = ReturnType<typeof createDeviceOverviewRepo>;
