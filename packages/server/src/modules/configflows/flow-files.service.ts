import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  FLOW_IMAGE_MAX_MB,
  FLOW_THUMBNAIL_MAX_MB,
  flowFileUrl,
  type FlowFileKind,
  type FlowFileRecord,
} from '@iot/contract';
import type { Ctx } from '../../context.js';
import { badRequest, fieldText, notFound } from '../../http/errors.js';
import type { AuthContext } from '../access/access.service.js';
import { FLOW_FILE_EXTENSION, FLOW_FILE_MIME, sniffFlowFile, type FlowFileType } from './flow-file-bytes.js';
import { createFlowFileRepo } from './flow-files.repo.js';

/** A part of a multipart upload, as @fastify/multipart gives it. */
export type FlowUploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable; toBuffer(): Promise<Buffer> }
  | { type: 'field'; fieldname: string; value: unknown };

const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|svg)$/;
const FILE_FIELD = 'file';

/** The errors @fastify/multipart throws for its limits, as 400s naming the field. */
function uploadError(error: unknown, maxMb: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return badRequest(fieldText(FILE_FIELD, { zh: `文件过大：<=${maxMb} MB`, en: `file too large: <=${maxMb} MB` }));
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_FILES_LIMIT') {
    return badRequest(
      fieldText(FILE_FIELD, {
        zh: '请以 multipart/form-data 上传一个文件',
        en: 'send one file as multipart/form-data',
      }),
    );
  }
  return error;
}

/** What each kind of upload accepts: thumbnails are the editor's own PNG renders. */
const ACCEPTS: Record<FlowFileKind, { types: FlowFileType[]; maxMb: number }> = {
  component: { types: ['png', 'jpeg', 'gif', 'svg'], maxMb: FLOW_IMAGE_MAX_MB },
  background: { types: ['png', 'jpeg', 'gif', 'svg'], maxMb: FLOW_IMAGE_MAX_MB },
  thumbnail: { types: ['png'], maxMb: FLOW_THUMBNAIL_MAX_MB },
};

/**
 * Files of the flow editor under `{data}/flow-files`, by generated names only. They are served by that
 * name (128 random bits, so only whoever was given the address can fetch it: an image in a canvas or a
 * frame sends no session header), typed by their bytes; an SVG with script or outside references is refused.
 */
export function createFlowFileService(ctx: Ctx) {
  const repo = createFlowFileRepo(ctx.db.kysely);
  const dir = path.join(ctx.config.dataDir, 'flow-files');

  function pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw notFound('file');
    return path.join(dir, storedName);
  }

  async function receive(parts: AsyncIterable<FlowUploadPart>, kind: FlowFileKind) {
    const { types, maxMb } = ACCEPTS[kind];
    let file: { bytes: Buffer; type: FlowFileType; name: string } | undefined;
    try {
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (file || part.fieldname !== FILE_FIELD) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        const type = sniffFlowFile(bytes);
        if (type === 'unsafe-svg') {
          throw badRequest(
            fieldText(FILE_FIELD, {
              zh: 'SVG 不得含脚本或外部引用',
              en: 'an SVG may hold no script or outside reference',
            }),
          );
        }
        if (!type || !types.includes(type)) {
          throw badRequest(fieldText(FILE_FIELD, { zh: '请检查格式！', en: 'please check the format!' }));
        }
        file = { bytes, type, name: path.basename(part.filename.replace(/\\/g, '/')).slice(-255) || 'image' };
      }
    } catch (error) {
      throw uploadError(error, maxMb);
    }
    if (!file) throw badRequest(fieldText(FILE_FIELD, { zh: '必填', en: 'required' }));
    return file;
  }

  async function store(
    companyId: number,
    kind: FlowFileKind,
    file: { bytes: Buffer; type: FlowFileType; name: string },
  ): Promise<FlowFileRecord> {
    await fs.promises.mkdir(dir, { recursive: true });
    const storedName = `${crypto.randomBytes(16).toString('hex')}.${FLOW_FILE_EXTENSION[file.type]}`;
    await fs.promises.writeFile(pathOf(storedName), file.bytes, { flag: 'wx' });
    try {
      const id = await repo.insert({
        companyId,
        kind,
        name: file.name,
        storedName,
        mime: FLOW_FILE_MIME[file.type],
        size: file.bytes.length,
        createdAt: ctx.now(),
      });
      return { id, name: file.name, url: flowFileUrl(storedName) };
    } catch (error) {
      await fs.promises.rm(pathOf(storedName), { force: true });
      throw error;
    }
  }

  async function upload(
    auth: AuthContext,
    kind: FlowFileKind,
    parts: AsyncIterable<FlowUploadPart>,
  ): Promise<FlowFileRecord> {
    return store(auth.user.companyId, kind, await receive(parts, kind));
  }

  /** A thumbnail the server drew itself (the demo's flows), stored like an uploaded one. */
  function storeThumbnail(companyId: number, png: Buffer): Promise<FlowFileRecord> {
    if (sniffFlowFile(png) !== 'png') throw new Error('a thumbnail is a PNG');
    return store(companyId, 'thumbnail', { bytes: png, type: 'png', name: 'thumbnail.png' });
  }

  async function components(auth: AuthContext): Promise<FlowFileRecord[]> {
    const rows = await repo.components(auth.user.companyId);
    return rows.map((r) => ({ id: r.id, name: r.name, url: flowFileUrl(r.storedName) }));
  }

  async function removeComponent(auth: AuthContext, id: number): Promise<void> {
    const row = await repo.find(auth.scope, id);
    if (!row || row.kind !== 'component') throw notFound('image');
    await repo.remove(row.id);
    await fs.promises.rm(pathOf(row.storedName), { force: true });
  }

  /** The file to send for a served name, or undefined. */
  async function served(storedName: string) {
    if (!STORED_NAME.test(storedName)) return undefined;
    const row = await repo.byStoredName(storedName);
    return row ? { path: pathOf(row.storedName), mime: row.mime, size: row.size } : undefined;
  }

  return {
    upload,
    storeThumbnail,
    components,
    removeComponent,
    served,
    maxBytes: (kind: FlowFileKind) => ACCEPTS[kind].maxMb * 1024 * 1024,
  };
}
export type FlowFileService = ReturnType<typeof createFlowFileService>;
