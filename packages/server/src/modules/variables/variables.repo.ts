import type { VarListQuery } from '@iot/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, VariableRow, VariableTable } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';
import { limitOf, offsetOf } from '../../db/paging.js';

export function createVariableRepo(kysely: Kysely<Database>) {
  /** Variables with their device and last value, of the devices a scope sees. */
  function records(scope: Scope) {
    return kysely
      .selectFrom('variables as v')
      .innerJoin('devices as d', 'd.id', 'v.deviceId')
      .leftJoin('latestValues as lv', 'lv.variableId', 'v.id')
      .select([
        'v.id',
        'v.name',
        'v.unit',
        'v.description',
        'v.dataType',
        'v.expression',
        'v.decimalPlaces',
        'v.varType1',
        'v.slaveId',
        'v.deviceId',
        'v.createdAt',
        'd.name as deviceName',
        'd.identity as deviceNum',
        'lv.value',
        'lv.numeric',
        'lv.ts',
      ])
      .$if(!scope.all, (q) => q.where('d.companyId', 'in', scopeCompanyIds(scope)));
  }

  /**
   * The ids of the variables a query matches: paged and counted without the joins, which are then paid
   * for the rows of the page only.
   */
  function matching(scope: Scope, param: VarListQuery['param']) {
    let q = kysely
      .selectFrom('variables as v')
      .select('v.id')
      .$if(!scope.all, (s) =>
        s.where('v.deviceId', 'in', (eb) =>
          eb.selectFrom('devices').select('id').where('companyId', 'in', scopeCompanyIds(scope)),
        ),
      );
    if (param.deviceId) q = q.where('v.deviceId', '=', param.deviceId);
    if (param.type !== undefined && param.type !== -1) q = q.where('v.varType1', '=', param.type);
    if (param.slaveStationId) q = q.where('v.slaveId', '=', param.slaveStationId);
    if (param.name) q = q.where(containsText('v.name', param.name));
    const filter = param.filter;
    if (filter) q = q.where((eb) => eb.or([containsText('v.name', filter), containsText('v.description', filter)]));
    return q;
  }

  async function page(scope: Scope, { pageNum, pageSize, param }: VarListQuery) {
    const q = matching(scope, param);
    const onPage = q.orderBy('v.id').limit(limitOf({ pageNum, pageSize })).offset(offsetOf({ pageNum, pageSize }));
    const [rows, count] = await Promise.all([
      records(scope).where('v.id', 'in', onPage).orderBy('v.id').execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  function record(scope: Scope, id: number) {
    return records(scope).where('v.id', '=', id).executeTakeFirst();
  }

  function ofDeviceWithValues(deviceId: number) {
    return records({ all: true }).where('v.deviceId', '=', deviceId).orderBy('v.id').execute();
  }

  function find(id: number): Promise<VariableRow | undefined> {
    return kysely.selectFrom('variables').selectAll().where('id', '=', id).executeTakeFirst();
  }

  function ofDevice(deviceId: number): Promise<VariableRow[]> {
    return kysely.selectFrom('variables').selectAll().where('deviceId', '=', deviceId).orderBy('id').execute();
  }

  function byName(deviceId: number, name: string): Promise<VariableRow | undefined> {
    return kysely
      .selectFrom('variables')
      .selectAll()
      .where('deviceId', '=', deviceId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async function countOfDevice(deviceId: number): Promise<number> {
    const row = await kysely
      .selectFrom('variables')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deviceId', '=', deviceId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  function insert(variable: Insertable<VariableTable>): Promise<VariableRow> {
    return kysely.insertInto('variables').values(variable).returningAll().executeTakeFirstOrThrow();
  }

  async function update(id: number, patch: Updateable<VariableTable>): Promise<void> {
    if (Object.values(patch).every((v) => v === undefined)) return;
    await kysely.updateTable('variables').set(patch).where('id', '=', id).execute();
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('variables').where('id', '=', id).execute();
  }

  return { page, record, ofDeviceWithValues, find, ofDevice, byName, countOfDevice, insert, update, remove };
}
export type VariableRecordRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createVariableRepo>['record']>>>;
