import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  storedName: string;
  size: number;
  sha256: string;
}

/** Firmware files under the data folder, by generated names only (never a name from a request). */
export function createFirmwareStore(dataDir: string) {
  const dir = path.join(dataDir, 'firmware');
  const STORED_NAME = /^[0-9a-f]{32}\.bin$/;

  function pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error('not a stored firmware name');
    return path.join(dir, storedName);
  }

  /** Streams to disk, hashing on the way; a failed write leaves no file behind. */
  async function save(stream: Readable): Promise<StoredFile> {
    await fs.promises.mkdir(dir, { recursive: true });
    const storedName = `${crypto.randomBytes(16).toString('hex')}.bin`;
    const hash = crypto.createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const target = pathOf(storedName);
    try {
      await pipeline(stream, meter, fs.createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      throw error;
    }
    return { storedName, size, sha256: hash.digest('hex') };
  }

  async function remove(storedName: string): Promise<void> {
    await fs.promises.rm(pathOf(storedName), { force: true });
  }

  return { pathOf, save, remove };
}
