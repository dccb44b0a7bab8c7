import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { PNG } from '../../../test/multipart.js';
import { TilePackError } from '../tile-pack-reader.js';

/** Each test tile's bytes tell it apart: the PNG signature, then its own path. */
export const tileBytes = (name: string) => Buffer.concat([PNG, Buffer.from(name)]);

/** A folder `work/name` holding the given files (`null` bytes: a tile of its own path). */
export function writeFolder(work: string, name: string, files: Record<string, Buffer | null>): string {
  const root = path.join(work, name);
  for (const [file, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), bytes ?? tileBytes(file));
  }
  return root;
}

/** The message an import is refused with; fails the test if it was installed or failed otherwise. */
export async function refusalOf(importing: Promise<unknown>, what: string): Promise<string> {
  const error: unknown = await importing.then(
    () => new Error(`${what} was imported`),
    (e: unknown) => e,
  );
  if (error instanceof TilePackError) return error.message;
  throw error;
}

/**
 * Writes `work/out` as a zip of the named entries of `work/cwd`, as `zip -qry out names` would: folders with their
 * own entries, files, and symbolic links stored as links (their target as content).
 */
export async function zipFolders(work: string, cwd: string, names: string[], out: string): Promise<void> {
  const zip = new ZipFile();
  const add = (name: string) => {
    const full = path.join(work, cwd, name);
    const stat = fs.lstatSync(full);
    if (stat.isSymbolicLink()) zip.addBuffer(Buffer.from(fs.readlinkSync(full)), name, { mode: 0o120777 });
    else if (stat.isFile()) zip.addFile(full, name);
    else {
      zip.addEmptyDirectory(name);
      for (const entry of fs.readdirSync(full).sort()) add(`${name}/${entry}`);
    }
  };
  names.forEach(add);
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(path.join(work, out)));
}
