import { DevicePictureFields, PICTURE_MAX_BYTES } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { createFileStore } from '../../storage/file-store.js';
import { createLinkSigner } from '../../storage/signed-links.js';
import { IMAGE_EXTENSION, IMAGE_MIME, sniffImage } from '../../storage/sniff.js';
import { receiveFiles, uploadTexts, type UploadPart } from '../../storage/uploads.js';
import type { AuthContext } from '../access/access.service.js';
import type { DeviceService } from '../devices/devices.service.js';
import { createPictureRepo } from './files.repo.js';

const PICTURE_PATH = '/admin/api/file/devicePicture';

/**
 * One picture per device (png, jpeg, gif or webp, proved by its bytes), shown on its detail page and in
 * the map's popup through signed addresses; `v` changes with each new picture so browsers reload it.
 */
export function createDevicePictureService(ctx: Ctx, { devices }: { devices: Pick<DeviceService, 'deviceInScope'> }) {
  const repo = createPictureRepo(ctx.db.kysely);
  const store = createFileStore(ctx.config.dataDir, 'device-pictures');
  const links = createLinkSigner(ctx, 'devicePictureKey');

  const urlOf = async (deviceId: number, version: number) =>
    `${await links.urlOf(PICTURE_PATH, deviceId)}&v=${version}`;

  /** The picture addresses of these devices (those that have one); the caller has checked its scope. */
  async function urlsOf(deviceIds: readonly number[]): Promise<Map<number, string>> {
    const rows = await repo.ofDevices(deviceIds);
    return new Map(
      await Promise.all(rows.map(async (r) => [r.deviceId, await urlOf(r.deviceId, r.createdAt)] as const)),
    );
  }

  /** Stores the one image of an upload as the device's picture; `deviceId` from the path or the form. */
  async function upload(auth: AuthContext, parts: AsyncIterable<UploadPart>, pathDeviceId?: number): Promise<string> {
    const { files, fields } = await receiveFiles(parts, {
      field: 'file',
      accept: ['file'],
      maxBytes: PICTURE_MAX_BYTES,
      maxFiles: 1,
    });
    const deviceId = pathDeviceId ?? parse(DevicePictureFields, fields).deviceId;
    const device = await devices.deviceInScope(auth.scope, deviceId);
    const bytes = files[0]!.bytes;
    const kind = sniffImage(bytes);
    if (!kind) throw badRequest(fieldText('file', uploadTexts.badFormat('jpg, jpeg, png, gif, webp')));
    const storedName = await store.save(bytes, IMAGE_EXTENSION[kind]);
    const createdAt = ctx.now();
    try {
      const replaced = await repo.replace({
        deviceId: device.id,
        storedName,
        mime: IMAGE_MIME[kind],
        size: bytes.length,
        uploadedBy: auth.user.id,
        createdAt,
      });
      if (replaced) await store.remove([replaced]);
    } catch (error) {
      await store.remove([storedName]);
      throw error;
    }
    return urlOf(device.id, createdAt);
  }

  async function remove(auth: AuthContext, deviceId: number): Promise<void> {
    const device = await devices.deviceInScope(auth.scope, deviceId);
    const row = await repo.find(device.id);
    if (!row) throw notFound('device picture');
    await repo.remove(device.id);
    await store.remove([row.storedName]);
  }

  /** A signed picture address: the file to send, or undefined (unknown, expired or forged). */
  async function image(deviceId: number, exp: number, sig: string) {
    if (!(await links.verify(deviceId, exp, sig))) return undefined;
    const row = await repo.find(deviceId);
    return row && { path: store.pathOf(row.storedName), mime: row.mime, size: Number(row.size) };
  }

  return { urlsOf, upload, remove, image };
}
export type DevicePictureService = ReturnType<typeof createDevicePictureService>;
