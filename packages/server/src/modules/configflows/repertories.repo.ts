import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeCompanyIds } from '../../db/text-filter.js';
import type { Scope } from '../access/access.service.js';

/** Folders (repertories) of flows and templates. */
export function createRepertoryRepo(kysely: Kysely<Database>) {
  const inScope = (scope: Scope) =>
    kysely
      .selectFrom('configFlowRepertories as r')
      .select(['r.id', 'r.name', 'r.companyId'])
      .$if(!scope.all, (q) => q.where('r.companyId', 'in', scopeCompanyIds(scope)));

  /** By name, each with the count of its flows and templates. */
  const list = (scope: Scope) =>
    inScope(scope)
      .select((eb) =>
        eb
          .selectFrom('configFlows as f')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('f.repertoryId', '=', 'r.id')
          .as('flowCount'),
      )
      .orderBy('r.name')
      .orderBy('r.id')
      .execute();

  const find = (scope: Scope, id: number) => inScope(scope).where('r.id', '=', id).executeTakeFirst();

  async function insert(companyId: number, name: string, createdAt: number): Promise<number> {
    const row = await kysely
      .insertInto('configFlowRepertories')
      .values({ companyId, name, createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function rename(id: number, name: string): Promise<void> {
    await kysely.updateTable('configFlowRepertories').set({ name }).where('id', '=', id).execute();
  }

  /** Its flows stay, outside any folder. */
  async function remove(id: number): Promise<void> {
    await kysely.transaction().execute(async (trx) => {
      await trx.updateTable('configFlows').set({ repertoryId: null }).where('repertoryId', '=', id).execute();
      await trx.deleteFrom('configFlowRepertories').where('id', '=', id).execute();
    });
  }

  return { list, find, insert, rename, remove };
}
