import { PlanStatus } from '@iot/contract';
import type { Insertable, Kysely, SelectQueryBuilder, Selectable, Updateable } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import type { Database, MaintenancePlanTable } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export type PlanRow = Selectable<MaintenancePlanTable>;

/** Administrators see every plan of their scope; a user those it created and those shared with (assigned to) it. */
export interface PlanVisibility {
  scope: Scope;
  user?: { id: number; sharedIds: SelectQueryBuilder<Database, 'shares', { thingId: number }> };
}

export interface PlanListFilter {
  name?: string;
  type?: number;
  status?: number;
  deviceId?: number;
  archiveId?: number;
}

export function createPlanRepo(kysely: Kysely<Database>) {
  /** Plans with their company's and target's names. */
  function plans({ scope, user }: PlanVisibility) {
    const q = kysely
      .selectFrom('maintenancePlans as p')
      .innerJoin('companies as c', 'c.id', 'p.companyId')
      .leftJoin('devices as d', 'd.id', 'p.deviceId')
      .leftJoin('deviceArchives as a', 'a.id', 'p.archiveId')
      .selectAll('p')
      .select([
        'c.name as companyName',
        'c.timeZone as companyTimeZone',
        'd.name as deviceName',
        'a.name as archiveName',
        'a.deviceId as archiveDeviceId',
      ])
      .$if(!scope.all, (qb) => qb.where('p.companyId', 'in', scopeCompanyIds(scope)));
    if (!user) return q;
    return q.where((eb) => eb.or([eb('p.createdBy', '=', user.id), eb('p.id', 'in', user.sharedIds)]));
  }
  function page(visibility: PlanVisibility, filter: PlanListFilter, window: { pageNum: number; pageSize: number }) {
    let q = plans(visibility);
    if (filter.name) q = q.where(containsText('p.name', filter.name));
    if (filter.type !== undefined) q = q.where('p.type', '=', filter.type);
    if (filter.status !== undefined) q = q.where('p.status', '=', filter.status);
    if (filter.deviceId !== undefined) {
      const deviceId = filter.deviceId;
      q = q.where((eb) => eb.or([eb('p.deviceId', '=', deviceId), eb('a.deviceId', '=', deviceId)]));
    }
    if (filter.archiveId !== undefined) q = q.where('p.archiveId', '=', filter.archiveId);
    return fetchPage(q.orderBy('p.id', 'desc'), window);
  }

  const find = (visibility: PlanVisibility, id: number) => plans(visibility).where('p.id', '=', id).executeTakeFirst();

  /** Every enabled plan with a schedule or an end, for the scheduler. */
  const scheduled = () =>
    plans({ scope: { all: true } })
      .where('p.status', '=', PlanStatus.enabled)
      .where((eb) => eb.or([eb('p.schedule', 'is not', null), eb('p.endAt', 'is not', null)]))
      .orderBy('p.id')
      .execute();

  /** A plan by id alone, for the scheduler and triggers (no caller). */
  const byId = (id: number) =>
    plans({ scope: { all: true } })
      .where('p.id', '=', id)
      .executeTakeFirst();

  async function insert(values: Insertable<MaintenancePlanTable>): Promise<number> {
    const row = await kysely.insertInto('maintenancePlans').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async function update(id: number, values: Updateable<MaintenancePlanTable>): Promise<void> {
    await kysely.updateTable('maintenancePlans').set(values).where('id', '=', id).execute();
  }

  /** Sets the status only from the one it was read at: two servers expiring a plan do it once. */
  async function setStatus(id: number, from: number, to: number, values: Updateable<MaintenancePlanTable> = {}) {
    const result = await kysely
      .updateTable('maintenancePlans')
      .set({ ...values, status: to })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('maintenancePlans').where('id', '=', id).execute();
  }

  /** Plan counts of a scope (the dashboard's plan list and health score). */
  const count = (visibility: PlanVisibility, target: { deviceId?: number; archiveId?: number }) => {
    let q = plans(visibility).clearSelect();
    if (target.deviceId !== undefined) {
      const deviceId = target.deviceId;
      q = q.where((eb) => eb.or([eb('p.deviceId', '=', deviceId), eb('a.deviceId', '=', deviceId)]));
    }
    if (target.archiveId !== undefined) q = q.where('p.archiveId', '=', target.archiveId);
    return q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  };

  /** The ids of the plans a user sees (created, or shared with it): a subquery for its records. */
  const idsVisibleTo = (user: NonNullable<PlanVisibility['user']>) =>
    kysely
      .selectFrom('maintenancePlans')
      .select('id')
      .where((eb) => eb.or([eb('createdBy', '=', user.id), eb('id', 'in', user.sharedIds)]));

  return { idsVisibleTo, page, find, scheduled, byId, insert, update, setStatus, remove, count, plans };
}
export type PlanRepo = ReturnType<typeof createPlanRepo>;
export type ListedPlanRow = NonNullable<Awaited<ReturnType<PlanRepo['find']>>>;
