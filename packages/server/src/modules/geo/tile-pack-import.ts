import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sniffImage } from '../../storage/sniff.js';
import {
  MAX_TILE_BYTES,
  PACK_MANIFEST,
  packFolder,
  tileCoordinates,
  tileFile,
  type PackManifest,
} from './offline-tiles.js';
import { folderEntries, tarEntries, TilePackError, type PackEntry } from './tile-pack-reader.js';
import { zipEntries } from './tile-pack-zip.js';

/** A planet to zoom 12 is ~22 million tiles; plants import a region, far below these. */
export const MAX_PACK_TILES = 5_000_000;
export const MAX_PACK_BYTES = 8 * 1024 ** 3;

export interface TilePackOptions {
  attribution?: string;
  /** The caps of a whole pack (tests lower them). */
  maxTiles?: number;
  maxBytes?: number;
}

const TILE_PATH = /^(\d+)\/(\d+)\/(\d+)\.png$/;
const FORMATS = 'a folder, .zip, .tar or .tar.gz of z/x/y.png tiles';

function entriesOf(source: string): AsyncGenerator<PackEntry> {
  const found = fs.lstatSync(source, { throwIfNoEntry: false });
  if (!found) throw new TilePackError(`${source}: not found`);
  if (found.isSymbolicLink()) throw new TilePackError(`${source}: a symbolic link`);
  if (found.isDirectory()) return folderEntries(source);
  if (!found.isFile()) throw new TilePackError(`${source}: expected ${FORMATS}`);
  if (/\.zip$/i.test(source)) return zipEntries(source);
  if (/\.tar$/i.test(source)) return tarEntries(fs.createReadStream(source));
  if (/\.(tar\.gz|tgz)$/i.test(source)) {
    const gunzip = zlib.createGunzip();
    const file = fs.createReadStream(source).on('error', (error) => gunzip.destroy(error));
    return tarEntries(file.pipe(gunzip));
  }
  throw new TilePackError(`${source}: expected ${FORMATS}`);
}

/**
 * Where a pack's tiles sit: at its root, or under one top folder (`tiles/3/6/2.png`, as zip and tar
 * make of a folder), told by the first entry. Answers the entry's path below that folder.
 */
function underTop(name: string, top: { prefix?: string }): string {
  const parts = name.split('/');
  if (name.startsWith('/') || parts.includes('..')) throw new TilePackError(`${name}: a path leading outside the pack`);
  top.prefix ??= parts.length === 4 && parts[0] !== '.' ? `${parts[0]}/` : '';
  if (!name.startsWith(top.prefix)) throw new TilePackError(`${name}: outside the pack's top folder ${top.prefix}`);
  return name.slice(top.prefix.length);
}

/** Checks one entry: a `z/x/y.png` path of sane numbers, a size under the cap, a PNG's bytes. */
async function checkedTile(entry: PackEntry, inner: string) {
  const parts = TILE_PATH.exec(inner);
  if (!parts) throw new TilePackError(`${entry.name}: not a z/x/y.png tile`);
  const tile = tileCoordinates(parts[1]!, parts[2]!, parts[3]!);
  if (!tile) throw new TilePackError(`${entry.name}: zoom 0-22 with x and y inside the zoom's grid`);
  if (entry.size > MAX_TILE_BYTES) throw new TilePackError(`${entry.name}: larger than ${MAX_TILE_BYTES} bytes`);
  const bytes = await entry.read();
  if (bytes.length > MAX_TILE_BYTES) throw new TilePackError(`${entry.name}: larger than ${MAX_TILE_BYTES} bytes`);
  if (sniffImage(bytes) !== 'png') throw new TilePackError(`${entry.name}: not a PNG image`);
  return { tile, bytes };
}

/** Writes a pack's tiles into `staging`, one entry at a time; answers the manifest without writing it. */
async function stage(source: string, staging: string, options: TilePackOptions): Promise<PackManifest> {
  const { maxTiles = MAX_PACK_TILES, maxBytes = MAX_PACK_BYTES } = options;
  const top: { prefix?: string } = {};
  const folders = new Set<string>();
  let tiles = 0;
  let bytesIn = 0;
  let minZoom = Infinity;
  let maxZoom = -Infinity;
  for await (const entry of entriesOf(source)) {
    const { tile, bytes } = await checkedTile(entry, underTop(entry.name, top));
    if (++tiles > maxTiles) throw new TilePackError(`${entry.name}: more than ${maxTiles} tiles in the pack`);
    bytesIn += bytes.length;
    if (bytesIn > maxBytes) throw new TilePackError(`${entry.name}: the pack passes ${maxBytes} bytes`);
    const file = tileFile(staging, tile);
    const folder = path.dirname(file);
    if (!folders.has(folder)) await fs.promises.mkdir(folder, { recursive: true });
    folders.add(folder);
    await fs.promises.writeFile(file, bytes, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new TilePackError(`${entry.name}: twice in the pack`) : error;
    });
    minZoom = Math.min(minZoom, tile.z);
    maxZoom = Math.max(maxZoom, tile.z);
  }
  if (tiles === 0) throw new TilePackError(`${source}: no tiles`);
  return { tiles, minZoom, maxZoom, attribution: options.attribution ?? '', importedAt: new Date().toISOString() };
}

/**
 * Installs a tile pack (a folder, .zip, .tar or .tar.gz of `z/x/y.png`, possibly under one top folder)
 * as the data folder's offline pack. Archives are read as streams, one tile in memory at a time. Every
 * entry is checked into a staging folder; only a pack without a single refusal replaces the installed
 * one (a rename), with its manifest written last.
 */
export async function importTilePack(
  source: string,
  dataDir: string,
  options: TilePackOptions = {},
): Promise<PackManifest> {
  const target = packFolder(dataDir);
  const staging = `${target}.importing-${process.pid}`;
  await fs.promises.rm(staging, { recursive: true, force: true });
  try {
    const manifest = await stage(source, staging, options);
    await fs.promises.writeFile(path.join(staging, PACK_MANIFEST), JSON.stringify(manifest, null, 2));
    const old = `${target}.old-${process.pid}`;
    if (fs.existsSync(target)) await fs.promises.rename(target, old);
    await fs.promises.rename(staging, target);
    await fs.promises.rm(old, { recursive: true, force: true });
    return manifest;
  } catch (error) {
    await fs.promises.rm(staging, { recursive: true, force: true });
    throw error;
  }
}
