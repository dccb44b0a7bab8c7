import fs from 'node:fs';
import path from 'node:path';
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

/** A planet to zoom 12 is ~22 million tiles; plants import a region, far below this. */
export const MAX_PACK_TILES = 5_000_000;

const TILE_PATH = /^([^/]+)\/([^/]+)\/([^/]+)\.png$/;

function entriesOf(source: string): Generator<PackEntry> {
  const found = fs.lstatSync(source, { throwIfNoEntry: false });
  if (!found) throw new TilePackError(`${source}: not found`);
  if (found.isSymbolicLink()) throw new TilePackError(`${source}: a symbolic link`);
  if (found.isDirectory()) return folderEntries(source);
  if (found.isFile() && /\.tar$/i.test(source)) return tarEntries(source);
  throw new TilePackError(`${source}: expected a folder or a .tar of z/x/y.png tiles`);
}

/** Checks one entry: a `z/x/y.png` path of sane numbers (so no `..` or absolute path), a PNG's bytes. */
function checkedTile(entry: PackEntry) {
  const parts = TILE_PATH.exec(entry.name);
  if (!parts) {
    const traversal = entry.name.startsWith('/') || entry.name.split('/').includes('..');
    throw new TilePackError(`${entry.name}: ${traversal ? 'a path leading outside the pack' : 'not a z/x/y.png tile'}`);
  }
  const tile = tileCoordinates(parts[1]!, parts[2]!, parts[3]!);
  if (!tile) throw new TilePackError(`${entry.name}: zoom 0-22 with x and y inside the zoom's grid`);
  if (entry.size > MAX_TILE_BYTES) throw new TilePackError(`${entry.name}: larger than ${MAX_TILE_BYTES} bytes`);
  const bytes = entry.read();
  if (sniffImage(bytes) !== 'png') throw new TilePackError(`${entry.name}: not a PNG image`);
  return { tile, bytes };
}

/**
 * Installs a tile pack (a folder or a .tar of `z/x/y.png`) as the data folder's offline pack. Every
 * entry is checked first into a staging folder; only a pack without a single refusal replaces the
 * installed one, with its manifest written last.
 */
export function importTilePack(source: string, dataDir: string, attribution = ''): PackManifest {
  const target = packFolder(dataDir);
  const staging = `${target}.importing-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  let tiles = 0;
  let minZoom = Infinity;
  let maxZoom = -Infinity;
  try {
    for (const entry of entriesOf(source)) {
      const { tile, bytes } = checkedTile(entry);
      if (++tiles > MAX_PACK_TILES) throw new TilePackError(`more than ${MAX_PACK_TILES} tiles`);
      const file = tileFile(staging, tile);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      if (fs.existsSync(file)) throw new TilePackError(`${entry.name}: twice in the pack`);
      fs.writeFileSync(file, bytes);
      minZoom = Math.min(minZoom, tile.z);
      maxZoom = Math.max(maxZoom, tile.z);
    }
    if (tiles === 0) throw new TilePackError(`${source}: no tiles`);
    const manifest: PackManifest = { tiles, minZoom, maxZoom, attribution, importedAt: new Date().toISOString() };
    fs.writeFileSync(path.join(staging, PACK_MANIFEST), JSON.stringify(manifest, null, 2));
    const old = `${target}.old-${process.pid}`;
    if (fs.existsSync(target)) fs.renameSync(target, old);
    fs.renameSync(staging, target);
    fs.rmSync(old, { recursive: true, force: true });
    return manifest;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
