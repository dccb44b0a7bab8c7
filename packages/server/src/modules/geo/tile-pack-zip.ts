import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_TILE_BYTES } from './offline-tiles.js';
import { TilePackError, type PackEntry } from './tile-pack-reader.js';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFLNK = 0o120000;
/** General purpose flag bit 0: the entry is encrypted. */
const ENCRYPTED = 0x1;

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    // Raw names: the pack's own checks name a bad entry (yauzl's would end the listing with its own text).
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false }, (error, zip) =>
      error ? reject(new TilePackError(`${file}: not a readable zip (${error.message})`)) : resolve(zip),
    ),
  );

/** The next entry of the central directory, or null after the last. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      done();
      resolve(entry);
    };
    const onEnd = () => {
      done();
      resolve(null);
    };
    const onError = (error: Error) => {
      done();
      reject(new TilePackError(`a damaged zip (${error.message})`));
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

async function readEntry(zip: ZipFile, entry: Entry, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    // yauzl checks the inflated bytes against the declared size, which was checked against the cap.
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  } catch (error) {
    throw new TilePackError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return Buffer.concat(chunks);
}

/**
 * The files of a .zip, from its central directory; each entry's bytes are inflated only when read.
 * Links, devices and encrypted entries refuse the pack; folders are passed over.
 */
export async function* zipEntries(file: string): AsyncGenerator<PackEntry> {
  const zip = await openZip(file);
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = (entry.fileName as unknown as Buffer).toString('utf8');
      if (name.endsWith('/')) continue;
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (mode === S_IFLNK) throw new TilePackError(`${name}: a symbolic link`);
      if (mode !== 0 && mode !== S_IFREG) throw new TilePackError(`${name}: not a file`);
      if (entry.generalPurposeBitFlag & ENCRYPTED) throw new TilePackError(`${name}: encrypted`);
      if (entry.uncompressedSize > MAX_TILE_BYTES)
        throw new TilePackError(`${name}: larger than ${MAX_TILE_BYTES} bytes`);
      const found = entry;
      yield { name, size: entry.uncompressedSize, read: () => readEntry(zip, found, name) };
    }
  } finally {
    zip.close();
  }
}
