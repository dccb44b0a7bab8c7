import { ArchiveCreate, ArchiveUpdate, DevicesListThreeQuery, IdParam } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { ARCHIVE_READERS } from '../access/shared-reads.js';

// The device picker shows archives on every page that embeds it (ARCHIVE_READERS).
export function registerArchiveRoutes(app: FastifyInstance): void {
  const { archives } = app.services;
  const idOf = (params: unknown) => parse(IdParam, params, 'id').id;

  app.get('/device/archives', { config: { permission: ARCHIVE_READERS } }, async (request) =>
    ok(await archives.list(caller(request), parse(DevicesListThreeQuery, request.query, 'query'))),
  );

  app.get('/device/devicesListThree', { config: { permission: ARCHIVE_READERS } }, async (request) =>
    ok(await archives.list(caller(request), parse(DevicesListThreeQuery, request.query, 'query'))),
  );

  app.get('/device/archives/:id', { config: { permission: ARCHIVE_READERS } }, async (request) =>
    ok(await archives.get(caller(request), idOf(request.params))),
  );

  app.post('/device/archives', { config: { permission: 'deviceInfo:create' } }, async (request) =>
    ok(await archives.create(caller(request), parse(ArchiveCreate, request.body))),
  );

  app.put('/device/archives', { config: { permission: 'deviceInfo:update' } }, async (request) => {
    await archives.update(caller(request), parse(ArchiveUpdate, request.body));
    return ok(null);
  });

  app.delete('/device/archives/:id', { config: { permission: 'deviceInfo:delete' } }, async (request) => {
    await archives.remove(caller(request), idOf(request.params));
    return ok(null);
  });
}
