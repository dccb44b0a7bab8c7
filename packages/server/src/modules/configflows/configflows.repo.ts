import type { ConfigFlowListQuery } from '@iot/contract';
import type { Insertable, Kysely } from 'kysely';
import { fetchPage } from '../../db/paging.js';
import type { ConfigFlowTable, Database } from '../../db/schema.js';
import { containsText, scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export function createConfigFlowRepo(kysely: Kysely<Database>) {
  const flows = (scope: Scope) =>
    kysely
      .selectFrom('configFlows as f')
      .innerJoin('companies as c', 'c.id', 'f.companyId')
      .select([
        'f.id',
        'f.name',
        'f.type',
        'f.publish',
        'f.companyId',
        'c.name as companyName',
        'f.createdAt',
        'f.updatedAt',
      ])
      .$if(!scope.all, (q) => q.where('f.companyId', 'in', scopeCompanyIds(scope)));

  /** Newest first: the flow just made tops the pickers. */
  async function page(scope: Scope, { pageIndex, pageCount, publish, type, name }: ConfigFlowListQuery) {
    let q = flows(scope);
    if (publish !== undefined) q = q.where('f.publish', '=', publish);
    if (type !== undefined) q = q.where('f.type', '=', type);
    if (name) q = q.where(containsText('f.name', name));
    return fetchPage(q.orderBy('f.updatedAt', 'desc').orderBy('f.id', 'desc'), {
      pageNum: pageIndex,
      pageSize: pageCount,
    });
  }

  const find = (scope: Scope, id: number) => flows(scope).where('f.id', '=', id).executeTakeFirst();

  async function insert(row: Insertable<ConfigFlowTable>): Promise<number> {
    return (await kysely.insertInto('configFlows').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  return { page, find, insert };
}
export type ConfigFlowRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createConfigFlowRepo>['find']>>>;
