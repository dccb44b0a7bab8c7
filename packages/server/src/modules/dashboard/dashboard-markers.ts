import {
  DASHBOARD_MARKER_LIMIT,
  DashboardMarkerFilter,
  type DashboardMarkers,
  type DashboardMarkerFilter as MarkerFilter,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import type { AuthContext } from '../access/access.service.js';
import type { DeviceOverview } from '../devices/device-overview.js';
import type { GatewayIds } from '../devices/device-overview.repo.js';

/**
 * The dashboard map's markers (visual-side 2.4, 4.2): every placed gateway of the dashboard's filter in
 * one compact answer, for a map that draws them all instead of the overview's page of them.
 */
export function createDashboardMarkers(ctx: Ctx, { deviceOverview }: { deviceOverview: DeviceOverview }) {
  const { kysely } = ctx.db;

  /** The lowest camera id of each gateway, bound directly or through one of its archives. */
  async function firstCameras(ids: GatewayIds): Promise<Map<number, number>> {
    const [direct, viaArchive] = await Promise.all([
      kysely
        .selectFrom('cameras')
        .select((eb) => ['cameras.deviceId', eb.fn.min<number>('cameras.id').as('cameraId')])
        .where('cameras.deviceId', 'in', ids)
        .groupBy('cameras.deviceId')
        .execute(),
      kysely
        .selectFrom('cameras')
        .innerJoin('deviceArchives', 'deviceArchives.id', 'cameras.archiveId')
        .select((eb) => ['deviceArchives.deviceId', eb.fn.min<number>('cameras.id').as('cameraId')])
        .where('deviceArchives.deviceId', 'in', ids)
        .groupBy('deviceArchives.deviceId')
        .execute(),
    ]);
    const first = new Map<number, number>();
    for (const { deviceId, cameraId } of [...direct, ...viaArchive]) {
      if (deviceId === null) continue;
      const id = Number(cameraId);
      first.set(deviceId, Math.min(id, first.get(deviceId) ?? id));
    }
    return first;
  }

  async function markers(auth: AuthContext, filter: MarkerFilter): Promise<DashboardMarkers> {
    const ids = await deviceOverview.gatewayIds(auth, filter);
    const [counts, rows, cameras] = await Promise.all([
      ids
        .clearSelect()
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn
            .sum<number | string | null>(sql`case when devices.lat is null or devices.lng is null then 1 else 0 end`)
            .as('unplaced'),
        ])
        .executeTakeFirstOrThrow(),
      ids
        .clearSelect()
        .select(['devices.id', 'devices.identity', 'devices.name', 'devices.lat', 'devices.lng'])
        .select(['devices.isonline', 'devices.configFlowId'])
        .where('devices.lat', 'is not', null)
        .where('devices.lng', 'is not', null)
        .orderBy('devices.id')
        .limit(DASHBOARD_MARKER_LIMIT)
        .execute(),
      firstCameras(ids),
    ]);
    return {
      total: Number(counts.total),
      unplaced: Number(counts.unplaced ?? 0),
      id: rows.map((r) => r.id),
      identity: rows.map((r) => r.identity),
      name: rows.map((r) => r.name),
      lat: rows.map((r) => r.lat!),
      lng: rows.map((r) => r.lng!),
      isonline: rows.map((r) => (r.isonline === 1 ? 1 : 0)),
      configFlowId: rows.map((r) => r.configFlowId),
      cameraId: rows.map((r) => cameras.get(r.id) ?? null),
    };
  }

  return { markers };
}
export type DashboardMarkerService = ReturnType<typeof createDashboardMarkers>;

/** `POST /monitor/visual/markers`: the visual monitoring page's permission, the caller's companies only. */
export function registerDashboardMarkerRoutes(app: FastifyInstance): void {
  const { dashboardMarkers } = app.services;
  app.post('/monitor/visual/markers', { config: { permission: 'dashboard:read' } }, async (request) =>
    ok(await dashboardMarkers.markers(caller(request), parse(DashboardMarkerFilter, request.body))),
  );
}
