import multipart from '@fastify/multipart';
import {
  DevicePictureIdParam,
  DevicePictureParams,
  FILE_MAX_BYTES,
  FileListQuery,
  IdParam,
  PICTURE_MAX_BYTES,
  SignedFileQuery,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { caller } from '../../http/guard.js';
import { attachment, sendStoredFile } from '../../http/send-file.js';
import { parse } from '../../http/validate.js';

/**
 * The file library (`/filesTable`) and device pictures (`/file/devicePicture`). Downloads and pictures
 * are public calls whose addresses are signed for the caller who listed them (a link or an `<img src>`
 * sends no session header); documents always download as attachments.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  const { library, pictures } = app.services.files;

  app.post('/filesTable/list', { config: { permission: 'filesTable:read' } }, async (request) =>
    ok(await library.page(caller(request), parse(FileListQuery, request.body))),
  );
  app.delete('/filesTable/:id', { config: { permission: 'filesTable:delete' } }, async (request) => {
    await library.remove(caller(request), parse(IdParam, request.params, 'id').id);
    return ok(null);
  });
  app.get('/filesTable/download/:id', { config: { permission: 'public' } }, async (request, reply) => {
    const { id } = parse(IdParam, request.params, 'id');
    const { exp, sig } = parse(SignedFileQuery, request.query, 'query');
    const file = await library.download(id, exp, sig);
    if (!file) throw notFound('file');
    return sendStoredFile(reply, file, attachment(file.fileName));
  });

  app.get('/file/devicePicture/:deviceId', { config: { permission: 'public' } }, async (request, reply) => {
    const { deviceId } = parse(DevicePictureIdParam, request.params, 'deviceId');
    const { exp, sig } = parse(SignedFileQuery, request.query, 'query');
    const image = await pictures.image(deviceId, exp, sig);
    if (!image) throw notFound('device picture');
    return sendStoredFile(reply, image, 'inline');
  });
  app.delete('/file/devicePicture/:deviceId', { config: { permission: 'equipIndex:update' } }, async (request) => {
    await pictures.remove(caller(request), parse(DevicePictureIdParam, request.params, 'deviceId').deviceId);
    return ok(null);
  });

  // Multipart only in these scopes, each with its own size limit: no other call accepts it.
  void app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    });
    upload.post('/filesTable/upload', { config: { permission: 'filesTable:create' } }, async (request) =>
      ok(await library.upload(caller(request), request.parts())),
    );
  });
  void app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    });
    upload.post('/file/devicePicture', { config: { permission: 'equipIndex:update' } }, async (request) =>
      ok(await pictures.upload(caller(request), request.parts())),
    );
    upload.post('/file/devicePictureOss/:data', { config: { permission: 'equipIndex:update' } }, async (request) => {
      const { data } = parse(DevicePictureParams, request.params, 'data');
      return ok(await pictures.upload(caller(request), request.parts(), data));
    });
  });
}
