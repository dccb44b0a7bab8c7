import type { CustomDataPageQuery } from '@iot/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CustomDataTable, CustomRepertoryTable, Database } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';
import { fetchPage } from '../../db/paging.js';

export type CustomDataRow = Selectable<CustomDataTable>;
export type RepertoryRow = Selectable<CustomRepertoryTable>;

export function createCustomDataRepo(kysely: Kysely<Database>) {
  const data = (scope: Scope) =>
    kysely
      .selectFrom('customData')
      .selectAll()
      .$if(!scope.all, (q) => q.where('companyId', 'in', scopeCompanyIds(scope)));
  const repertories = (scope: Scope) =>
    kysely
      .selectFrom('customRepertories')
      .selectAll()
      .$if(!scope.all, (q) => q.where('companyId', 'in', scopeCompanyIds(scope)));

  async function page(scope: Scope, { pageNum, pageSize, param }: CustomDataPageQuery) {
    let q = data(scope);
    if (param.name) q = q.where(containsText('name', param.name));
    if (param.repertoryId) q = q.where('repertoryId', '=', param.repertoryId);
    if (param.type !== undefined) q = q.where('type', '=', param.type);
    const { rows, total } = await fetchPage(q.orderBy('id'), { pageNum, pageSize });
    return { rows, total };
  }

  const find = (scope: Scope, id: number): Promise<CustomDataRow | undefined> =>
    data(scope).where('id', '=', id).executeTakeFirst();

  /** The items of a company, for the cycle check. */
  const ofCompany = (companyId: number) =>
    kysely
      .selectFrom('customData')
      .select(['id', 'name', 'type', 'config'])
      .where('companyId', '=', companyId)
      .execute();

  /** Every item of the platform, for the computation engine. */
  const all = () =>
    kysely.selectFrom('customData').select(['id', 'type', 'decimalPlaces', 'config', 'value']).orderBy('id').execute();

  async function visibleIds(scope: Scope, ids: number[]): Promise<Set<number>> {
    const rows = await data(scope)
      .clearSelect()
      .select('id')
      .where('id', 'in', [0, ...ids])
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Variables of the devices in the caller's scope, among `ids`. */
  async function visibleVariableIds(scope: Scope, ids: number[]): Promise<Set<number>> {
    const rows = await kysely
      .selectFrom('variables')
      .innerJoin('devices', 'devices.id', 'variables.deviceId')
      .select('variables.id')
      .where('variables.id', 'in', [0, ...ids])
      .$if(!scope.all, (q) => q.where('devices.companyId', 'in', scopeCompanyIds(scope)))
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  async function insert(row: Insertable<CustomDataTable>): Promise<number> {
    return (await kysely.insertInto('customData').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function update(id: number, patch: Updateable<CustomDataTable>): Promise<void> {
    await kysely.updateTable('customData').set(patch).where('id', '=', id).execute();
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('customData').where('id', '=', id).execute();
  }

  const repertoryList = (scope: Scope): Promise<RepertoryRow[]> => repertories(scope).orderBy('id').execute();

  async function countsByRepertory(scope: Scope): Promise<Map<number, number>> {
    const rows = await data(scope)
      .clearSelect()
      .select((eb) => ['repertoryId', eb.fn.countAll<number>().as('n')])
      .groupBy('repertoryId')
      .execute();
    return new Map(rows.map((r) => [r.repertoryId, Number(r.n)]));
  }

  const findRepertory = (scope: Scope, id: number): Promise<RepertoryRow | undefined> =>
    repertories(scope).where('id', '=', id).executeTakeFirst();

  async function insertRepertory(row: Insertable<CustomRepertoryTable>): Promise<number> {
    return (await kysely.insertInto('customRepertories').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function updateRepertory(id: number, patch: Updateable<CustomRepertoryTable>): Promise<void> {
    await kysely.updateTable('customRepertories').set(patch).where('id', '=', id).execute();
  }

  async function removeRepertory(id: number): Promise<void> {
    await kysely.deleteFrom('customRepertories').where('id', '=', id).execute();
  }

  /** Whether a repertory still holds items or sub-repertories. */
  async function repertoryInUse(id: number): Promise<boolean> {
    const [item, child] = await Promise.all([
      kysely.selectFrom('customData').select('id').where('repertoryId', '=', id).executeTakeFirst(),
      kysely.selectFrom('customRepertories').select('id').where('parentId', '=', id).executeTakeFirst(),
    ]);
    return item !== undefined || child !== undefined;
  }

  return {
    page,
    find,
    ofCompany,
    all,
    visibleIds,
    visibleVariableIds,
    insert,
    update,
    remove,
    repertoryList,
    countsByRepertory,
    findRepertory,
    insertRepertory,
    updateRepertory,
    removeRepertory,
    repertoryInUse,
  };
}
export type CustomDataRepo = ReturnType<typeof createCustomDataRepo>;
