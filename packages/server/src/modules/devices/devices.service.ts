import type {
  BindConfigFlowQuery,
  DeviceCreate,
  DeviceDetail,
  DeviceListQuery,
  DeviceMarker,
  DevicePageQuery,
  DeviceRecord,
  DeviceTransfer,
  DeviceUpdate,
  ExpirationPageQuery,
  ExpirationUpdate,
} from '@iot/contract';
import type { Updateable } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Device, DeviceTable } from '../../db/schema.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { inScope, type AuthContext, type Scope } from '../access/access.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import type { UserService } from '../users/users.service.js';
import { assertHolds } from '../access/permissions.js';
import { buildAddressTree, expiresAt, toDeviceRecord, toExpirationRecord } from './devices.presenters.js';
import type { Window } from '../../db/paging.js';
import { createDeviceRepo } from './devices.repo.js';
import { hashSecret, newSecret, secretMatches } from './device-secret.js';
import { toEpochMs } from './zoned-time.js';
import { createChangeFeed } from '../../cluster/change-feed.js';

export interface Address {
  province: string | null;
  city: string | null;
  county: string | null;
  address: string | null;
}

interface Deps {
  tenancy: TenancyService;
  users: UserService;
  /** The geo module's reverse geocoding, when the platform has it. */
  reverseGeocode?: (lat: number, lng: number) => Address | undefined | Promise<Address | undefined>;
  /** The configflows module's check that a flow is in the scope (404 otherwise). */
  configFlowInScope: (scope: Scope, id: number) => Promise<unknown>;
  /** The geo module: whether a province (a municipality, a SAR) has no city level. */
  skipsCityLevel?: (province: string) => boolean;
  /** The cameras and files modules: each device's first camera and its picture's address. */
  media?: {
    cameraIds: (deviceIds: readonly number[]) => Promise<Map<number, number>>;
    pictureUrls: (deviceIds: readonly number[]) => Promise<Map<number, string>>;
  };
}

const ADDRESS_FIELDS = ['province', 'city', 'county', 'address'] as const;

type DeviceListener = (identity: string) => void;

