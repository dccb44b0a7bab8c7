import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AlarmConfigTable, Database } from '../../db/schema.js';
import type { AlarmConfigRow, RuleSource } from './alarm-rules.js';

export function createAlarmConfigRepo(kysely: Kysely<Database>) {
  const find = (id: number): Promise<AlarmConfigRow | undefined> =>
    kysely.selectFrom('alarmConfigs').selectAll().where('id', '=', id).executeTakeFirst();

  /** The config of a variable (varType 1) or of a custom data item (varType 0). */
  const ofTarget = (varType: 0 | 1, targetId: number): Promise<AlarmConfigRow | undefined> =>
    kysely
      .selectFrom('alarmConfigs')
      .selectAll()
      .where(varType === 1 ? 'variableId' : 'customDataId', '=', targetId)
      .executeTakeFirst();

  async function insert(values: Insertable<AlarmConfigTable>): Promise<number> {
    const row = await kysely.insertInto('alarmConfigs').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async function update(id: number, values: Updateable<AlarmConfigTable>): Promise<void> {
    await kysely.updateTable('alarmConfigs').set(values).where('id', '=', id).execute();
  }

  /** Configs with their device's model, for the engine: every one, or one. */
  function ruleSources(configId?: number): Promise<RuleSource[]> {
    return kysely
      .selectFrom('alarmConfigs as c')
      .leftJoin('variables as v', 'v.id', 'c.variableId')
      .leftJoin('devices as d', 'd.id', 'v.deviceId')
      .selectAll('c')
      .select('d.modelName')
      .$if(configId !== undefined, (q) => q.where('c.id', '=', configId!))
      .execute();
  }

  return { find, ofTarget, insert, update, ruleSources };
}
