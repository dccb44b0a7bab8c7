/** File types told from their first bytes, never from a name or a declared type. */

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export const IMAGE_MIME: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
export const IMAGE_EXTENSION: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface DocumentKind {
  /** The library's file type: its usual extension (pdf, docx, png...). */
  type: string;
  mime: string;
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};
/** The part every Office Open XML package of that kind holds. */
const OOXML_PART: Record<string, string> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' };

/** Text: no NUL and no control characters but tab, line feed, form feed and carriage return. */
function isText(bytes: Buffer): boolean {
  for (const byte of bytes)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
  return true;
}

function sniffZip(bytes: Buffer, extension: string): string | null {
  const part = OOXML_PART[extension];
  if (!part) return extension === 'zip' ? 'zip' : null;
  // Entry names are stored uncompressed in the local headers.
  return bytes.includes('[Content_Types].xml') && bytes.includes(part) ? extension : null;
}

/**
 * The type of a document whose bytes agree with its extension; null when they do not (a renamed
 * executable, an HTML page called .pdf...). Containers shared by several types (OLE, ZIP, text) are told
 * apart by the extension once the bytes prove the container.
 */
export function sniffDocument(bytes: Buffer, extension: string): DocumentKind | null {
  const ext = extension.toLowerCase();
  const image = sniffImage(bytes);
  const type = (() => {
    if (image)
      return ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext) &&
        IMAGE_EXTENSION[image] === (ext === 'jpeg' ? 'jpg' : ext)
        ? IMAGE_EXTENSION[image]
        : null;
    if (ascii(bytes, 0, 5) === '%PDF-') return ext === 'pdf' ? 'pdf' : null;
    if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE)) return ['doc', 'xls', 'ppt'].includes(ext) ? ext : null;
    if (ascii(bytes, 0, 4) === 'PK\u0003\u0004' || ascii(bytes, 0, 4) === 'PK\u0005\u0006') return sniffZip(bytes, ext);
    if (/^AC10\d\d$/.test(ascii(bytes, 0, 6))) return ext === 'dwg' ? 'dwg' : null;
    if (bytes.length > 0 && isText(bytes)) return ['txt', 'csv', 'dxf'].includes(ext) ? ext : null;
    return null;
  })();
  if (!type) return null;
  return { type, mime: image ? IMAGE_MIME[image] : (MIME[type] ?? 'application/octet-stream') };
}
