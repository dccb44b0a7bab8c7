import { LIST_LIMIT } from '@iot/contract';
import { sql, type SelectQueryBuilder } from 'kysely';

/** A page asked for: its number from 1 and its size. */
export interface Window {
  pageNum: number;
  pageSize: number;
}
export const offsetOf = ({ pageNum, pageSize }: Window) => (pageNum - 1) * pageSize;
/** Rows one answer holds at most, whatever page size was asked (up to 9,999,999): never a whole table. */
export const limitOf = ({ pageSize }: Window) => Math.min(pageSize, LIST_LIMIT);

/** One page of an ordered query, and the count of all its rows (the order is dropped for the count). */
export async function fetchPage<DB, TB extends keyof DB, O>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  window: Window,
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordered.limit(limitOf(window)).offset(offsetOf(window)).execute(),
    ordered
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { n: number | string }).n) };
}
