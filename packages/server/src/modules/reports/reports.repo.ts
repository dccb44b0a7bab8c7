import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { fetchPage, type Window } from '../../db/paging.js';
import type { Database, ReportFileTable, ReportTable } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

/** A report with its company's time zone (null: the installation's), in which its periods close. */
export type ReportRow = Selectable<ReportTable> & { companyTimeZone: string | null };

export interface ReportListFilter {
  name?: string;
  type?: number;
  timeType?: number;
  status?: number;
}

/** Queries of report templates and generated reports; every read for a caller takes its scope. */
export function createReportRepo(kysely: Kysely<Database>) {
  const reports = (scope: Scope) =>
    kysely
      .selectFrom('reports as r')
      .innerJoin('companies as c', 'c.id', 'r.companyId')
      .selectAll('r')
      .select(['c.name as companyName', 'c.timeZone as companyTimeZone'])
      .$if(!scope.all, (qb) => qb.where('r.companyId', 'in', scopeCompanyIds(scope)));

  const page = (scope: Scope, filter: ReportListFilter, window: Window) => {
    const q = reports(scope)
      .$if(Boolean(filter.name), (qb) => qb.where(containsText('r.name', filter.name!)))
      .$if(filter.type !== undefined, (qb) => qb.where('r.type', '=', filter.type!))
      .$if(filter.timeType !== undefined, (qb) => qb.where('r.timeType', '=', filter.timeType!))
      .$if(filter.status !== undefined, (qb) => qb.where('r.status', '=', filter.status === 1 ? 1 : 0));
    return fetchPage(q.orderBy('r.id', 'desc'), window);
  };

  const find = (scope: Scope, id: number) => reports(scope).where('r.id', '=', id).executeTakeFirst();

  /** Enabled scheduled reports, for the scheduler (no caller). */
  const scheduled = (): Promise<ReportRow[]> =>
    kysely
      .selectFrom('reports as r')
      .innerJoin('companies as c', 'c.id', 'r.companyId')
      .selectAll('r')
      .select('c.timeZone as companyTimeZone')
      .where('r.status', '=', 1)
      .where('r.type', '=', 1)
      .orderBy('r.id')
      .execute();

  async function insert(values: Insertable<ReportTable>): Promise<number> {
    return (await kysely.insertInto('reports').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function update(id: number, values: Updateable<ReportTable>): Promise<void> {
    await kysely.updateTable('reports').set(values).where('id', '=', id).execute();
  }

  /** Removes a template and its generated reports; answers their stored file names. */
  function remove(id: number): Promise<string[]> {
    return kysely.transaction().execute(async (trx) => {
      const files = await trx.selectFrom('reportFiles').select('storedName').where('reportId', '=', id).execute();
      await trx.deleteFrom('reports').where('id', '=', id).execute();
      return files.map((f) => f.storedName);
    });
  }

  const files = (scope: Scope) =>
    kysely
      .selectFrom('reportFiles as f')
      .innerJoin('reports as r', 'r.id', 'f.reportId')
      .innerJoin('companies as c', 'c.id', 'f.companyId')
      .select([
        'c.timeZone as companyTimeZone',
        'f.id',
        'f.reportId',
        'r.name as reportName',
        'f.companyId',
        'f.periodFrom',
        'f.periodTo',
        'f.source',
        'f.storedName',
        'f.size',
        'f.pushCount',
        'f.pushedAt',
        'f.createdAt',
      ])
      .$if(!scope.all, (qb) => qb.where('f.companyId', 'in', scopeCompanyIds(scope)));

  /** Newest first. */
  const filePage = (scope: Scope, filter: { reportId?: number }, window: Window) =>
    fetchPage(
      files(scope)
        .$if(filter.reportId !== undefined, (qb) => qb.where('f.reportId', '=', filter.reportId!))
        .orderBy('f.id', 'desc'),
      window,
    );

  const findFile = (scope: Scope, id: number) => files(scope).where('f.id', '=', id).executeTakeFirst();

  const sheetsOfFile = async (id: number) =>
    (await kysely.selectFrom('reportFiles').select('sheets').where('id', '=', id).executeTakeFirstOrThrow()).sheets;

  async function insertFile(values: Insertable<ReportFileTable>): Promise<number> {
    return (await kysely.insertInto('reportFiles').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function removeFile(id: number): Promise<void> {
    await kysely.deleteFrom('reportFiles').where('id', '=', id).execute();
  }

  async function recordPush(id: number, pushCount: number, pushedAt: number): Promise<void> {
    await kysely.updateTable('reportFiles').set({ pushCount, pushedAt }).where('id', '=', id).execute();
  }

  /** A company's own time zone (null: the installation's). */
  const timeZoneOf = async (companyId: number) =>
    (await kysely.selectFrom('companies').select('timeZone').where('id', '=', companyId).executeTakeFirst())
      ?.timeZone ?? null;

  /** Enabled users of a company among `ids`, with their e-mail (a scheduled report's receivers). */
  const usersOf = (companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : kysely
          .selectFrom('users')
          .select(['id', 'email'])
          .where('companyId', '=', companyId)
          .where('enabled', '=', 1)
          .where('id', 'in', ids)
          .execute();

  /** The decimals of variables and custom data items by id (a generated cell is rounded to them). */
  async function decimalsOf(variableIds: number[], customDataIds: number[]) {
    const of = (table: 'variables' | 'customData', ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : kysely.selectFrom(table).select(['id', 'decimalPlaces']).where('id', 'in', ids).execute();
    const [variables, items] = await Promise.all([of('variables', variableIds), of('customData', customDataIds)]);
    return {
      variables: new Map(variables.map((v) => [v.id, v.decimalPlaces])),
      customData: new Map(items.map((c) => [c.id, c.decimalPlaces])),
    };
  }

  return {
    page,
    find,
    scheduled,
    insert,
    update,
    remove,
    filePage,
    findFile,
    sheetsOfFile,
    insertFile,
    removeFile,
    recordPush,
    usersOf,
    timeZoneOf,
    decimalsOf,
  };
}
export type ReportRepo = ReturnType<typeof createReportRepo>;
export type ReportFileRow = NonNullable<Awaited<ReturnType<ReportRepo['findFile']>>>;
