import type { MapPosition } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { AuthContext } from '../access/access.service.js';
import { createMapPositionRepo } from './map-position.repo.js';

/** The device map's initial position, one per user (visual-side 2.6); null until the user saves one. */
export function createMapPositionService(ctx: Ctx) {
  const repo = createMapPositionRepo(ctx.db.kysely);
  return {
    async get(auth: AuthContext): Promise<MapPosition | null> {
      return (await repo.of(auth.user.id)) ?? null;
    },
    save: (auth: AuthContext, position: MapPosition) => repo.save(auth.user.id, position, ctx.now()),
  };
}
export type MapPositionService = ReturnType<typeof createMapPositionService>;
