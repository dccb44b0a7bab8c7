import type { Ctx } from '../context.js';
import { badRequest, fieldText } from '../http/errors.js';
import { createFileStore } from './file-store.js';
import { createLinkSigner } from './signed-links.js';
import { IMAGE_EXTENSION, sniffImage, type ImageKind } from './sniff.js';
import { receiveFiles, uploadTexts, type UploadPart } from './uploads.js';

/**
 * Uploaded images under `{data}/{folder}`, by generated names only, behind signed addresses (an
 * `<img src>` carries no session header; only a caller who could list the image gets one).
 */
export function createImageStore(ctx: Ctx, folder: string, settingKey: string, path: string) {
  const files = createFileStore(ctx.config.dataDir, folder);
  const links = createLinkSigner(ctx, settingKey);
  return {
    urlOf: (id: number) => links.urlOf(path, id),
    verify: links.verify,
    pathOf: files.pathOf,
    save: (bytes: Buffer, kind: ImageKind) => files.save(bytes, IMAGE_EXTENSION[kind]),
    remove: files.remove,
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;

/** The files of field `files` (or `file`) of an upload; each must be a png, jpeg, gif or webp image by its bytes. */
export async function receiveImages(parts: AsyncIterable<UploadPart>, limits: { maxBytes: number; perUpload: number }) {
  const { files } = await receiveFiles(parts, {
    field: 'files',
    accept: ['files', 'file'],
    maxBytes: limits.maxBytes,
    maxFiles: limits.perUpload,
  });
  return files.map((f) => {
    const kind = sniffImage(f.bytes);
    if (!kind) throw badRequest(fieldText('files', uploadTexts.badFormat('png, jpeg, gif, webp')));
    return { ...f, kind };
  });
}
