import fs from 'node:fs';
import path from 'node:path';
import type { MapTiles } from '@iot/contract';

/**
 * The offline tile pack: `{data folder}/upload/map-offline/{z}/{x}/{y}.png`, installed by
 * `npm run map-tiles -- import` and served by this host at the same path. Only PNG tiles of sane
 * numbers and sizes get in; what is served is found from three checked numbers, never from a
 * request's path.
 */
export const OFFLINE_TILE_FOLDER = path.join('upload', 'map-offline');
/** The tile address the console gets when the pack is the map's source. */
export const OFFLINE_TILE_URL = '/upload/map-offline/{z}/{x}/{y}.png';
/** Written last by an import: a pack without it is incomplete and is not offered. */
export const PACK_MANIFEST = 'manifest.json';

/** Web-map zoom levels stop at 22; a tile above 1 MB is not a map tile. */
export const MAX_TILE_ZOOM = 22;
export const MAX_TILE_BYTES = 1024 * 1024;

export interface TileCoordinates {
  z: number;
  x: number;
  y: number;
}

export interface PackManifest {
  tiles: number;
  minZoom: number;
  maxZoom: number;
  attribution: string;
  importedAt: string;
}

const DIGITS = /^(0|[1-9]\d{0,6})$/;

/** `z`, `x` and `y` as written in a tile path: plain decimals, x and y inside the zoom's 2^z grid. */
export function tileCoordinates(z: string, x: string, y: string): TileCoordinates | null {
  if (!DIGITS.test(z) || !DIGITS.test(x) || !DIGITS.test(y)) return null;
  const tile = { z: Number(z), x: Number(x), y: Number(y) };
  if (tile.z > MAX_TILE_ZOOM) return null;
  const side = 2 ** tile.z;
  return tile.x < side && tile.y < side ? tile : null;
}

export const packFolder = (dataDir: string) => path.join(dataDir, OFFLINE_TILE_FOLDER);

export const tileFile = (folder: string, { z, x, y }: TileCoordinates) =>
  path.join(folder, String(z), String(x), `${y}.png`);

/** The installed pack's manifest, or null without a complete pack. */
export function readPackManifest(dataDir: string): PackManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(packFolder(dataDir), PACK_MANIFEST), 'utf8')) as PackManifest;
  } catch {
    return null;
  }
}

/**
 * The tiles the console uses: a configured address first, else the installed pack with its zoom range
 * (the map asks for no tile the pack lacks), else the default or none.
 */
export function mapTileSource(
  tiles: { url: string; configured: boolean; attribution: string },
  dataDir: string,
): MapTiles {
  const pack = tiles.configured ? null : readPackManifest(dataDir);
  return pack
    ? { url: OFFLINE_TILE_URL, attribution: pack.attribution, minZoom: pack.minZoom, maxZoom: pack.maxZoom }
    : { url: tiles.url, attribution: tiles.attribution };
}
