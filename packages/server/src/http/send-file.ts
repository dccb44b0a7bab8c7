import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

export interface StoredFileReply {
  /** A path the caller made from a generated stored name (storage/file-store.ts). */
  path: string;
  mime: string;
  size: number;
}

/** `filename*` (RFC 6266 and 5987) carries any name; the plain `filename` an ASCII stand-in. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams a stored file with its checked type (nosniff is set for every answer) and a disposition. */
export function sendStoredFile(reply: FastifyReply, file: StoredFileReply, disposition: string) {
  return reply
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', disposition)
    .send(createReadStream(file.path));
}
