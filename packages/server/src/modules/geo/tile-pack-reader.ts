import fs from 'node:fs';
import path from 'node:path';
import { MAX_TILE_BYTES } from './offline-tiles.js';

/** Why a pack is refused, naming the entry: nothing of it is installed. */
export class TilePackError extends Error {}

/** One file of a pack: its path inside the pack (`/`-separated) and a reader of its checked size. */
export interface PackEntry {
  name: string;
  size: number;
  read(): Buffer;
}

/** Folders nest three deep at most (z/x/y.png): a deeper one is not a tile pack. */
const MAX_DEPTH = 3;

/** The files of a folder pack; a symbolic link anywhere refuses the pack (it could lead out of it). */
export function* folderEntries(root: string, prefix = '', depth = 0): Generator<PackEntry> {
  for (const item of fs.readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${item.name}` : item.name;
    const full = path.join(root, name);
    if (item.isSymbolicLink()) throw new TilePackError(`${name}: a symbolic link`);
    if (item.isDirectory()) {
      if (depth + 1 >= MAX_DEPTH) throw new TilePackError(`${name}/: deeper than z/x/y.png`);
      yield* folderEntries(root, name, depth + 1);
    } else if (item.isFile()) {
      const { size } = fs.lstatSync(full);
      yield { name, size, read: () => fs.readFileSync(full) };
    } else {
      throw new TilePackError(`${name}: not a file`);
    }
  }
}

const BLOCK = 512;
const field = (header: Buffer, from: number, length: number) =>
  header
    .subarray(from, from + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/**
 * The files of a tar (ustar or GNU) read block by block from disk: each entry's size comes from its
 * header and is checked before its bytes are read. Links and devices refuse the pack; pax headers
 * (extended attributes) are skipped.
 */
export function* tarEntries(file: string): Generator<PackEntry> {
  const fd = fs.openSync(file, 'r');
  try {
    const total = fs.fstatSync(fd).size;
    const header = Buffer.alloc(BLOCK);
    let offset = 0;
    while (offset + BLOCK <= total) {
      fs.readSync(fd, header, 0, BLOCK, offset);
      if (header.every((byte) => byte === 0)) return;
      const base = field(header, 0, 100);
      const prefix = field(header, 345, 155);
      const name = (prefix ? `${prefix}/${base}` : base).replace(/^(\.\/)+/, '');
      const size = parseInt(field(header, 124, 12).trim() || '0', 8);
      const type = String.fromCharCode(header[156] ?? 0);
      if (!Number.isSafeInteger(size) || size < 0) throw new TilePackError(`${name}: a damaged tar header`);
      const body = offset + BLOCK;
      offset = body + Math.ceil(size / BLOCK) * BLOCK;
      if (type === 'x' || type === 'g' || type === '5') continue;
      if (type !== '0' && type !== '\0') throw new TilePackError(`${name}: a link or special file (tar type ${type})`);
      if (size > MAX_TILE_BYTES) throw new TilePackError(`${name}: larger than ${MAX_TILE_BYTES} bytes`);
      if (body + size > total) throw new TilePackError(`${name}: the tar ends inside this file`);
      yield {
        name,
        size,
        read: () => {
          const bytes = Buffer.alloc(size);
          fs.readSync(fd, bytes, 0, size, body);
          return bytes;
        },
      };
    }
  } finally {
    fs.closeSync(fd);
  }
}
