import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/**
 * Uploaded files in one folder of the data folder, under generated names only: a name from a request
 * never reaches the file system (`pathOf` refuses anything but a generated name).
 */
export function createFileStore(dataDir: string, folder: string) {
  const dir = path.join(dataDir, folder);

  function pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error('not a stored file name');
    return path.join(dir, storedName);
  }

  async function save(bytes: Buffer, extension: string): Promise<string> {
    await fs.promises.mkdir(dir, { recursive: true });
    const storedName = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
    await fs.promises.writeFile(pathOf(storedName), bytes, { flag: 'wx' });
    return storedName;
  }

  async function remove(storedNames: readonly string[]): Promise<void> {
    await Promise.all(storedNames.map((n) => fs.promises.rm(pathOf(n), { force: true })));
  }

  return { pathOf, save, remove };
}
export type FileStore = ReturnType<typeof createFileStore>;
