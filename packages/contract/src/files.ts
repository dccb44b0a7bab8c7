import { z } from 'zod';
import { Id, Paging } from './envelope.js';
import { optionalId, text } from './device-fields.js';
import { FILE_PAGE_SIZE } from './media-enums.js';

/** The file library (`/filesTable`) and device pictures (`/file/devicePicture`). */

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const FileFilter = z.object({
  fileName: z.preprocess(blankAsUndefined, text(128).optional()),
  companyId: optionalId,
});

/** `POST /filesTable/list`. */
export const FileListQuery = Paging.extend({
  pageSize: Paging.shape.pageSize.default(FILE_PAGE_SIZE),
  param: FileFilter.default({}),
});
export type FileListQuery = z.output<typeof FileListQuery>;

/** `GET /filesTable/download/{id}?exp&sig`: a signed, short-lived address. */
export const SignedFileQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a signature'),
});
export type SignedFileQuery = z.output<typeof SignedFileQuery>;

/** `POST /file/devicePictureOss/{data}`: the device id in the path. */
export const DevicePictureParams = z.object({ data: Id });
/** `GET|DELETE /file/devicePicture/{deviceId}`. */
export const DevicePictureIdParam = z.object({ deviceId: Id });
/** The plain fields of the uploads: the device of `POST /file/devicePicture`, the company of a library file. */
export const DevicePictureFields = z.object({ deviceId: Id });
export const FileUploadFields = z.object({ companyId: optionalId });

/** A document of the library. */
export interface FileRecord {
  id: number;
  /** The name it was uploaded with. */
  fileName: string;
  /** The name it is stored under (generated). */
  newFileName: string;
  /** A signed download address, valid for a few hours. */
  fileUrl: string;
  size: number;
  /** The type checked from its bytes: pdf, docx, png... */
  fileType: string;
  companyId: number;
  companyName: string;
  uploaderName: string | null;
  createTime: string;
}
