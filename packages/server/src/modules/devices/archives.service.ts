import {
  UserType,
  type ArchiveCreate,
  type ArchiveDetail,
  type ArchiveRecord,
  type ArchiveUpdate,
  type DevicesListThreeQuery,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, forbidden, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext } from '../access/access.service.js';
import type { ShareService } from '../shares/shares.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import type { VariableService } from '../variables/variables.service.js';
import { createArchiveRepo, type ArchiveCondition, type ArchiveRow, type ArchiveVisibility } from './archives.repo.js';
import type { DeviceService } from './devices.service.js';

interface Deps {
  tenancy: TenancyService;
  devices: DeviceService;
  variables: VariableService;
  shares: ShareService;
}

/** Who may share an archive besides its creator. */
const SHARE_PERMISSION = 'deviceInfo:update';

type MouldItems = ArchiveCreate['mouldItems'];

export function createArchiveService(ctx: Ctx, { tenancy, devices, variables, shares }: Deps) {
  const repo = createArchiveRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;

  /** Administrators see every archive of their scope; a user those it created and those shared with it. */
  const visibility = ({ scope, user }: AuthContext): ArchiveVisibility =>
    user.userType === UserType.user
      ? { scope, user: { id: user.id, sharedIds: shares.thingIdsReaching('archive', user) } }
      : { scope };

  const mayShare = (auth: AuthContext, row: ArchiveRow) =>
    row.createdBy === auth.user.id || auth.permissions.has(SHARE_PERMISSION);

  const present = (auth: AuthContext, row: ArchiveRow): ArchiveRecord => ({
    id: row.id,
    name: row.name,
    nameplate: row.nameplate,
    fixedAssetsNo: row.fixedAssetsNo,
    description: row.description,
    companyId: row.companyId,
    companyName: row.companyName,
    deviceId: row.deviceId,
    device:
      row.deviceId === null
        ? null
        : { id: row.deviceId, name: row.deviceName ?? '', identity: row.deviceIdentity ?? '' },
    createTime: formatTime(row.createdAt, timeZone),
    createdBy: row.createdBy,
    canShare: mayShare(auth, row),
    devType_: 2,
  });

  async function archiveInScope(auth: AuthContext, id: number): Promise<ArchiveRow> {
    const row = await repo.record(visibility(auth), id);
    if (!row) throw notFound('archive');
    return row;
  }

  /** The linked device must be the archive's company's, and each item's variable that device's. */
  async function checkLinks(auth: AuthContext, companyId: number, deviceId: number | null, items?: MouldItems) {
    if (deviceId !== null) {
      const device = await devices.deviceInScope(auth.scope, deviceId);
      if (device.companyId !== companyId)
        throw badRequest(
          fieldText('deviceId', { zh: '不是档案所属公司的设备', en: "not a device of the archive's company" }),
        );
    }
    for (const [i, item] of (items ?? []).entries()) {
      if (item.variableId === null) continue;
      const variable = await variables.variableInScope(auth.scope, item.variableId);
      if (variable.deviceId !== deviceId)
        throw badRequest(
          fieldText(`mouldItems.${i}.variableId`, {
            zh: '不是所关联设备的变量',
            en: 'not a variable of the linked device',
          }),
        );
    }
  }

  async function list(auth: AuthContext, query: DevicesListThreeQuery): Promise<ArchiveRecord[]> {
    return (await repo.list(visibility(auth), query, query)).map((row) => present(auth, row));
  }

  async function get(auth: AuthContext, id: number): Promise<ArchiveDetail> {
    const row = await archiveInScope(auth, id);
    const items = await repo.mouldItems(row.id);
    return { ...present(auth, row), mouldItems: items.map((item) => ({ ...item, varId: item.variableId })) };
  }

  async function create(auth: AuthContext, input: ArchiveCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    await tenancy.companyInScope(auth.scope, companyId);
    await checkLinks(auth, companyId, input.deviceId, input.mouldItems);
    const { mouldItems, ...archive } = input;
    const id = await repo.insert({ ...archive, companyId, createdAt: ctx.now(), createdBy: auth.user.id }, mouldItems);
    return { id };
  }

  async function update(auth: AuthContext, input: ArchiveUpdate): Promise<void> {
    const row = await archiveInScope(auth, input.id);
    const deviceId = input.deviceId === undefined ? row.deviceId : input.deviceId;
    // Without new items, the kept ones must still belong to a changed device.
    const items = input.mouldItems ?? (input.deviceId === undefined ? undefined : await repo.mouldItems(row.id));
    await checkLinks(auth, row.companyId, deviceId, items);
    const { id, mouldItems, ...patch } = input;
    await repo.update(id, patch, mouldItems);
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    await repo.remove((await archiveInScope(auth, id)).id);
    await shares.forget('archive', id);
  }

  /** An archive the caller sees and may share: its creator, or a holder of the update permission. */
  async function shareable(auth: AuthContext, id: number): Promise<{ id: number; companyId: number }> {
    const row = await archiveInScope(auth, id);
    if (!mayShare(auth, row))
      throw forbidden(
        fieldText('thingId', {
          zh: `需要 ${SHARE_PERMISSION} 权限或为档案创建人`,
          en: `needs ${SHARE_PERMISSION} or to be the archive's creator`,
        }),
      );
    return { id: row.id, companyId: row.companyId };
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    shareable,
    archiveInScope,
    /** How many of these archives the caller sees (the dashboard's deviceNum). */
    countWhere: (auth: AuthContext, condition: ArchiveCondition) => repo.countWhere(visibility(auth), condition),
  };
}
export type ArchiveService = ReturnType<typeof createArchiveService>;
