import type { Insertable, Kysely } from 'kysely';
import type { Database, FlowFileTable } from '../../db/schema.js';
import { scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

export function createFlowFileRepo(kysely: Kysely<Database>) {
  const inScope = (scope: Scope) =>
    kysely
      .selectFrom('flowFiles')
      .select(['id', 'companyId', 'kind', 'name', 'storedName'])
      .$if(!scope.all, (q) => q.where('companyId', 'in', scopeCompanyIds(scope)));

  /** A company's user component images, oldest first (the gallery's order). */
  const components = (companyId: number) =>
    kysely
      .selectFrom('flowFiles')
      .select(['id', 'name', 'storedName'])
      .where('companyId', '=', companyId)
      .where('kind', '=', 'component')
      .orderBy('id')
      .execute();

  const find = (scope: Scope, id: number) => inScope(scope).where('id', '=', id).executeTakeFirst();

  const byStoredName = (storedName: string) =>
    kysely
      .selectFrom('flowFiles')
      .select(['mime', 'size', 'storedName'])
      .where('storedName', '=', storedName)
      .executeTakeFirst();

  async function insert(row: Insertable<FlowFileTable>): Promise<number> {
    return (await kysely.insertInto('flowFiles').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async function remove(id: number): Promise<void> {
    await kysely.deleteFrom('flowFiles').where('id', '=', id).execute();
  }

  return { components, find, byStoredName, insert, remove };
}
