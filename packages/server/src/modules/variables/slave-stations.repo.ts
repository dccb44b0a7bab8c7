import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SlaveStationTable } from '../../db/schema.js';

export type SlaveStationRow = Selectable<SlaveStationTable>;

export function createSlaveStationRepo(kysely: Kysely<Database>) {
  function list(where: { deviceId?: number; portId?: number; portType?: string; protocol?: string }) {
    let q = kysely.selectFrom('slaveStations').selectAll();
    if (where.deviceId !== undefined) q = q.where('deviceId', '=', where.deviceId);
    if (where.portId !== undefined) q = q.where('portId', '=', where.portId);
    if (where.portType !== undefined) q = q.where('portType', '=', where.portType);
    if (where.protocol) q = q.where('protocol', '=', where.protocol);
    return q.orderBy('id').execute();
  }

  function find(id: number): Promise<SlaveStationRow | undefined> {
    return kysely.selectFrom('slaveStations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function insert(station: Insertable<SlaveStationTable>): Promise<number> {
    return (await kysely.insertInto('slaveStations').values(station).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function update(id: number, patch: Updateable<SlaveStationTable>): Promise<void> {
    if (Object.values(patch).every((v) => v === undefined)) return;
    await kysely.updateTable('slaveStations').set(patch).where('id', '=', id).execute();
  }

  async function hasVariables(id: number): Promise<boolean> {
    const row = await kysely.selectFrom('variables').select('id').where('slaveId', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('slaveStations').where('id', '=', id).execute();
  }

  return { list, find, insert, update, hasVariables, remove };
}
