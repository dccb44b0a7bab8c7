import type { RegionLevel } from '@iot/contract';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { limitOf, offsetOf, type Window } from '../../db/paging.js';
import { containsText, inScopeCompanies, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';
import type { ArchiveCondition } from './archives.repo.js';

/** The ids of a set of gateways, as a subquery. */
export type GatewayIds = SelectQueryBuilder<Database, 'devices', { id: number }>;
/**
 * Whether the gateway in a column (`r.deviceId`) is of the set: a correlated EXISTS that looks the one
 * gateway up by its key, so a count over a few thousand rows does not run the set's filter over all.
 */
export type GatewayMatch = (column: string) => RawBuilder<SqlBool>;

/** The dashboard's filter, resolved: an archive's own fields, and its gateway's. */
export interface OverviewFilter {
  archiveId?: number;
  nameplate?: string;
  isonline?: 0 | 1;
  /** A place name, and the columns (levels) it may stand in: 浙江省 only in province, an unknown name in all three. */
  area?: { name: string; levels: readonly RegionLevel[] };
}

/** Counts of a set of gateways: all, online, their variables, and per province (null: none given). */
export interface GatewayTally {
  total: number;
  online: number;
  variables: number;
  byArea: Map<string | null, number>;
}

const byArchive = (f: OverviewFilter) => f.archiveId !== undefined || !!f.nameplate;
const byGateway = (f: OverviewFilter) => f.isonline !== undefined || f.area !== undefined;

/**
 * The archive fields of a filter as conditions on an archive under the alias `a` (raw references, so
 * the same conditions serve the archive count and the gateways' subquery).
 */
function archiveConditions(filter: OverviewFilter): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filter.archiveId !== undefined) conditions.push(sql<SqlBool>`${sql.ref('a.id')} = ${filter.archiveId}`);
  if (filter.nameplate) conditions.push(containsText('a.nameplate', filter.nameplate));
  return conditions;
}

/** Aggregates over the gateways and archives of a scope, for the dashboard: one query each, no rows. */
export function createDeviceOverviewRepo(kysely: Kysely<Database>) {
  /** The gateways a scope sees that match the filter (through their archives for the archive fields). */
  function gateways(scope: Scope, filter: OverviewFilter): GatewayIds {
    let q = kysely
      .selectFrom('devices')
      .select('devices.id')
      .$if(!scope.all, (s) => s.where(inScopeCompanies('devices.companyId', scope)));
    if (filter.isonline !== undefined) q = q.where('devices.isonline', '=', filter.isonline);
    const { area } = filter;
    if (area) {
      // One equality per level the name stands for: a single one seeks its index instead of an OR over the company.
      const columns = { province: 'devices.province', city: 'devices.city', county: 'devices.county' } as const;
      q = q.where((eb) => eb.or(area.levels.map((level) => eb(columns[level], '=', area.name))));
    }
    if (byArchive(filter)) {
      const linked = kysely
        .selectFrom('deviceArchives as a')
        .select('a.deviceId')
        .where('a.deviceId', 'is not', null)
        .$if(!scope.all, (s) => s.where('a.companyId', 'in', scopeCompanyIds(scope)))
        .where((eb) => eb.and(archiveConditions(filter)));
      q = q.where('devices.id', 'in', linked as SelectQueryBuilder<Database, 'deviceArchives', { deviceId: number }>);
    }
    return q;
  }

  function matching(scope: Scope, filter: OverviewFilter): GatewayMatch {
    return (column) =>
      sql<SqlBool>`exists ${gateways(scope, filter).where('devices.id', '=', sql.ref<number>(column))}`;
  }

  /**
   * The filter's conditions on an archive (`a`), the scope left to the archive count: its own fields, and
   * its gateway's when the filter names those. One pass over the archives, each testing its gateway by key.
   */
  function archiveFilter(scope: Scope, filter: OverviewFilter): ArchiveCondition {
    const conditions = archiveConditions(filter);
    if (byGateway(filter))
      conditions.push(matching(scope, { isonline: filter.isonline, area: filter.area })('a.deviceId'));
    return (eb) => eb.and(conditions);
  }

  /**
   * Gateways per province and online state with their variables, in one grouped query that the
   * devices_overview index covers; the few rows it answers add up to the counters.
   */
  async function tally(ids: GatewayIds): Promise<GatewayTally> {
    const rows = await ids
      .clearSelect()
      .select((eb) => [
        'devices.province as area',
        'devices.isonline',
        eb.fn.countAll<number | string>().as('num'),
        eb.fn.sum<number | string | null>('devices.variableCount').as('variables'),
      ])
      .groupBy(['devices.province', 'devices.isonline'])
      .execute();
    const tally: GatewayTally = { total: 0, online: 0, variables: 0, byArea: new Map() };
    for (const row of rows) {
      const num = Number(row.num);
      tally.total += num;
      if (row.isonline === 1) tally.online += num;
      tally.variables += Number(row.variables ?? 0);
      tally.byArea.set(row.area, (tally.byArea.get(row.area) ?? 0) + num);
    }
    return tally;
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

  return { gateways, matching, archiveFilter, tally, markers };
}
export type DeviceOverviewRepo = ReturnType<typeof createDeviceOverviewRepo>;