export function createDeviceService(
  ctx: Ctx,
  { tenancy, users, reverseGeocode, configFlowInScope, media, skipsCityLevel = () => false }: Deps,
) {
  const repo = createDeviceRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;
  const present = (row: Parameters<typeof toDeviceRecord>[0]) => toDeviceRecord(row, timeZone);
  const toMs = (t: number | string | null | undefined) => (t === null || t === undefined ? t : toEpochMs(t, timeZone));
  const changes = createChangeFeed<string>();
  /** Tells the listeners (the ingest pipeline's device cache), here and in the other processes, that these gateways changed. */
  const changed = (...identities: string[]) => {
    for (const identity of identities) void changes.emit(identity);
  };

  /** The device if the scope sees it; another company's answers like a missing one. */
  async function deviceInScope(scope: Scope, id: number): Promise<Device> {
    const device = await repo.getById(id);
    if (!device || !inScope(scope, device.companyId)) throw notFound('device');
    return device;
  }

  async function assertIdentityFree(identity: string, exceptId?: number): Promise<void> {
    const holder = await repo.findByIdentity(identity);
    if (holder && holder.id !== exceptId)
      throw badRequest(fieldText('identity', { zh: '已被占用', en: 'already taken' }));
  }

  async function assertOwner(auth: AuthContext, ownerId: number, companyId: number): Promise<void> {
    const owner = await users.getById(ownerId);
    if (!owner || !inScope(auth.scope, owner.companyId)) throw notFound('user');
    if (owner.companyId !== companyId)
      throw badRequest(
        fieldText('ownerId', { zh: '不是设备所属公司的用户', en: "not a user of the device's company" }),
      );
  }

  /** Fills the address from the position unless the caller gave one. */
  async function addressFor(input: Partial<Address> & { lat?: number | null; lng?: number | null }) {
    const given = ADDRESS_FIELDS.some((f) => input[f] !== undefined);
    if (given || input.lat == null || input.lng == null || !reverseGeocode) {
      return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, input[f]])) as Partial<Address>;
    }
    const found = await reverseGeocode(input.lat, input.lng);
    return {
      province: found?.province ?? null,
      city: found?.city ?? null,
      county: found?.county ?? null,
      address: found?.address ?? null,
    };
  }

  async function create(auth: AuthContext, input: DeviceCreate): Promise<{ id: number; secret: string }> {
    const companyId = input.companyId ?? auth.user.companyId;
    await tenancy.companyInScope(auth.scope, companyId);
    if (input.enableDays !== null || input.packageTime !== null) {
      assertHolds(auth, 'deviceExpiration:update', 'enableDays');
    }
    const ownerId = input.ownerId ?? (companyId === auth.user.companyId ? auth.user.id : null);
    if (ownerId !== null) await assertOwner(auth, ownerId, companyId);
    await assertIdentityFree(input.identity);
    const secret = newSecret();
    const now = ctx.now();
    const packageTime = toMs(input.packageTime) ?? null;
    const address = await addressFor(input);
    const id = await repo.insert({
      companyId,
      ownerId,
      name: input.name,
      identity: input.identity,
      modelName: input.modelName,
      isonline: 0,
      networkWay: input.networkWay,
      scanCycle: input.scanCycle,
      enabled: input.enabled,
      enableDays: input.enableDays,
      iccid: input.iccid,
      leftFlow: input.leftFlow,
      packageTime,
      expiresAt: expiresAt(input.enableDays, packageTime, now),
      logicEnable: input.logicEnable,
      autoRegister: input.autoRegister,
      lat: input.lat,
      lng: input.lng,
      description: input.desc,
      configFlowId: null,
      configFlowUrl: null,
      province: address.province ?? null,
      city: address.city ?? null,
      county: address.county ?? null,
      address: address.address ?? null,
      secretHash: hashSecret(secret),
      lastSeenAt: null,
      createdAt: now,
    });
    return { id, secret };
  }

  async function update(auth: AuthContext, input: DeviceUpdate): Promise<void> {
    const device = await deviceInScope(auth.scope, input.id);
    if (input.identity !== undefined) await assertIdentityFree(input.identity, device.id);
    if (input.ownerId != null) await assertOwner(auth, input.ownerId, device.companyId);
    const expiry = input.enableDays !== undefined || input.packageTime !== undefined;
    if (expiry) assertHolds(auth, 'deviceExpiration:update', 'enableDays');
    const moved = input.lat !== undefined || input.lng !== undefined;
    const address = moved
      ? await addressFor({ ...input, lat: input.lat ?? device.lat, lng: input.lng ?? device.lng })
      : await addressFor({ ...input, lat: null, lng: null });
    const { id: _id, desc, packageTime: _packageTime, ...fields } = input;
    const patch: Updateable<DeviceTable> = { ...fields, ...address, description: desc };
    if (expiry) Object.assign(patch, expiryPatch(device, input));
    await repo.update(device.id, patch);
    changed(device.identity, ...(input.identity ? [input.identity] : []));
  }

  function expiryPatch(device: Device, input: Partial<Pick<ExpirationUpdate, 'enableDays' | 'packageTime'>>) {
    const enableDays = input.enableDays === undefined ? device.enableDays : input.enableDays;
    const packageTime = input.packageTime === undefined ? device.packageTime : (toMs(input.packageTime) ?? null);
    return { enableDays, packageTime, expiresAt: expiresAt(enableDays, packageTime, device.createdAt) };
  }

  /** Cameras and pictures of these devices (none when the platform runs without those modules). */
  async function mediaOf(deviceIds: number[]) {
    const [cameraIds, pictureUrls] = media
      ? await Promise.all([media.cameraIds(deviceIds), media.pictureUrls(deviceIds)])
      : [new Map<number, number>(), new Map<number, string>()];
    return (id: number) => ({ cameraId: cameraIds.get(id) ?? null, pictureUrl: pictureUrls.get(id) ?? null });
  }

  async function get(auth: AuthContext, id: number): Promise<DeviceDetail> {
    const row = await repo.record(auth.scope, id);
    if (!row) throw notFound('device');
    return { ...present(row), ...(await mediaOf([row.id]))(row.id) };
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const device = await deviceInScope(auth.scope, id);
    await repo.remove(device.id);
    changed(device.identity);
  }

  async function regenerateSecret(auth: AuthContext, id: number): Promise<{ secret: string }> {
    const device = await deviceInScope(auth.scope, id);
    const secret = newSecret();
    await repo.update(device.id, { secretHash: hashSecret(secret) });
    return { secret };
  }

  /** For MQTT and HTTP device authentication; the caller decides what a disabled device may do. */
  async function verifySecret(identity: string, secret: string): Promise<Device | undefined> {
    const device = await repo.findByIdentity(identity);
    // An unknown identity costs the same comparison, so timing does not tell which identities exist.
    const matches = secretMatches(device?.secretHash ?? hashSecret(''), secret);
    return device && matches ? device : undefined;
  }

  async function assertFilterCompany(auth: AuthContext, companyId: number | undefined) {
    if (companyId !== undefined) await tenancy.companyInScope(auth.scope, companyId);
  }

  async function page(auth: AuthContext, query: DevicePageQuery) {
    await assertFilterCompany(auth, query.param.companyId);
    const { records, total } = await repo.page(auth.scope, query);
    return {
      deviceList: { records: records.map(present), total, pageNum: query.pageNum, pageSize: query.pageSize },
    };
  }

  async function list(auth: AuthContext, query: DeviceListQuery): Promise<DeviceRecord[]> {
    await assertFilterCompany(auth, query.companyId);
    return (await repo.list(auth.scope, query, query)).map(present);
  }

  async function markers(auth: AuthContext, window: Window): Promise<DeviceMarker[]> {
    const rows = await repo.markers(auth.scope, window);
    const mediaOfDevice = await mediaOf(rows.map((m) => m.id));
    return rows.map((m) => ({
      ...m,
      isonline: m.isonline === 1 ? (1 as const) : (0 as const),
      ...mediaOfDevice(m.id),
    }));
  }

  async function addressTree(auth: AuthContext, window: Window) {
    return buildAddressTree(await repo.addressRows(auth.scope, window), skipsCityLevel);
  }

  async function bindConfigFlow(auth: AuthContext, id: number, query: BindConfigFlowQuery) {
    const device = await deviceInScope(auth.scope, id);
    if (query.configFlowId !== undefined) await configFlowInScope(auth.scope, query.configFlowId);
    await repo.update(device.id, { configFlowId: query.configFlowId ?? null, configFlowUrl: query.url ?? null });
  }

  async function transfer(auth: AuthContext, input: DeviceTransfer): Promise<void> {
    const device = await deviceInScope(auth.scope, input.id);
    await tenancy.companyInScope(auth.scope, input.companyId);
    if (device.companyId !== input.companyId) await repo.transfer(device.id, input.companyId);
  }

  async function expirationPage(auth: AuthContext, query: ExpirationPageQuery) {
    const now = ctx.now();
    const { records, total } = await repo.expirationPage(auth.scope, query, now);
    return {
      records: records.map((r) => toExpirationRecord(r, now, timeZone)),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  async function updateExpiration(auth: AuthContext, input: ExpirationUpdate): Promise<void> {
    const device = await deviceInScope(auth.scope, input.id);
    await repo.update(device.id, expiryPatch(device, input));
  }

  return {
    deviceInScope,
    mediaOf,
    changed,
    /** Calls `listener` with the identity of each gateway changed or deleted; answers the unsubscribe. */
    onChange: (listener: DeviceListener): (() => void) => changes.listen(listener),
    changes,
    getById: repo.getById,
    findByIdentity: repo.findByIdentity,
    verifySecret,
    create,
    update,
    get,
    remove,
    regenerateSecret,
    page,
    list,
    markers,
    addressTree,
    bindConfigFlow,
    transfer,
    expirationPage,
    updateExpiration,
  };
}
export type DeviceService = ReturnType<typeof createDeviceService>;
