import type { MapPosition } from '@iot/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The users' initial positions of the device map. */
export function createMapPositionRepo(kysely: Kysely<Database>) {
  return {
    of: (userId: number): Promise<MapPosition | undefined> =>
      kysely.selectFrom('mapPositions').select(['lat', 'lng', 'zoom']).where('userId', '=', userId).executeTakeFirst(),

    async save(userId: number, position: MapPosition, now: number): Promise<void> {
      await kysely
        .insertInto('mapPositions')
        .values({ userId, ...position, updatedAt: now })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ ...position, updatedAt: now }))
        .execute();
    },
  };
}
