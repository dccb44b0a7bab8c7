import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CameraFilter } from '@iot/contract';
import type { CameraTable, Database } from '../../db/schema.js';
import { fetchPage } from '../../db/paging.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export function createCameraRepo(kysely: Kysely<Database>) {
  /** Cameras of a scope, with their company, device (and the device's region) and archive. */
  function records(scope: Scope) {
    return kysely
      .selectFrom('cameras as m')
      .innerJoin('companies as c', 'c.id', 'm.companyId')
      .leftJoin('devices as d', 'd.id', 'm.deviceId')
      .leftJoin('deviceArchives as a', 'a.id', 'm.archiveId')
      .select([
        'm.id',
        'm.channelName',
        'm.type',
        'm.deviceSerial',
        'm.channelNo',
        'm.streamUrl',
        'm.rtspSource',
        'm.companyId',
        'c.name as companyName',
        'm.deviceId',
        'd.name as deviceName',
        'd.identity as deviceIdentity',
        'd.province',
        'd.city',
        'd.county',
        'm.archiveId',
        'a.name as archiveName',
        'm.remark',
        'm.createdAt',
      ])
      .$if(!scope.all, (q) => q.where('m.companyId', 'in', scopeCompanyIds(scope)));
  }

  function filtered(scope: Scope, filter: CameraFilter) {
    return records(scope)
      .$if(filter.type !== undefined, (q) => q.where('m.type', '=', filter.type!))
      .$if(filter.companyId !== undefined, (q) => q.where('m.companyId', '=', filter.companyId!))
      .$if(filter.deviceId !== undefined, (q) => q.where('m.deviceId', '=', filter.deviceId!))
      .$if(Boolean(filter.channelName), (q) => q.where(containsText('m.channelName', filter.channelName!)));
  }

  function page(scope: Scope, filter: CameraFilter, paging: { pageNum: number; pageSize: number }) {
    return fetchPage(filtered(scope, filter).orderBy('m.id'), paging);
  }

  function list(scope: Scope, limit: number) {
    return records(scope).orderBy('m.id').limit(limit).execute();
  }

  function record(scope: Scope, id: number) {
    return records(scope).where('m.id', '=', id).executeTakeFirst();
  }

  /** The stored row, with the encrypted RTSP source: for the service only, never presented. */
  function find(id: number) {
    return kysely.selectFrom('cameras').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The first camera (lowest id) bound to each device, directly or through an archive of it. */
  async function firstOfDevices(deviceIds: readonly number[]): Promise<Map<number, number>> {
    if (deviceIds.length === 0) return new Map();
    const rows = await kysely
      .selectFrom('cameras as m')
      .leftJoin('deviceArchives as a', 'a.id', 'm.archiveId')
      .select(['m.id', 'm.deviceId', 'a.deviceId as archiveDeviceId'])
      .where((eb) => eb.or([eb('m.deviceId', 'in', deviceIds), eb('a.deviceId', 'in', deviceIds)]))
      .orderBy('m.id')
      .execute();
    const first = new Map<number, number>();
    for (const row of rows) {
      for (const deviceId of [row.deviceId, row.archiveDeviceId]) {
        if (deviceId !== null && deviceIds.includes(deviceId) && !first.has(deviceId)) first.set(deviceId, row.id);
      }
    }
    return first;
  }

  /** A cloud camera of a scope by its serial and channel (the `/avideo` frame names it so). */
  function bySerial(scope: Scope, deviceSerial: string, channelNo: number) {
    return records(scope)
      .where('m.deviceSerial', '=', deviceSerial)
      .where('m.channelNo', '=', channelNo)
      .orderBy('m.id')
      .executeTakeFirst();
  }

  async function insert(row: Insertable<CameraTable>): Promise<number> {
    return (await kysely.insertInto('cameras').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function update(id: number, patch: Updateable<CameraTable>): Promise<void> {
    await kysely.updateTable('cameras').set(patch).where('id', '=', id).execute();
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('cameras').where('id', '=', id).execute();
  }

  return { page, list, record, find, firstOfDevices, bySerial, insert, update, remove };
}
export type CameraRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createCameraRepo>['record']>>>;

export function createCameraAccountRepo(kysely: Kysely<Database>) {
  return {
    find: (companyId: number) =>
      kysely.selectFrom('cameraAccounts').selectAll().where('companyId', '=', companyId).executeTakeFirst(),
    async save(companyId: number, appKey: string, appSecretEnc: string, updatedAt: number): Promise<void> {
      await kysely
        .insertInto('cameraAccounts')
        .values({ companyId, appKey, appSecretEnc, updatedAt })
        .onConflict((oc) => oc.column('companyId').doUpdateSet({ appKey, appSecretEnc, updatedAt }))
        .execute();
    },
    async remove(companyId: number): Promise<void> {
      await kysely.deleteFrom('cameraAccounts').where('companyId', '=', companyId).execute();
    },
  };
}
