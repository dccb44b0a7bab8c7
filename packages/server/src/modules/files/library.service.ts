import { FILE_EXTENSIONS, FILE_MAX_BYTES, FileUploadFields, type FileListQuery, type FileRecord } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { parse } from '../../http/validate.js';
import { createFileStore } from '../../storage/file-store.js';
import { createLinkSigner } from '../../storage/signed-links.js';
import { sniffDocument } from '../../storage/sniff.js';
import { receiveFiles, uploadTexts, type UploadPart } from '../../storage/uploads.js';
import type { AuthContext } from '../access/access.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { createLibraryRepo, type LibraryFileRow } from './files.repo.js';

const DOWNLOAD_PATH = '/admin/api/filesTable/download';

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Control characters and path separators never reach a shown or downloaded name. */
const cleanName = (name: string) =>
  [...name]
    .map((c) => (c < ' ' || c === '\u007f' || c === '/' || c === '\\' ? '_' : c))
    .join('')
    .trim() || 'file';

/**
 * A company's documents (manuals, drawings, certificates): stored under generated names, their type
 * proved by their bytes, downloaded through signed short-lived addresses as attachments.
 */
export function createLibraryService(ctx: Ctx, { tenancy }: { tenancy: Pick<TenancyService, 'companyInScope'> }) {
  const repo = createLibraryRepo(ctx.db.kysely);
  const store = createFileStore(ctx.config.dataDir, 'library');
  const links = createLinkSigner(ctx, 'libraryFileKey');

  const present = async (row: LibraryFileRow): Promise<FileRecord> => ({
    id: row.id,
    fileName: row.fileName,
    newFileName: row.storedName,
    fileUrl: await links.urlOf(DOWNLOAD_PATH, row.id),
    size: Number(row.size),
    fileType: row.fileType,
    companyId: row.companyId,
    companyName: row.companyName,
    uploaderName: row.uploaderName,
    createTime: formatTime(row.createdAt, ctx.config.timeZone),
  });

  async function page(auth: AuthContext, query: FileListQuery) {
    if (query.param.companyId !== undefined) await tenancy.companyInScope(auth.scope, query.param.companyId);
    const { rows, total } = await repo.page(auth.scope, query.param, query);
    return { records: await Promise.all(rows.map(present)), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function upload(auth: AuthContext, parts: AsyncIterable<UploadPart>): Promise<FileRecord> {
    const { files, fields } = await receiveFiles(parts, {
      field: 'file',
      accept: ['file'],
      maxBytes: FILE_MAX_BYTES,
      maxFiles: 1,
    });
    const file = files[0]!;
    const companyId = parse(FileUploadFields, fields).companyId ?? auth.user.companyId;
    await tenancy.companyInScope(auth.scope, companyId);
    const fileName = cleanName(file.fileName);
    const extension = extensionOf(fileName);
    const kind = (FILE_EXTENSIONS as readonly string[]).includes(extension)
      ? sniffDocument(file.bytes, extension)
      : null;
    if (!kind) throw badRequest(fieldText('file', uploadTexts.badFormat(FILE_EXTENSIONS.join(', '))));
    const storedName = await store.save(file.bytes, kind.type);
    try {
      const id = await repo.insert({
        companyId,
        fileName,
        storedName,
        fileType: kind.type,
        mime: kind.mime,
        size: file.bytes.length,
        uploadedBy: auth.user.id,
        createdAt: ctx.now(),
      });
      return present((await repo.record(auth.scope, id))!);
    } catch (error) {
      await store.remove([storedName]);
      throw error;
    }
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const row = await repo.record(auth.scope, id);
    if (!row) throw notFound('file');
    await repo.remove(row.id);
    await store.remove([row.storedName]);
  }

  /** A signed download address: the file to send, or undefined (unknown, expired or forged). */
  async function download(id: number, exp: number, sig: string) {
    if (!(await links.verify(id, exp, sig))) return undefined;
    const row = await repo.find(id);
    return (
      row && { path: store.pathOf(row.storedName), mime: row.mime, size: Number(row.size), fileName: row.fileName }
    );
  }

  return { page, upload, remove, download };
}
export type LibraryService = ReturnType<typeof createLibraryService>;
