import { FirmwareUploadFields, type FirmwarePageQuery, type FirmwareRecord, type FirmwareUpdate } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { FirmwareVersion } from '../../db/schema.js';
import { badRequest, fieldText, forbidden, notFound, required } from '../../http/errors.js';
import { formatTime } from '../../http/format-time.js';
import { parse } from '../../http/validate.js';
import type { UploadPart } from '../../storage/uploads.js';
import type { AuthContext } from '../access/access.service.js';
import type { TenancyService } from '../tenancy/tenancy.service.js';
import { createFirmwareStore, type StoredFile } from './firmware-store.js';
import { createFirmwareRepo, type FirmwareVisibility } from './firmware.repo.js';

export function createFirmwareService(ctx: Ctx, { tenancy }: { tenancy: TenancyService }) {
  const repo = createFirmwareRepo(ctx.db.kysely);
  const store = createFirmwareStore(ctx.config.dataDir);

  const present = (row: FirmwareVersion): FirmwareRecord => ({
    id: row.id,
    version: row.version,
    modelName: row.modelName,
    publishContent: row.publishContent,
    ispublish: row.ispublish === 1 ? 1 : 0,
    fileName: row.fileName,
    size: Number(row.size),
    sha256: row.sha256,
    domainId: row.domainId,
    createTime: formatTime(row.createdAt, ctx.config.timeZone),
  });

  /** The caller's domain; null for a platform administrator, who manages platform-wide versions. */
  async function ownDomain(auth: AuthContext): Promise<number | null> {
    if (auth.scope.all) return null;
    const company = await tenancy.getCompany(auth.user.companyId);
    if (!company) throw notFound('company');
    return company.domainId;
  }

  /** A version the caller may change: its domain's; platform-wide ones only by a platform administrator. */
  async function manageable(auth: AuthContext, id: number): Promise<FirmwareVersion> {
    const row = await repo.find(id);
    const domainId = await ownDomain(auth);
    if (!row || (domainId !== null && row.domainId !== null && row.domainId !== domainId)) throw notFound('version');
    if (domainId !== null && row.domainId === null) {
      throw forbidden(
        fieldText('id', {
          zh: '全平台版本由平台管理员管理',
          en: 'platform-wide versions are managed by platform administrators',
        }),
      );
    }
    return row;
  }

  async function page(auth: AuthContext, query: FirmwarePageQuery) {
    const domainId = await ownDomain(auth);
    const visibility: FirmwareVisibility =
      domainId === null
        ? { all: true }
        : { all: false, domainId, publishedOnly: !auth.permissions.has('firmware:read') };
    const { rows, total } = await repo.page(visibility, query);
    return { records: rows.map(present), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Reads every part (the fields may come after the file), storing the one file as it streams. */
  async function receive(parts: AsyncIterable<UploadPart>) {
    const fields: Record<string, unknown> = {};
    let stored: (StoredFile & { fileName: string }) | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field') fields[part.fieldname] = part.value;
        else if (stored || part.fieldname !== 'file') part.file.resume();
        else stored = { ...(await store.save(part.file)), fileName: part.filename.slice(-255) };
      }
    } catch (error) {
      if (stored) await store.remove(stored.storedName);
      throw error;
    }
    return { fields, stored };
  }

  async function upload(auth: AuthContext, parts: AsyncIterable<UploadPart>): Promise<{ id: number }> {
    const { fields, stored } = await receive(parts);
    if (!stored) throw badRequest(required('file'));
    try {
      if (stored.size === 0) throw badRequest(fieldText('file', { zh: '文件为空', en: 'empty' }));
      const input = parse(FirmwareUploadFields, fields);
      const domainId = await ownDomain(auth);
      if (await repo.taken(domainId, input.modelName, input.version)) {
        throw badRequest(fieldText('version', { zh: '该型号已上传过此版本', en: 'already uploaded for this model' }));
      }
      const id = await repo.insert({ ...input, ...stored, domainId, ispublish: 0, createdAt: ctx.now() });
      return { id };
    } catch (error) {
      await store.remove(stored.storedName);
      throw error;
    }
  }

  async function update(auth: AuthContext, input: FirmwareUpdate): Promise<void> {
    const row = await manageable(auth, input.id);
    if (
      input.ispublish !== undefined &&
      input.ispublish !== row.ispublish &&
      !auth.permissions.has('firmware:publish')
    ) {
      throw forbidden(fieldText('ispublish', { zh: '需要 firmware:publish 权限', en: 'needs firmware:publish' }));
    }
    await repo.update(row.id, { ispublish: input.ispublish, publishContent: input.publishContent });
  }

  async function remove(auth: AuthContext, id: number): Promise<void> {
    const row = await manageable(auth, id);
    await repo.remove(row.id);
    await store.remove(row.storedName);
  }

  /** A version with its file, for upgrade commands and the gateways' download. */
  async function firmwareFile(versionId: number) {
    const row = await repo.find(versionId);
    if (!row) return undefined;
    return {
      path: store.pathOf(row.storedName),
      sha256: row.sha256,
      size: Number(row.size),
      version: row.version,
      modelName: row.modelName,
      published: row.ispublish === 1,
      domainId: row.domainId,
    };
  }

  return { page, upload, update, remove, firmwareFile };
}
export type FirmwareService = ReturnType<typeof createFirmwareService>;
