import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, DevicePortTable } from '../../db/schema.js';

export function createPortRepo(kysely: Kysely<Database>) {
  function ofDevice(deviceId: number, kind: string) {
    return kysely
      .selectFrom('devicePorts')
      .selectAll()
      .where('deviceId', '=', deviceId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  }

  function find(id: number) {
    return kysely.selectFrom('devicePorts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function insert(port: Insertable<DevicePortTable>): Promise<number> {
    return (await kysely.insertInto('devicePorts').values(port).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function update(id: number, patch: Updateable<DevicePortTable>): Promise<void> {
    if (Object.values(patch).every((v) => v === undefined)) return;
    await kysely.updateTable('devicePorts').set(patch).where('id', '=', id).execute();
  }

  /** Slave stations on the port keep their row, without a port (foreign key). */
  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('devicePorts').where('id', '=', id).execute();
  }

  return { ofDevice, find, insert, update, remove };
}
