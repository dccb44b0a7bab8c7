import type { Readable } from 'node:stream';
import { badRequest, fieldText } from '../http/errors.js';

/** A part of a multipart upload, as @fastify/multipart gives it. */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable; toBuffer(): Promise<Buffer> }
  | { type: 'field'; fieldname: string; value: unknown };

export interface ReceivedFile {
  bytes: Buffer;
  /** The name it was sent with (at most 255 characters): shown, never used as a path. */
  fileName: string;
}

export interface ReceiveRules {
  /** The field the error messages name (the wire name the console sends). */
  field: string;
  /** Field names whose files are taken; the others are drained unread. */
  accept: readonly string[];
  maxBytes: number;
  maxFiles: number;
}

/** The spec's upload texts, in both languages. */
export const uploadTexts = {
  tooLarge: (maxBytes: number) => {
    const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
    return { zh: `文件过大：<=${mb} MB`, en: `file too large: <=${mb} MB` };
  },
  badFormat: (types: string) => ({ zh: `请检查文件格式！（${types}）`, en: `please check the format! (${types})` }),
  required: { zh: '必填', en: 'required' },
  empty: { zh: '文件为空', en: 'empty file' },
  tooMany: (count: number) => ({ zh: `每次最多 ${count} 个文件`, en: `at most ${count} files per upload` }),
  notMultipart: { zh: '请以 multipart/form-data 上传', en: 'send multipart/form-data' },
};

/** The errors @fastify/multipart throws for its limits, as 400s naming the field. */
function limitError(error: unknown, rules: ReceiveRules): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return badRequest(fieldText(rules.field, uploadTexts.tooLarge(rules.maxBytes)));
  if (code === 'FST_FILES_LIMIT') return badRequest(fieldText(rules.field, uploadTexts.tooMany(rules.maxFiles)));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest(fieldText(rules.field, uploadTexts.notMultipart));
  return error;
}

/**
 * Reads every part of an upload: the files of the accepted fields into memory (the multipart limits
 * stop a file at `maxBytes` before more is buffered) and the plain fields as text. At least one file.
 */
export async function receiveFiles(parts: AsyncIterable<UploadPart>, rules: ReceiveRules) {
  const files: ReceivedFile[] = [];
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
      } else if (!rules.accept.includes(part.fieldname)) {
        part.file.resume();
      } else {
        files.push({ bytes: await part.toBuffer(), fileName: part.filename.slice(-255) });
      }
    }
  } catch (error) {
    throw limitError(error, rules);
  }
  if (files.length === 0) throw badRequest(fieldText(rules.field, uploadTexts.required));
  if (files.some((f) => f.bytes.length === 0)) throw badRequest(fieldText(rules.field, uploadTexts.empty));
  return { files, fields };
}
