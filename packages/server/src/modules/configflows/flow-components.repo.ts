import type { Insertable, Kysely } from 'kysely';
import type { Database, FlowComponentTable } from '../../db/schema.js';

/** Queries of user components; every one is bounded by the company. */
export function createFlowComponentRepo(kysely: Kysely<Database>) {
  /** A company's components, oldest first (the gallery's order). */
  const list = (companyId: number) =>
    kysely
      .selectFrom('flowComponents')
      .select(['id', 'name', 'image', 'content'])
      .where('companyId', '=', companyId)
      .orderBy('id')
      .execute();

  const find = (companyId: number, id: number) =>
    kysely
      .selectFrom('flowComponents')
      .select(['id', 'name', 'image', 'content'])
      .where('companyId', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();

  async function insert(row: Insertable<FlowComponentTable>): Promise<number> {
    return (await kysely.insertInto('flowComponents').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** Renames one of the company's components; false when it has none of that id. */
  async function rename(companyId: number, id: number, name: string, now: number): Promise<boolean> {
    const result = await kysely
      .updateTable('flowComponents')
      .set({ name, updatedAt: now })
      .where('companyId', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function remove(companyId: number, id: number): Promise<boolean> {
    const result = await kysely
      .deleteFrom('flowComponents')
      .where('companyId', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  return { list, find, insert, rename, remove };
}
