import {
  RECORD_IMAGE_MAX_BYTES,
  RECORD_IMAGES_MAX,
  RECORD_IMAGES_PER_UPLOAD,
  ResultCode,
  type RecordImage,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { AppError, badRequest, fieldText, notFound } from '../../http/errors.js';
import { createImageStore, receiveImages } from '../../storage/images.js';
import { IMAGE_MIME } from '../../storage/sniff.js';
import type { UploadPart } from '../../storage/uploads.js';
import type { AuthContext } from '../access/access.service.js';
import { createRecordRepo } from './maintenance-records.repo.js';
import type { RecordService } from './maintenance-records.service.js';

export const RECORD_IMAGE_LIMITS = { maxBytes: RECORD_IMAGE_MAX_BYTES, perUpload: RECORD_IMAGES_PER_UPLOAD };

/** Pictures of a record: kept under `{data}/maintenance-images`, served by a signed address. */
export function createRecordImageService(ctx: Ctx, { records }: { records: Pick<RecordService, 'visible'> }) {
  const repo = createRecordRepo(ctx.db.kysely);
  const store = createImageStore(ctx, 'maintenance-images', 'maintenanceImageKey', '/admin/api/mainRecord/image');

  const present = async (image: { id: number; fileName: string }): Promise<RecordImage> => ({
    id: image.id,
    fileName: image.fileName,
    url: await store.urlOf(image.id),
  });

  async function list(recordId: number): Promise<RecordImage[]> {
    return Promise.all((await repo.imagesOf(recordId)).map(present));
  }

  /** A confirmed record is closed: its pictures no longer change. */
  async function changeable(auth: AuthContext, recordId: number) {
    const record = await records.visible(auth, recordId);
    if (record.confirmedAt !== null) {
      throw badRequest(fieldText('id', { zh: '记录已确认，不能再修改', en: 'the record is confirmed and closed' }));
    }
    return record;
  }

  async function upload(auth: AuthContext, recordId: number, parts: AsyncIterable<UploadPart>) {
    const record = await changeable(auth, recordId);
    const files = await receiveImages(parts, RECORD_IMAGE_LIMITS);
    const held = (await repo.imagesOf(record.id)).length;
    if (held + files.length > RECORD_IMAGES_MAX) {
      throw badRequest(
        fieldText('files', {
          zh: `每条记录最多 ${RECORD_IMAGES_MAX} 张图片`,
          en: `at most ${RECORD_IMAGES_MAX} pictures per record`,
        }),
      );
    }
    const storedNames: string[] = [];
    try {
      for (const f of files) storedNames.push(await store.save(f.bytes, f.kind));
      const rows = await repo.insertImages(
        files.map((f, i) => ({
          recordId: record.id,
          storedName: storedNames[i]!,
          fileName: f.fileName,
          mime: IMAGE_MIME[f.kind],
          size: f.bytes.length,
          createdAt: ctx.now(),
        })),
      );
      return Promise.all(rows.map(present));
    } catch (error) {
      await store.remove(storedNames);
      throw error;
    }
  }

  async function remove(auth: AuthContext, imageId: number): Promise<void> {
    const missing = () => notFound('picture');
    const image = await repo.image(imageId);
    if (!image) throw missing();
    // Another company's picture answers like a missing one, not as its record.
    await changeable(auth, image.recordId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === ResultCode.notFound ? missing() : error;
    });
    await repo.removeImage(image.id);
    await store.remove([image.storedName]);
  }

  /** A signed address: the file to send, or undefined (unknown, expired or forged). */
  async function file(id: number, exp: number, sig: string) {
    if (!(await store.verify(id, exp, sig))) return undefined;
    const row = await repo.image(id);
    return row && { path: store.pathOf(row.storedName), mime: row.mime, size: row.size };
  }

  return { list, upload, remove, file };
}
export type RecordImageService = ReturnType<typeof createRecordImageService>;
