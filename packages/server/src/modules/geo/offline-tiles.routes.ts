import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.js';
import { MAX_TILE_BYTES, packFolder, tileCoordinates, tileFile } from './offline-tiles.js';

/**
 * `GET /upload/map-offline/{z}/{x}/{y}.png`: a tile of the offline pack. Public like any tile server's
 * (map images load without the session header); the file is found from three checked numbers, and the
 * import admitted only PNGs, so the answer is always `image/png` (with nosniff, set for every answer).
 */
export function registerOfflineTileRoutes(app: FastifyInstance, dataDir: string): void {
  const folder = packFolder(dataDir);
  app.get('/upload/map-offline/:z/:x/:y', { config: { permission: 'public' } }, async (request, reply) => {
    const params = request.params as Record<string, string>;
    const file = /^(.+)\.png$/.exec(params.y ?? '');
    const tile = file ? tileCoordinates(params.z ?? '', params.x ?? '', file[1]!) : null;
    if (!tile) throw notFound('file');
    const found = await fs.promises.lstat(tileFile(folder, tile)).catch(() => null);
    if (!found?.isFile() || found.size > MAX_TILE_BYTES) throw notFound('file');
    return reply
      .header('content-type', 'image/png')
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=86400')
      .send(fs.createReadStream(tileFile(folder, tile)));
  });
}
