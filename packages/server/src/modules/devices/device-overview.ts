import type { DashboardFilter, DashboardMarkerFilter, DeviceMarker, RegionLevel } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { AuthContext } from '../access/access.service.js';
import type { ArchiveService } from './archives.service.js';
import { createDeviceOverviewRepo, type GatewayMatch, type OverviewFilter } from './device-overview.repo.js';
import type { DeviceService } from './devices.service.js';

export type { GatewayMatch } from './device-overview.repo.js';

/** The dashboard's filter resolved (its archive checked), and what other modules narrow their counts by. */
export interface GatewaySelection {
  filter: DashboardFilter;
  resolved: OverviewFilter;
  /** Whether a gateway is of the filtered set, for the counts of other modules (alarms). */
  matches: GatewayMatch;
  /** True when the filter narrows the gateways (otherwise other modules count the whole scope). */
  narrowed: boolean;
}

/** What the dashboard reads of gateways and archives (visual-side 2.4, 3.6), through this module only. */
export interface GatewayOverview {
  deviceNum: number;
  hardwareNum: number;
  onlineNum: number;
  offlineNum: number;
  variableNum: number;
  deviceNumByArea: { area: string | null; num: number }[];
  devices: DeviceMarker[];
}

const EVERY_LEVEL: RegionLevel[] = ['province', 'city', 'county'];

export function createDeviceOverview(
  ctx: Ctx,
  {
    devices,
    archives,
    areaLevels = () => EVERY_LEVEL,
  }: {
    devices: DeviceService;
    archives: ArchiveService;
    /** The geo module: the levels a place name stands for, so the area filter reads only those columns. */
    areaLevels?: (name: string) => RegionLevel[];
  },
) {
  const repo = createDeviceOverviewRepo(ctx.db.kysely);

  /** The filter with its archive checked: another company's archive answers as a missing one. */
  async function resolve(auth: AuthContext, filter: DashboardMarkerFilter): Promise<OverviewFilter> {
    if (filter.deviceMouldId !== undefined) await archives.archiveInScope(auth, filter.deviceMouldId);
    return {
      archiveId: filter.deviceMouldId,
      nameplate: filter.nameplate,
      isonline: filter.isonline,
      area: filter.area ? { name: filter.area, levels: areaLevels(filter.area) } : undefined,
    };
  }

  /** The filter resolved once, for the counts of this module and of others (alarms). */
  async function select(auth: AuthContext, filter: DashboardFilter): Promise<GatewaySelection> {
    const resolved = await resolve(auth, filter);
    return {
      filter,
      resolved,
      matches: repo.matching(auth.scope, resolved),
      narrowed: Object.values(resolved).some((v) => v !== undefined && v !== ''),
    };
  }

  /** Counts by aggregate queries, and one page of markers; the counts cover every gateway, not the page. */
  async function overview(auth: AuthContext, { filter, resolved }: GatewaySelection): Promise<GatewayOverview> {
    const gatewayIds = repo.gateways(auth.scope, resolved);
    const [tally, deviceNum, rows] = await Promise.all([
      repo.tally(gatewayIds),
      archives.countWhere(auth, repo.archiveFilter(auth.scope, resolved)),
      repo.markers(gatewayIds, filter),
    ]);
    const mediaOfDevice = await devices.mediaOf(rows.map((r) => r.id));
    const deviceNumByArea = [...tally.byArea]
      .map(([area, num]) => ({ area, num }))
      .sort((a, b) => b.num - a.num || (a.area ?? '').localeCompare(b.area ?? ''));
    return {
      deviceNum,
      hardwareNum: tally.total,
      onlineNum: tally.online,
      offlineNum: tally.total - tally.online,
      variableNum: tally.variables,
      deviceNumByArea,
      devices: rows.map((m) => ({ ...m, isonline: m.isonline === 1 ? 1 : 0, ...mediaOfDevice(m.id) })),
    };
  }

  /** The filter's gateways as an id subquery (the dashboard map's markers read their rows through it). */
  async function gatewayIds(auth: AuthContext, filter: DashboardMarkerFilter) {
    return repo.gateways(auth.scope, await resolve(auth, filter));
  }

  return { select, overview, gatewayIds };
}
export type DeviceOverview = ReturnType<typeof createDeviceOverview>;
