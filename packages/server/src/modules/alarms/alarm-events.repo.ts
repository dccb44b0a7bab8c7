import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AlarmRecordTable, AlarmSnapshotTable, Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;
export type NewAlarmRecord = Insertable<AlarmRecordTable>;
export type NewSnapshotItem = Omit<Insertable<AlarmSnapshotTable>, 'recordId'>;

/**
 * Snapshot rows per INSERT: 7 parameters each. One statement for a whole device failed past about
 * 4,700 variables (SQLite takes 32,766 parameters, PostgreSQL 65,535) and the alarm was lost.
 */
const SNAPSHOT_ROWS_PER_INSERT = 1000;

/** What a raise sets on a record and a change of limit updates. */
export interface RecordChange {
  limitKind: string;
  alarmLevel: number;
  limitValue: number;
  currentValue: number;
  alertDesc: string;
}

/** What a record copies at raise time: names, descriptions and the config's presentation. */
export interface RaiseContext {
  companyId: number;
  deviceId: number | null;
  deviceName: string;
  identity: string;
  variableName: string;
  variableDesc: string;
  unit: string;
  mouldItemDesc: string;
  alarmType: number;
  alertDesc: string;
  alertLevelColorId: number;
}

/** The queries of the alarm writer (records raised, moved and recovered by the engine). */
export function createAlarmEventRepo(kysely: Kysely<Database>) {
  async function raiseContext(configId: number): Promise<RaiseContext | undefined> {
    const row = await kysely
      .selectFrom('alarmConfigs as c')
      .leftJoin('variables as v', 'v.id', 'c.variableId')
      .leftJoin('devices as d', 'd.id', 'v.deviceId')
      .leftJoin('customData as cd', 'cd.id', 'c.customDataId')
      .select([
        'c.type',
        'c.alertDesc',
        'c.alertLevelColorId',
        'c.variableId',
        'd.id as deviceId',
        'd.companyId as deviceCompanyId',
        'd.name as deviceName',
        'd.identity',
        'v.name as variableName',
        'v.description as variableDesc',
        'v.unit as variableUnit',
        'cd.companyId as dataCompanyId',
        'cd.name as dataName',
        'cd.description as dataDesc',
        'cd.unit as dataUnit',
      ])
      .where('c.id', '=', configId)
      .executeTakeFirst();
    const companyId = row?.deviceCompanyId ?? row?.dataCompanyId;
    if (!row || companyId === null || companyId === undefined) return undefined;
    const mould =
      row.variableId === null
        ? undefined
        : await kysely
            .selectFrom('archiveMouldItems')
            .select('description')
            .where('variableId', '=', row.variableId)
            .orderBy('id')
            .executeTakeFirst();
    return {
      companyId,
      deviceId: row.deviceId,
      deviceName: row.deviceName ?? '',
      identity: row.identity ?? '',
      variableName: row.variableName ?? row.dataName ?? '',
      variableDesc: row.variableDesc ?? row.dataDesc ?? '',
      unit: row.variableUnit ?? row.dataUnit ?? '',
      mouldItemDesc: mould?.description ?? '',
      alarmType: row.type,
      alertDesc: row.alertDesc,
      alertLevelColorId: row.alertLevelColorId,
    };
  }

  const activeOf = (configId: number, db: Executor = kysely) =>
    db.selectFrom('alarmRecords').select('id').where('activeConfigId', '=', configId).executeTakeFirst();

  /** The new record's id; undefined when another process's record for the rule went active first. */
  async function insert(
    record: NewAlarmRecord,
    snapshot: NewSnapshotItem[],
    db: Executor = kysely,
  ): Promise<number | undefined> {
    const inserted = await db
      .insertInto('alarmRecords')
      .values(record)
      .onConflict((oc) => oc.column('activeConfigId').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    const { id } = inserted;
    for (let from = 0; from < snapshot.length; from += SNAPSHOT_ROWS_PER_INSERT) {
      await db
        .insertInto('alarmSnapshots')
        .values(snapshot.slice(from, from + SNAPSHOT_ROWS_PER_INSERT).map((s) => ({ ...s, recordId: id })))
        .execute();
    }
    return id;
  }

  /** The active record of a config moves to another limit or level. */
  async function change(configId: number, fields: RecordChange): Promise<number | undefined> {
    const row = await kysely
      .updateTable('alarmRecords')
      .set(fields)
      .where('activeConfigId', '=', configId)
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** The value came back: the record ends; an unconfirmed one is self-processed at that time. */
  async function recover(configId: number, at: number): Promise<void> {
    await kysely
      .updateTable('alarmRecords')
      .set({
        activeConfigId: null,
        recoverTime: at,
        isSelfProcess: sql<0 | 1>`case when process_state = 0 then 1 else is_self_process end`,
        processTime: sql<number>`case when process_state = 0 then cast(${at} as bigint) else process_time end`,
        processState: 1,
      })
      .where('activeConfigId', '=', configId)
      .execute();
  }

  async function setPush(id: number, isPush: 0 | 1, isSuccess: 0 | 1): Promise<void> {
    await kysely.updateTable('alarmRecords').set({ isPush, isSuccess }).where('id', '=', id).execute();
  }

  /** Every active record, for the engine after a restart. */
  const activeRecords = () =>
    kysely
      .selectFrom('alarmRecords')
      .select(['activeConfigId', 'limitKind', 'alarmLevel', 'limitValue'])
      .where('activeConfigId', 'is not', null)
      .execute();

  /** A device's variables, for the snapshot. */
  const variablesOf = (deviceId: number) =>
    kysely
      .selectFrom('variables')
      .select(['id', 'name', 'description', 'unit'])
      .where('deviceId', '=', deviceId)
      .orderBy('id')
      .execute();

  return {
    raiseContext,
    activeOf,
    insert,
    change,
    recover,
    setPush,
    activeRecords,
    variablesOf,
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => kysely.transaction().execute(work),
  };
}
export type AlarmEventRepo = ReturnType<typeof createAlarmEventRepo>;
