import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_TILE_BYTES } from './offline-tiles.js';

/** Why a pack is refused, naming the entry: nothing of it is installed. */
export class TilePackError extends Error {}

/**
 * One file of a pack: its path inside the pack (`/`-separated), its size as the pack declares it, and a
 * reader of its bytes. Entries come one at a time from a stream: read an entry before asking for the next.
 */
export interface PackEntry {
  name: string;
  size: number;
  read(): Promise<Buffer>;
}

/** Folders nest four deep at most: an optional top folder, then z/x/y.png. */
const MAX_DEPTH = 4;

/** The files of a folder pack; a symbolic link anywhere refuses the pack (it could lead out of it). */
export async function* folderEntries(root: string, prefix = '', depth = 0): AsyncGenerator<PackEntry> {
  const items = await fs.promises.readdir(path.join(root, prefix), { withFileTypes: true });
  for (const item of items) {
    const name = prefix ? `${prefix}/${item.name}` : item.name;
    const full = path.join(root, name);
    if (item.isSymbolicLink()) throw new TilePackError(`${name}: a symbolic link`);
    if (item.isDirectory()) {
      if (depth + 1 >= MAX_DEPTH) throw new TilePackError(`${name}/: deeper than z/x/y.png`);
      yield* folderEntries(root, name, depth + 1);
    } else if (item.isFile()) {
      const { size } = await fs.promises.lstat(full);
      yield { name, size, read: () => fs.promises.readFile(full) };
    } else {
      throw new TilePackError(`${name}: not a file`);
    }
  }
}

/** Bytes taken from a stream in the sizes asked for, holding no more than one chunk beyond them. */
class ByteReader {
  private held: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** `n` bytes, or fewer where the stream ends. */
  async take(n: number): Promise<Buffer> {
    const parts: Buffer[] = [this.held];
    let have = this.held.length;
    while (have < n) {
      const next = await this.source.next().catch((error: Error) => {
        throw new TilePackError(`a damaged archive (${error.message})`);
      });
      if (next.done) break;
      parts.push(next.value);
      have += next.value.length;
    }
    const all = parts.length === 1 ? this.held : Buffer.concat(parts, have);
    this.held = all.subarray(Math.min(n, all.length));
    return all.subarray(0, n);
  }

  /** Passes over `n` bytes in slices, so a large skipped entry is never held whole. */
  async skip(n: number): Promise<void> {
    for (let left = n; left > 0;) {
      const taken = await this.take(Math.min(left, 64 * 1024));
      if (taken.length === 0) return;
      left -= taken.length;
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
 * The files of a tar (ustar or GNU) read from a stream (a .tar file, or a .tar.gz through gunzip): each
 * entry's size comes from its header and is checked before its bytes are read, and only one entry is
 * held at a time. Links and devices refuse the pack; folders and pax headers (attributes) are passed over.
 */
export async function* tarEntries(input: Readable): AsyncGenerator<PackEntry> {
  const bytes = new ByteReader(input[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  try {
    for (;;) {
      const header = await bytes.take(BLOCK);
      if (header.length === 0 || header.every((byte) => byte === 0)) return;
      if (header.length < BLOCK) throw new TilePackError('the tar ends inside an entry header');
      const base = field(header, 0, 100);
      const prefix = field(header, 345, 155);
      const name = (prefix ? `${prefix}/${base}` : base).replace(/^(\.\/)+/, '');
      const size = parseInt(field(header, 124, 12).trim() || '0', 8);
      const type = String.fromCharCode(header[156] ?? 0);
      if (!Number.isSafeInteger(size) || size < 0) throw new TilePackError(`${name}: a damaged tar header`);
      if (size > MAX_TILE_BYTES) throw new TilePackError(`${name}: larger than ${MAX_TILE_BYTES} bytes`);
      const padding = Math.ceil(size / BLOCK) * BLOCK - size;
      if (type === 'x' || type === 'g' || type === '5') {
        await bytes.skip(size + padding);
        continue;
      }
      if (type !== '0' && type !== '\0') throw new TilePackError(`${name}: a link or special file (tar type ${type})`);
      let body: Buffer | undefined;
      yield {
        name,
        size,
        read: async () => {
          body ??= await bytes.take(size);
          if (body.length < size) throw new TilePackError(`${name}: the tar ends inside this file`);
          return body;
        },
      };
      await bytes.skip((body ? 0 : size) + padding);
    }
  } finally {
    input.destroy();
  }
}
