import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** How long a gateway was heard from, read from the minute rollups (kept IOT_RETENTION_MINUTE_DAYS). */
export function createActivityReader(kysely: Kysely<Database>) {
  /** Minutes in [from, to) in which any variable of the gateway stored a value (a variable is its own series). */
  async function activeMinutes(deviceId: number, from: number, to: number): Promise<number> {
    const row = await kysely
      .selectFrom('rollupMinute')
      .select((eb) => eb.fn.count<number | string>('bucket').distinct().as('n'))
      .where('seriesId', 'in', kysely.selectFrom('variables').select('id').where('deviceId', '=', deviceId))
      .where('bucket', '>=', from)
      .where('bucket', '<', to)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return { activeMinutes };
}
export type ActivityReader = ReturnType<typeof createActivityReader>;
