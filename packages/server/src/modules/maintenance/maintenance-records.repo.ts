import { RecordState } from '@iot/contract';
import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import type { Database, MaintenanceRecordImageTable, MaintenanceRecordTable } from '../../db/schema.js';
import { scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export type RecordDbRow = Selectable<MaintenanceRecordTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Administrators see every record of their scope; a user the records assigned to it and those of the
 * plans it sees (created, or shared with it).
 */
export interface RecordVisibility {
  scope: Scope;
  user?: { id: number; planIds: SelectQueryBuilder<Database, 'maintenancePlans', { id: number }> };
}

export interface RecordWindow {
  from?: number;
  to?: number;
  deviceId?: number;
  archiveId?: number;
  planId?: number;
}

/** The pie category in SQL, the same rule as recordState (maintenance-state.ts). */
const stateAt = (now: number) => sql<number>`case
  when r.done_at is not null then (case when r.done_at <= r.overdue_at then ${RecordState.inTime} else ${RecordState.late} end)
  when ${now} < r.due_at then ${RecordState.advance}
  when ${now} < r.overdue_at then ${RecordState.unhandled}
  else ${RecordState.overdue} end`;

export function createRecordRepo(kysely: Kysely<Database>) {
  function records({ scope, user }: RecordVisibility) {
    const q = kysely
      .selectFrom('maintenanceRecords as r')
      .leftJoin('users as done', 'done.id', 'r.doneBy')
      .leftJoin('users as confirm', 'confirm.id', 'r.confirmedBy')
      .selectAll('r')
      .select([
        'done.nickName as doneByNick',
        'done.username as doneByAccount',
        'confirm.nickName as confirmByNick',
        'confirm.username as confirmByAccount',
      ])
      .$if(!scope.all, (qb) => qb.where('r.companyId', 'in', scopeCompanyIds(scope)));
    if (!user) return q;
    return q.where((eb) =>
      eb.or([
        eb('r.planId', 'in', user.planIds),
        eb.exists(
          eb
            .selectFrom('maintenanceRecordUsers as ru')
            .select('ru.userId')
            .whereRef('ru.recordId', '=', 'r.id')
            .where('ru.userId', '=', user.id),
        ),
      ]),
    );
  }

  function windowed(visibility: RecordVisibility, w: RecordWindow) {
    return records(visibility)
      .$if(w.from !== undefined, (q) => q.where('r.dueAt', '>=', w.from!))
      .$if(w.to !== undefined, (q) => q.where('r.dueAt', '<=', w.to!))
      .$if(w.deviceId !== undefined, (q) => q.where('r.deviceId', '=', w.deviceId!))
      .$if(w.archiveId !== undefined, (q) => q.where('r.archiveId', '=', w.archiveId!))
      .$if(w.planId !== undefined, (q) => q.where('r.planId', '=', w.planId!));
  }

  function page(
    visibility: RecordVisibility,
    filter: RecordWindow & { state?: number; assignedTo?: number },
    now: number,
    window: { pageNum: number; pageSize: number },
  ) {
    const q = windowed(visibility, filter)
      .$if(filter.state !== undefined, (qb) => qb.where(stateAt(now), '=', filter.state!))
      .$if(filter.assignedTo !== undefined, (qb) =>
        qb.where((eb) =>
          eb.exists(
            eb
              .selectFrom('maintenanceRecordUsers as mine')
              .select('mine.userId')
              .whereRef('mine.recordId', '=', 'r.id')
              .where('mine.userId', '=', filter.assignedTo!),
          ),
        ),
      );
    return fetchPage(q.orderBy('r.dueAt', 'desc').orderBy('r.id', 'desc'), window);
  }

  const find = (visibility: RecordVisibility, id: number) =>
    records(visibility).where('r.id', '=', id).executeTakeFirst();

  /** The users each record went to, with their names. */
  async function assignees(recordIds: number[]) {
    if (recordIds.length === 0) return [];
    return kysely
      .selectFrom('maintenanceRecordUsers as ru')
      .innerJoin('users as u', 'u.id', 'ru.userId')
      .select(['ru.recordId', 'u.id', 'u.nickName', 'u.username'])
      .where('ru.recordId', 'in', recordIds)
      .orderBy('u.id')
      .execute();
  }

  async function insert(
    db: Executor,
    values: Insertable<MaintenanceRecordTable>,
    userIds: readonly number[],
  ): Promise<number> {
    const { id } = await db.insertInto('maintenanceRecords').values(values).returning('id').executeTakeFirstOrThrow();
    if (userIds.length > 0) {
      await db
        .insertInto('maintenanceRecordUsers')
        .values(userIds.map((userId) => ({ recordId: id, userId })))
        .execute();
    }
    return id;
  }

  /** Saves results; `done` marks it done, once (false when someone else completed it first). */
  async function handle(
    id: number,
    values: { items: string; notes: string; result: number | null },
    done: { at: number; by: number } | null,
  ): Promise<boolean> {
    const result = await kysely
      .updateTable('maintenanceRecords')
      .set({ ...values, ...(done ? { doneAt: done.at, doneBy: done.by } : {}) })
      .where('id', '=', id)
      .where('doneAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function confirm(id: number, by: number, at: number): Promise<boolean> {
    const result = await kysely
      .updateTable('maintenanceRecords')
      .set({ confirmedAt: at, confirmedBy: by })
      .where('id', '=', id)
      .where('doneAt', 'is not', null)
      .where('confirmedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The newest record of a device whose plan suppresses alarms and that is open at `ts`: due, and not
   * done nor overdue yet, or inside its planned window.
   */
  async function suppressing(deviceId: number, ts: number): Promise<number | null> {
    const row = await kysely
      .selectFrom('maintenanceRecords')
      .select('id')
      .where('deviceId', '=', deviceId)
      .where('suppressAlarms', '=', 1)
      .where('dueAt', '<=', ts)
      .where((eb) =>
        eb.or([
          eb('windowEndAt', '>', ts),
          eb.and([eb('overdueAt', '>', ts), eb.or([eb('doneAt', 'is', null), eb('doneAt', '>', ts)])]),
        ]),
      )
      .orderBy('dueAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Records per pie category, and how many of those due by `now` are done. */
  async function stateCounts(visibility: RecordVisibility, w: RecordWindow, now: number) {
    const rows = await windowed(visibility, w)
      .clearSelect()
      .select((eb) => [stateAt(now).as('state'), eb.fn.countAll<number | string>().as('n')])
      // By position: PostgreSQL does not match the expression's parameters between SELECT and GROUP BY.
      .groupBy(sql`1`)
      .execute();
    return rows.map((r) => ({ state: Number(r.state), n: Number(r.n) }));
  }

  /** Per plan: records not done, and whether one of them is overdue. */
  async function openByPlan(planIds: number[], now: number) {
    if (planIds.length === 0) return new Map<number, { open: number; overdue: boolean }>();
    const rows = await kysely
      .selectFrom('maintenanceRecords')
      .select((eb) => [
        'planId',
        eb.fn.countAll<number | string>().as('open'),
        eb.fn.min('overdueAt').as('firstOverdue'),
      ])
      .where('planId', 'in', planIds)
      .where('doneAt', 'is', null)
      .where('noticeAt', '<=', now)
      .groupBy('planId')
      .execute();
    return new Map(
      rows.map((r) => [r.planId!, { open: Number(r.open), overdue: Number(r.firstOverdue) <= now }] as const),
    );
  }

  const imagesOf = (recordId: number) =>
    kysely
      .selectFrom('maintenanceRecordImages')
      .select(['id', 'fileName', 'storedName'])
      .where('recordId', '=', recordId)
      .orderBy('id')
      .execute();

  async function insertImages(rows: Insertable<MaintenanceRecordImageTable>[]) {
    return kysely.insertInto('maintenanceRecordImages').values(rows).returning(['id', 'fileName']).execute();
  }

  const image = (id: number) =>
    kysely.selectFrom('maintenanceRecordImages').selectAll().where('id', '=', id).executeTakeFirst();

  async function removeImage(id: number): Promise<void> {
    await kysely.deleteFrom('maintenanceRecordImages').where('id', '=', id).execute();
  }

  return {
    page,
    find,
    assignees,
    insert,
    handle,
    confirm,
    suppressing,
    stateCounts,
    openByPlan,
    imagesOf,
    insertImages,
    image,
    removeImage,
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => kysely.transaction().execute(work),
  };
}
export type RecordRepo = ReturnType<typeof createRecordRepo>;
