import type { DeviceFilter, DevicePageQuery, ExpirationPageQuery } from '@iot/contract';
import { DAY_MS } from '@iot/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, Device, DeviceTable } from '../../db/schema.js';
import { limitOf, offsetOf, type Window } from '../../db/paging.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

const SORT_COLUMNS = {
  name: 'd.name',
  identity: 'd.identity',
  createTime: 'd.createdAt',
  isonline: 'd.isonline',
} as const;

export function createDeviceRepo(kysely: Kysely<Database>) {
  /** Devices as lists show them: with company, owner and variable count; never the secret hash. */
  function records(scope: Scope) {
    return kysely
      .selectFrom('devices as d')
      .innerJoin('companies as c', 'c.id', 'd.companyId')
      .leftJoin('users as u', 'u.id', 'd.ownerId')
      .select((eb) => [
        'd.id',
        'd.name',
        'd.identity',
        'd.modelName',
        'd.isonline',
        'd.networkWay',
        'd.scanCycle',
        'd.enabled',
        'd.enableDays',
        'd.iccid',
        'd.leftFlow',
        'd.packageTime',
        'd.expiresAt',
        'd.companyId',
        'c.name as companyName',
        'd.ownerId',
        'u.nickName as ownerName',
        'd.logicEnable',
        'd.autoRegister',
        'd.lat',
        'd.lng',
        'd.description',
        'd.configFlowId',
        'd.configFlowUrl',
        'd.province',
        'd.city',
        'd.county',
        'd.address',
        'd.lastSeenAt',
        'd.createdAt',
        eb
          .selectFrom('variables as v')
          .select((v) => v.fn.countAll<number>().as('n'))
          .whereRef('v.deviceId', '=', 'd.id')
          .as('variableNum'),
      ])
      .$if(!scope.all, (q) => q.where('d.companyId', 'in', scopeCompanyIds(scope)));
  }
  type RecordQuery = ReturnType<typeof records>;

  /**
   * The ids of the devices a scope sees that match a filter: lists page these first (devices alone), so
   * the joins and the variable count are paid for the rows of the page, not for every row skipped.
   */
  function matching(scope: Scope, filter: DeviceFilter) {
    let q = kysely
      .selectFrom('devices as d')
      .select('d.id')
      .$if(!scope.all, (s) => s.where('d.companyId', 'in', scopeCompanyIds(scope)));
    if (filter.name) q = q.where(containsText('d.name', filter.name));
    if (filter.identity) q = q.where(containsText('d.identity', filter.identity));
    if (filter.modelName) q = q.where(containsText('d.modelName', filter.modelName));
    if (filter.isonline !== undefined) q = q.where('d.isonline', '=', filter.isonline);
    if (filter.companyId) q = q.where('d.companyId', '=', filter.companyId);
    return q;
  }

  async function count(q: RecordQuery | ReturnType<typeof matching>): Promise<number> {
    const row = await q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function page(scope: Scope, query: DevicePageQuery) {
    const q = matching(scope, query.param);
    const fields = query.sortFields === undefined ? [] : [query.sortFields].flat();
    const direction = query.isAscendingOrder ? 'asc' : 'desc';
    // Without a sort field the newest come first; the id keeps pages stable.
    const order = [
      ...fields.map((field) => [SORT_COLUMNS[field], direction] as const),
      ['d.id', fields.length > 0 ? direction : 'desc'] as const,
    ];
    let ids = q;
    let rows = records(scope);
    for (const [column, dir] of order) {
      ids = ids.orderBy(column, dir);
      rows = rows.orderBy(column, dir);
    }
    const onPage = ids.limit(limitOf(query)).offset(offsetOf(query));
    const [found, total] = await Promise.all([rows.where('d.id', 'in', onPage).execute(), count(q)]);
    return { records: found, total };
  }

  function list(scope: Scope, filter: DeviceFilter, window: Window) {
    const onPage = matching(scope, filter).orderBy('d.id').limit(limitOf(window)).offset(offsetOf(window));
    return records(scope).where('d.id', 'in', onPage).orderBy('d.id').execute();
  }

  function record(scope: Scope, id: number) {
    return records(scope).where('d.id', '=', id).executeTakeFirst();
  }

  function markers(scope: Scope, window: Window) {
    return kysely
      .selectFrom('devices')
      .select(['id', 'identity', 'name', 'lat', 'lng', 'isonline', 'configFlowUrl', 'configFlowId'])
      .$if(!scope.all, (q) => q.where('companyId', 'in', scopeCompanyIds(scope)))
      .orderBy('id')
      .limit(limitOf(window))
      .offset(offsetOf(window))
      .execute();
  }

  function addressRows(scope: Scope, window: Window) {
    return kysely
      .selectFrom('devices')
      .select(['id', 'identity', 'name', 'lat', 'lng', 'isonline', 'province', 'city', 'county'])
      .$if(!scope.all, (q) => q.where('companyId', 'in', scopeCompanyIds(scope)))
      .orderBy('province')
      .orderBy('city')
      .orderBy('county')
      .orderBy('id')
      .limit(limitOf(window))
      .offset(offsetOf(window))
      .execute();
  }

  async function expirationPage(scope: Scope, query: ExpirationPageQuery, now: number) {
    const { param } = query;
    let q = records(scope);
    if (param.name) q = q.where(containsText('d.name', param.name));
    if (param.identity) q = q.where(containsText('d.identity', param.identity));
    if (param.status === 'expired') q = q.where('d.expiresAt', '<=', now);
    if (param.status === 'expiring') {
      q = q.where('d.expiresAt', '>', now).where('d.expiresAt', '<=', now + param.withinDays * DAY_MS);
    }
    if (param.status === 'valid')
      q = q.where((eb) => eb.or([eb('d.expiresAt', 'is', null), eb('d.expiresAt', '>', now)]));
    // Soonest expiry first; devices that never expire last (a null sorts differently per database).
    const [rows, total] = await Promise.all([
      q
        .orderBy((eb) => eb.case().when('d.expiresAt', 'is', null).then(1).else(0).end())
        .orderBy('d.expiresAt')
        .orderBy('d.id')
        .limit(limitOf(query))
        .offset(offsetOf(query))
        .execute(),
      count(q),
    ]);
    return { records: rows, total };
  }

  function getById(id: number): Promise<Device | undefined> {
    return kysely.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  function findByIdentity(identity: string): Promise<Device | undefined> {
    return kysely.selectFrom('devices').selectAll().where('identity', '=', identity).executeTakeFirst();
  }

  async function insert(device: Insertable<DeviceTable>): Promise<number> {
    const row = await kysely.insertInto('devices').values(device).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async function update(id: number, patch: Updateable<DeviceTable>): Promise<void> {
    if (Object.values(patch).every((v) => v === undefined)) return;
    await kysely.updateTable('devices').set(patch).where('id', '=', id).execute();
  }

  /** Variables, slave stations and ports go with it (foreign keys); archives keep their row, unlinked. */
  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('devices').where('id', '=', id).execute();
  }

  /** Another company's archives must not stay linked to a device that moved away. */
  async function transfer(id: number, companyId: number): Promise<void> {
    await kysely.transaction().execute(async (trx) => {
      await trx.updateTable('devices').set({ companyId, ownerId: null }).where('id', '=', id).execute();
      await trx
        .updateTable('deviceArchives')
        .set({ deviceId: null })
        .where('deviceId', '=', id)
        .where('companyId', '!=', companyId)
        .execute();
    });
  }

  return {
    page,
    list,
    record,
    markers,
    addressRows,
    expirationPage,
    getById,
    findByIdentity,
    insert,
    update,
    remove,
    transfer,
  };
}
export type DeviceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createDeviceRepo>['record']>>>;
