import type { ArchiveCreate, ArchiveDetail, ArchiveRecord, ArchiveUpdate, DevicesListThreeQuery } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import type { AuthContext } from '../access/access.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import type { VariableService } from '../variables/variables.service.js';
import { createArchiveRepo, type ArchiveRow } from './archives.repo.js';
import { assertHoldsAnyPage } from './devices.policy.js';
import type { DeviceService } from './devices.service.js';

interface Deps {
  tenancy: TenancyService;
  devices: DeviceService;
  variables: VariableService;
}

type MouldItems = ArchiveCreate['mouldItems'];

export function createArchiveService(ctx: Ctx, { tenancy, devices, variables }: Deps) {
  const repo = createArchiveRepo(ctx.db.kysely);
  const { timeZone } = ctx.config;

  const present = (row: ArchiveRow): ArchiveRecord => ({
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
    devType_: 2,
  });

  async function archiveInScope(auth: AuthContext, id: number): Promise<ArchiveRow> {
    const row = await repo.record(auth.scope, id);
    if (!row) throw notFound('archive');
    return row;
  }

  /** The linked device must be the archive's company's, and each item's variable that device's. */
  async function checkLinks(auth: AuthContext, companyId: number, deviceId: number | null, items?: MouldItems) {
    if (deviceId !== null) {
      const device = await devices.deviceInScope(auth.scope, deviceId);
      if (device.companyId !== companyId) throw badRequest("deviceId: not a device of the archive's company");
    }
    for (const [i, item] of (items ?? []).entries()) {
      if (item.variableId === null) continue;
      const variable = await variables.variableInScope(auth.scope, item.variableId);
      if (variable.deviceId !== deviceId)
        throw badRequest(`mouldItems.${i}.variableId: not a variable of the linked device`);
    }
  }

  async function list(auth: AuthContext, query: DevicesListThreeQuery): Promise<ArchiveRecord[]> {
    assertHoldsAnyPage(auth);
    return (await repo.list(auth.scope, query, query)).map(present);
  }

  async function get(auth: AuthContext, id: number): Promise<ArchiveDetail> {
    assertHoldsAnyPage(auth);
    const row = await archiveInScope(auth, id);
    const items = await repo.mouldItems(row.id);
    return { ...present(row), mouldItems: items.map((item) => ({ ...item, varId: item.variableId })) };
  }

  async function create(auth: AuthContext, input: ArchiveCreate): Promise<{ id: number }> {
    const companyId = input.companyId ?? auth.user.companyId;
    await tenancy.companyInScope(auth.scope, companyId);
    await checkLinks(auth, companyId, input.deviceId, input.mouldItems);
    const { mouldItems, ...archive } = input;
    const id = await repo.insert({ ...archive, companyId, createdAt: ctx.now() }, mouldItems);
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
  }

  return { list, get, create, update, remove };
}
export type ArchiveService = ReturnType<typeof createArchiveService>;
