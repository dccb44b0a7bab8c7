import { sql, type SelectQueryBuilder } from 'kysely';

/** One page of an ordered query, and the count of all its rows (the order is dropped for the count). */
export async function fetchPage<DB, TB extends keyof DB, O>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  { pageNum, pageSize }: { pageNum: number; pageSize: number },
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordered
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    ordered
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { n: number | string }).n) };
}
