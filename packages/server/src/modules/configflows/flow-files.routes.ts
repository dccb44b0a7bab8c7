import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import { FLOW_EDITOR_READERS, FLOW_IMAGE_MAX_BYTES, IdParam, permission, type FlowFileKind } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { caller, type PagePermission } from '../../http/guard.js';
import { parse } from '../../http/validate.js';

const EDITOR_PAGES = ['screen', 'mineTopo', 'screenTemplate', 'lewuleTemplate'];
const editors = (...buttons: ('create' | 'save')[]): PagePermission[] =>
  EDITOR_PAGES.flatMap((page) => buttons.map((b) => permission(page, b)));
const StoredNameParam = z.object({ name: z.string().max(64) });

/** Images of the flow editor: user components, backgrounds and thumbnails, and the files themselves. */
export function registerFlowFileRoutes(app: FastifyInstance): void {
  const { flowFiles } = app.services;

  app.get('/configflow/getUserComponentImageList', { config: { permission: FLOW_EDITOR_READERS } }, async (request) =>
    ok(await flowFiles.components(caller(request))),
  );

  app.delete(
    '/configflow/deleteUserComponentImage/:id',
    { config: { permission: editors('create', 'save') } },
    async (request) => {
      await flowFiles.removeComponent(caller(request), parse(IdParam, request.params, 'id').id);
      return ok(null);
    },
  );

  // Canvases and frames load these by address, without a session header: the generated name is the key.
  // An SVG goes as an attachment in a sandbox, so opening its address never runs it in the console's origin.
  app.get('/configflow/file/:name', { config: { permission: 'public' } }, async (request, reply) => {
    const file = await flowFiles.served(parse(StoredNameParam, request.params, 'name').name);
    if (!file) throw notFound('file');
    return reply
      .header('content-type', file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('content-disposition', file.mime === 'image/svg+xml' ? 'attachment' : 'inline')
      .send(createReadStream(file.path));
  });

  // Multipart only in this scope: no other flow call accepts it. Each kind streams under its own size limit.
  void app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: FLOW_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const uploads: [string, FlowFileKind][] = [
      ['/configflow/uploadUserComponentImage', 'component'],
      ['/configflow/uploadBackgroundImage', 'background'],
      ['/configflow/uploadImage', 'thumbnail'],
    ];
    for (const [url, kind] of uploads) {
      upload.post(url, { config: { permission: editors('create', 'save') } }, async (request) =>
        ok(
          await flowFiles.upload(
            caller(request),
            kind,
            request.parts({ limits: { fileSize: flowFiles.maxBytes(kind) } }),
          ),
        ),
      );
    }
  });
}
