import multipart from '@fastify/multipart';
import { FIRMWARE_MAX_BYTES, FirmwarePageQuery, FirmwareUpdate, IdParam } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import { FIRMWARE_READERS } from '../access/shared-reads.js';

export function registerFirmwareRoutes(app: FastifyInstance): void {
  const { firmware } = app.services;

  // The upgrade dialog of the hardware list reads it too; the service shows it the published versions only.
  app.post('/version/getListPage', { config: { permission: FIRMWARE_READERS } }, async (request) =>
    ok(await firmware.page(caller(request), parse(FirmwarePageQuery, request.body))),
  );

  app.put('/version', { config: { permission: 'firmware:update' } }, async (request) => {
    await firmware.update(caller(request), parse(FirmwareUpdate, request.body));
    return ok(null);
  });

  app.delete('/version/:id', { config: { permission: 'firmware:delete' } }, async (request) => {
    await firmware.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });

  // Multipart only in this scope: no other call accepts it.
  void app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: FIRMWARE_MAX_BYTES, files: 1, fields: 10, fieldSize: 16_384, parts: 12 },
    });
    upload.post('/version/upload', { config: { permission: 'firmware:create' } }, async (request) =>
      ok(await firmware.upload(caller(request), request.parts())),
    );
  });
}
