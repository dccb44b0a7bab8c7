/**
 * The offline map tile tool (`npm run map-tiles -- ...`):
 *   import <folder or pack.tar> [--attribution TEXT] [--data DIR]
 *       checks every entry (z/x/y.png only, PNG bytes, sane numbers and sizes, no links) and installs
 *       the pack as {data folder}/upload/map-offline, replacing the one before
 *   status [--data DIR]
 *       prints the installed pack's manifest
 * The data folder is --data, else IOT_DATA_DIR, else ./data (as the server's).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPackManifest } from '../modules/geo/offline-tiles.js';
import { importTilePack } from '../modules/geo/tile-pack-import.js';

const USAGE = `usage:
  npm run map-tiles -- import <folder or pack.tar> [--attribution "© OpenStreetMap contributors"] [--data DIR]
  npm run map-tiles -- status [--data DIR]`;

function main(argv: string[]): void {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { attribution: { type: 'string', default: '' }, data: { type: 'string' } },
  });
  const dataDir = path.resolve(values.data ?? process.env.IOT_DATA_DIR ?? './data');
  const [command, source] = positionals;
  if (command === 'import' && source) {
    const manifest = importTilePack(path.resolve(source), dataDir, values.attribution.trim());
    process.stdout.write(
      `installed ${manifest.tiles} tiles (zoom ${manifest.minZoom}-${manifest.maxZoom}) in ${dataDir}/upload/map-offline\n`,
    );
    return;
  }
  if (command === 'status') {
    const manifest = readPackManifest(dataDir);
    process.stdout.write(manifest ? `${JSON.stringify(manifest)}\n` : 'no offline tile pack installed\n');
    return;
  }
  throw new Error(USAGE);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`refused: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
