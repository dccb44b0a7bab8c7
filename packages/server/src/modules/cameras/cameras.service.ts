import {
  LIST_LIMIT,
  type CameraCreate,
  type CameraListQuery,
  type CameraRecord,
  type CameraType,
  type CameraUpdate,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { SecretBox } from '../../storage/secret-box.js';
import type { AuthContext } from '../access/access.service.js';
import type { ArchiveService } from '../devices/archives.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { checkCameraFields, withoutCredentials } from './camera-rules.js';
import { createCameraRepo, type CameraRow } from './cameras.repo.js';

export interface CameraDeps {
  tenancy: Pick<TenancyService, 'companyInScope'>;
  devices: Pick<DeviceService, 'deviceInScope'>;
  archives: Pick<ArchiveService, 'get'>;
  secrets: SecretBox;
  /** Called when a camera's relay is no longer wanted (deleted, or its source changed). */
  onRelayDropped: (cameraId: number) => void;
}

/** The camera registry of a company: cloud cameras and local videos, bound to devices and archives. */
export function createCameraService(ctx: Ctx, deps: CameraDeps) {
  const repo = createCameraRepo(ctx.db.kysely);
  const { media } = ctx.config;
  const rules = { streamOrigins: media.streamOrigins, mediaServer: media.mediaServer !== null };

  const present = (row: CameraRow): CameraRecord => ({
    ...row,
    type: row.type as CameraType,
    createTime: formatTime(row.createdAt, ctx.config.timeZone),
  });

  async function cameraInScope(auth: AuthContext, id: number) {
    const row = await repo.find(id);
    if (!row || (!auth.scope.all && !auth.scope.companyIds.includes(row.companyId))) throw notFound('camera');
    return row;
  }

  /** The device and the archive must be the camera's company's (and visible to the caller). */
  async function checkBindings(
    auth: AuthContext,
    companyId: number,
    deviceId: number | null,
    archiveId: number | null,
  ) {
    const elsewhere = { zh: '不属于摄像头所在公司', en: "not of the camera's company" };
    if (deviceId !== null) {
      const device = await deps.devices.deviceInScope(auth.scope, deviceId);
      if (device.companyId !== companyId) throw badRequest(fieldText('deviceId', elsewhere));
    }
    if (archiveId !== null) {
      const archive = await deps.archives.get(auth, archiveId);
      if (archive.companyId !== companyId) throw badRequest(fieldText('archiveId', elsewhere));
    }
  }

  async function page(auth: AuthContext, query: CameraListQuery) {
    const filter = {
      type: query.param.type ?? query.type,
      companyId: query.param.companyId ?? query.companyId,
      deviceId: query.param.deviceId ?? query.deviceId,
      channelName: query.param.channelName ?? query.channelName,
    };
    if (filter.companyId !== undefined) await deps.tenancy.companyInScope(auth.scope, filter.companyId);
    const { rows, total } = await repo.page(auth.scope, filter, query);
    return { records: rows.map(present), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function list(auth: AuthContext): Promise<CameraRecord[]> {
    return (await repo.list(auth.scope, LIST_LIMIT)).map(present);
  }

  async function get(auth: AuthContext, id: number): Promise<CameraRecord> {
    const row = await repo.record(auth.scope, id);
    if (!row) throw notFound('camera');
    return present(row);
  }

  async function create(auth: AuthContext, input: CameraCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    await deps.tenancy.companyInScope(auth.scope, companyId);
    checkCameraFields(input, rules);
    await checkBindings(auth, companyId, input.deviceId, input.archiveId);
    const now = ctx.now();
    const id = await repo.insert({
      companyId,
      channelName: input.channelName,
      type: input.type,
      deviceSerial: input.deviceSerial,
      channelNo: input.channelNo,
      streamUrl: input.type === 0 ? '' : input.streamUrl,
      rtspUrlEnc: input.type === 1 && input.rtspUrl ? deps.secrets.seal(input.rtspUrl) : null,
      rtspSource: input.type === 1 ? withoutCredentials(input.rtspUrl) : '',
      deviceId: input.deviceId,
      archiveId: input.archiveId,
      remark: input.remark,
      createdAt: now,
      updatedAt: now,
    });
    return { id };
  }

  async function update(auth: AuthContext, input: CameraUpdate): Promise<void> {
    const row = await cameraInScope(auth, input.id);
    const storedRtsp = row.rtspUrlEnc ? deps.secrets.open(row.rtspUrlEnc) : '';
    const next = {
      type: input.type ?? (row.type as CameraType),
      deviceSerial: input.deviceSerial ?? row.deviceSerial,
      streamUrl: input.streamUrl ?? row.streamUrl,
      rtspUrl: input.rtspUrl ?? storedRtsp,
    };
    if (next.type === 0) Object.assign(next, { streamUrl: '', rtspUrl: '' });
    else if (input.streamUrl) next.rtspUrl = '';
    else if (input.rtspUrl) next.streamUrl = '';
    checkCameraFields(next, rules);
    const deviceId = input.deviceId === undefined ? row.deviceId : input.deviceId;
    const archiveId = input.archiveId === undefined ? row.archiveId : input.archiveId;
    await checkBindings(auth, row.companyId, deviceId, archiveId);
    await repo.update(row.id, {
      channelName: input.channelName,
      type: next.type,
      deviceSerial: next.deviceSerial,
      channelNo: input.channelNo,
      streamUrl: next.streamUrl,
      rtspUrlEnc: next.rtspUrl ? deps.secrets.seal(next.rtspUrl) : null,
      rtspSource: withoutCredentials(next.rtspUrl),
      deviceId,
      archiveId,
      remark: input.remark,
      updatedAt: ctx.now(),
    });
    if (storedRtsp && storedRtsp !== next.rtspUrl) deps.onRelayDropped(row.id);
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const row = await cameraInScope(auth, id);
    await repo.remove(row.id);
    if (row.rtspUrlEnc) deps.onRelayDropped(row.id);
  }

  /** The first camera bound to each device (directly or through an archive): the map marker's cameraId. */
  const cameraIdsOfDevices = (deviceIds: readonly number[]) => repo.firstOfDevices(deviceIds);

  return { cameraInScope, page, list, get, create, update, remove, cameraIdsOfDevices };
}
export type CameraService = ReturnType<typeof createCameraService>;
