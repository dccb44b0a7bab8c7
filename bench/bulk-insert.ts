// Bulk loading for the benchmarks: multi-row inserts, many per transaction.
import type { Db } from '../packages/server/dist/db/connect.js';

const ROWS_PER_STATEMENT = 1000;
const STATEMENTS_PER_TRANSACTION = 20;

type Row = Record<string, unknown>;
export type BulkTable = 'devices' | 'variables' | 'latestValues' | 'deviceArchives' | 'alarmRecords' | 'rollupMinute';

/** Rows made by `make(i)` for i in [0, count). */
export async function bulkInsert(db: Db, table: BulkTable, count: number, make: (i: number) => Row): Promise<void> {
  const perTransaction = ROWS_PER_STATEMENT * STATEMENTS_PER_TRANSACTION;
  for (let start = 0; start < count; start += perTransaction) {
    await db.kysely.transaction().execute(async (trx) => {
      const end = Math.min(count, start + perTransaction);
      for (let from = start; from < end; from += ROWS_PER_STATEMENT) {
        const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, end - from) }, (_, k) => make(from + k));
        await trx.insertInto(table).values(rows).execute();
      }
    });
  }
}
