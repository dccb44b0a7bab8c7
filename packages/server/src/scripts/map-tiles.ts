/**
 * The offline map tile tool (`npm run map-tiles -- ...`):
 *   import <folder, pack.zip, pack.tar or pack.tar.gz> [--attribution TEXT] [--data DIR]
 *       checks every entry (z/x/y.png only, possibly under one top folder, PNG bytes, sane numbers and
 *       sizes, no links) and installs the pack as {data folder}/upload/map-offline, replacing the one
 *       before only when every entry passed
 *   status [--data DIR]
 *       prints the installed pack's zoom range and tile count
 * The data folder is --data, else IOT_DATA_DIR, else ./data (as the server's).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPackManifest, type PackManifest } from '../modules/geo/offline-tiles.js';
import { importTilePack } from '../modules/geo/tile-pack-import.js';

const describe = (m: PackManifest) =>
  `zoom ${m.minZoom}-${m.maxZoom}, ${m.tiles} tiles, imported ${m.importedAt}${m.attribution ? `, attribution "${m.attribution}"` : ''}`;

const USAGE = `usage:
  npm run map-tiles -- import <folder, .zip, .tar or .tar.gz> [--attribution "© OpenStreetMap contributors"] [--data DIR]
  npm run map-tiles -- status [--data DIR]`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { attribution: { type: 'string', default: '' }, data: { type: 'string' } },
  });
  const dataDir = path.resolve(values.data ?? process.env.IOT_DATA_DIR ?? './data');
  const [command, source] = positionals;
  if (command === 'import' && source) {
    const manifest = await importTilePack(path.resolve(source), dataDir, { attribution: values.attribution.trim() });
    process.stdout.write(`installed in ${dataDir}/upload/map-offline: ${describe(manifest)}\n`);
    return;
  }
  if (command === 'status') {
    const manifest = readPackManifest(dataDir);
    process.stdout.write(manifest ? `${describe(manifest)}\n` : 'no offline tile pack installed\n');
    return;
  }
  throw new Error(USAGE);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`refused: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
