import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { fetchPage, type Window } from '../../db/paging.js';
import type { Database, TriggerLogTable, TriggerTable } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export type TriggerRow = Selectable<TriggerTable>;
export type TriggerLogDbRow = Selectable<TriggerLogTable>;

export interface TriggerListFilter {
  name?: string;
  type?: number;
  enabled?: number;
}

/** Queries of the triggers and their log; every read for a caller takes its scope. */
export function createTriggerRepo(kysely: Kysely<Database>) {
  const triggers = (scope: Scope) =>
    kysely
      .selectFrom('triggers as t')
      .innerJoin('companies as c', 'c.id', 't.companyId')
      .selectAll('t')
      .select('c.name as companyName')
      .$if(!scope.all, (qb) => qb.where('t.companyId', 'in', scopeCompanyIds(scope)));

  const page = (scope: Scope, filter: TriggerListFilter, window: Window) => {
    let q = triggers(scope);
    if (filter.name) q = q.where(containsText('t.name', filter.name));
    if (filter.type !== undefined) q = q.where('t.type', '=', filter.type);
    if (filter.enabled !== undefined) q = q.where('t.enabled', '=', filter.enabled === 1 ? 1 : 0);
    return fetchPage(q.orderBy('t.id', 'desc'), window);
  };

  const find = (scope: Scope, id: number) => triggers(scope).where('t.id', '=', id).executeTakeFirst();

  /** Enabled triggers of the given types, for the runtime and the scheduler (no caller). */
  const enabledOf = (types: number[]) =>
    kysely
      .selectFrom('triggers')
      .selectAll()
      .where('enabled', '=', 1)
      .where('type', 'in', types)
      .orderBy('id')
      .execute();

  const byId = (id: number) => kysely.selectFrom('triggers').selectAll().where('id', '=', id).executeTakeFirst();

  async function insert(values: Insertable<TriggerTable>): Promise<number> {
    return (await kysely.insertInto('triggers').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function update(id: number, values: Updateable<TriggerTable>): Promise<void> {
    await kysely.updateTable('triggers').set(values).where('id', '=', id).execute();
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('triggers').where('id', '=', id).execute();
  }

  /** The latest firing of each trigger. */
  async function lastFired(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await kysely
      .selectFrom('triggerLogs')
      .select((eb) => ['triggerId', eb.fn.max('firedAt').as('at')])
      .where('triggerId', 'in', ids)
      .groupBy('triggerId')
      .execute();
    return new Map(rows.map((r) => [r.triggerId, Number(r.at)]));
  }

  const logPage = (scope: Scope, filter: { triggerId?: number; outcome?: number }, window: Window) => {
    const q = kysely
      .selectFrom('triggerLogs as l')
      .innerJoin('triggers as t', 't.id', 'l.triggerId')
      .selectAll('l')
      .select('t.name as triggerName')
      .$if(!scope.all, (qb) => qb.where('l.companyId', 'in', scopeCompanyIds(scope)))
      .$if(filter.triggerId !== undefined, (qb) => qb.where('l.triggerId', '=', filter.triggerId!))
      .$if(filter.outcome !== undefined, (qb) => qb.where('l.outcome', '=', filter.outcome!));
    return fetchPage(q.orderBy('l.id', 'desc'), window);
  };

  async function insertLog(values: Insertable<TriggerLogTable>): Promise<number> {
    return (await kysely.insertInto('triggerLogs').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function completeLog(id: number, outcome: number, results: string): Promise<void> {
    await kysely.updateTable('triggerLogs').set({ outcome, results }).where('id', '=', id).execute();
  }

  /** Enabled users of a company among `ids`, with their e-mail (a notify action's recipients). */
  const usersOf = (companyId: number, ids: number[]) =>
    kysely
      .selectFrom('users')
      .select(['id', 'email'])
      .where('companyId', '=', companyId)
      .where('enabled', '=', 1)
      .where('id', 'in', ids)
      .execute();

  return {
    page,
    find,
    byId,
    enabledOf,
    insert,
    update,
    remove,
    lastFired,
    logPage,
    insertLog,
    completeLog,
    usersOf,
  };
}
export type TriggerRepo = ReturnType<typeof createTriggerRepo>;
