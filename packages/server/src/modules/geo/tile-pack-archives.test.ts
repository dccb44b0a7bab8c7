import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/multipart.js';
import { MAX_TILE_BYTES, OFFLINE_TILE_URL, readPackManifest } from './offline-tiles.js';
import { importTilePack, type TilePackOptions } from './tile-pack-import.js';
import { refusalOf, tileBytes, writeFolder, zipFolders } from './test/tile-packs.js';

// Packs made by a zip writer (yazl) and the system's tar, imported, and their tiles fetched over a real socket.
let t: TestApp;
let work: string;
let base: string;
const folder = (name: string, files: Record<string, Buffer | null>) => writeFolder(work, name, files);
const run = (command: string, ...args: string[]) => execFileSync(command, args, { cwd: work, stdio: 'pipe' });
const get = (url: string) => fetch(`${base}${url}`);
const install = (source: string, options?: TilePackOptions) =>
  importTilePack(path.join(work, source), t.config.dataDir, options);
const refusal = (source: string, options?: TilePackOptions) => refusalOf(install(source, options), source);
/** The same bytes with `from` renamed to `to` (same length) in the zip's local and central headers. */
function renamed(zip: string, from: string, to: string, out: string) {
  const bytes = fs.readFileSync(path.join(work, zip));
  const [a, b] = [Buffer.from(from), Buffer.from(to)];
  for (let at = bytes.indexOf(a); at >= 0; at = bytes.indexOf(a, at + 1)) b.copy(bytes, at);
  fs.writeFileSync(path.join(work, out), bytes);
}

beforeAll(async () => {
  t = await createTestApp('sqlite');
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-archives-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('offline tile packs as .zip and .tar.gz', () => {
  it('imports a .zip under one top folder, serves its tiles and gives the console its zoom range', async () => {
    folder('zip-src', { 'tiles/3/1/2.png': null, 'tiles/3/2/2.png': null, 'tiles/5/0/31.png': null });
    await zipFolders(work, 'zip-src', ['tiles'], 'pack.zip');
    const manifest = await install('pack.zip', { attribution: 'Zip tiles' });
    expect(manifest).toMatchObject({ tiles: 3, minZoom: 3, maxZoom: 5, attribution: 'Zip tiles' });

    const res = await get('/upload/map-offline/5/0/31.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(tileBytes('tiles/5/0/31.png'))).toBe(true);
    const check = await fetch(`${base}/admin/api/apply/checkAddressIsTrue/localhost`, { method: 'POST' });
    const { data } = (await check.json()) as { data: { mapTiles: object } };
    expect(data.mapTiles).toEqual({ url: OFFLINE_TILE_URL, attribution: 'Zip tiles', minZoom: 3, maxZoom: 5 });
  });

  it('imports a .tar.gz (and a .tgz) in place of the installed pack', async () => {
    folder('gz-src', { 'world/0/0/0.png': null, 'world/2/3/1.png': null });
    run('tar', '-czf', 'pack.tar.gz', '-C', 'gz-src', 'world');
    expect(await install('pack.tar.gz')).toMatchObject({ tiles: 2, minZoom: 0, maxZoom: 2 });
    const res = await get('/upload/map-offline/2/3/1.png');
    expect(Buffer.from(await res.arrayBuffer()).equals(tileBytes('world/2/3/1.png'))).toBe(true);
    expect((await get('/upload/map-offline/5/0/31.png')).status).toBe(404);

    run('tar', '-czf', 'flat.tgz', '-C', 'gz-src/world', '.');
    expect(await install('flat.tgz')).toMatchObject({ tiles: 2, minZoom: 0, maxZoom: 2 });
  });

  it('refuses unsafe or malformed archives naming the entry, and the installed pack still serves', async () => {
    folder('bad', { 'xx/1/0/0.png': null, 'ok/1/0/0.png': null, 'ok/readme.txt': null, 'two/a/1/0/0.png': null });
    await zipFolders(work, 'bad', ['xx'], 'trav.zip');
    await zipFolders(work, 'bad', ['ok'], 'name.zip');
    run('tar', '-czf', 'deep.tar.gz', '-C', 'bad', 'two');
    renamed('trav.zip', 'xx/', '../', 'traversal.zip');
    expect(await refusal('traversal.zip')).toBe('../1/0/0.png: a path leading outside the pack');
    expect(await refusal('name.zip')).toBe('ok/readme.txt: not a z/x/y.png tile');
    expect(await refusal('deep.tar.gz')).toMatch(/^two\/a\/1\/0\/0\.png: /);

    folder('grid', { 'g/1/2/0.png': null });
    run('tar', '-czf', 'grid.tar.gz', '-C', 'grid', 'g');
    expect(await refusal('grid.tar.gz')).toBe("g/1/2/0.png: zoom 0-22 with x and y inside the zoom's grid");

    fs.mkdirSync(path.join(work, 'linked/l/1/0'), { recursive: true });
    fs.symlinkSync('/etc/passwd', path.join(work, 'linked/l/1/0/0.png'));
    await zipFolders(work, 'linked', ['l'], 'linked.zip');
    run('tar', '-czf', 'linked.tar.gz', '-C', 'linked', 'l');
    expect(await refusal('linked.zip')).toBe('l/1/0/0.png: a symbolic link');
    expect(await refusal('linked.tar.gz')).toBe('l/1/0/0.png: a link or special file (tar type 2)');

    folder('escape', { 'e/1/0/0.png': null });
    run('tar', '-czf', 'escape.tar.gz', '--transform', 's,^e/,../,', '-C', 'escape', 'e');
    expect(await refusal('escape.tar.gz')).toBe('../1/0/0.png: a path leading outside the pack');

    const big = Buffer.concat([PNG, Buffer.alloc(MAX_TILE_BYTES)]);
    folder('big', { 'b/1/0/0.png': big });
    await zipFolders(work, 'big', ['b'], 'big.zip');
    run('tar', '-czf', 'big.tar.gz', '-C', 'big', 'b');
    expect(await refusal('big.zip')).toMatch(/^b\/1\/0\/0\.png: larger than \d+ bytes$/);
    expect(await refusal('big.tar.gz')).toMatch(/^b\/1\/0\/0\.png: larger than \d+ bytes$/);

    fs.writeFileSync(path.join(work, 'broken.tar.gz'), 'not gzip at all');
    expect(await refusal('broken.tar.gz')).toMatch(/^a damaged archive \(/);
    expect(await refusal('broken.zip.txt')).toMatch(/not found/);

    expect(readPackManifest(t.config.dataDir)?.tiles).toBe(2);
    expect((await get('/upload/map-offline/2/3/1.png')).status).toBe(200);
    const upload = fs.readdirSync(path.join(t.config.dataDir, 'upload'));
    expect(upload.filter((name) => name.startsWith('map-offline'))).toEqual(['map-offline']);
  });

  it('refuses a pack above its caps of tiles and bytes, and one spread over two top folders', async () => {
    folder('many', { 'm/1/0/0.png': null, 'm/1/0/1.png': null, 'm/1/1/0.png': null });
    run('tar', '-czf', 'many.tar.gz', '-C', 'many', 'm');
    expect(await refusal('many.tar.gz', { maxTiles: 2 })).toMatch(/^m\/1\/\d\/\d\.png: more than 2 tiles in the pack$/);
    expect(await refusal('many.tar.gz', { maxBytes: 2 * tileBytes('m/1/0/0.png').length })).toMatch(
      /^m\/1\/\d\/\d\.png: the pack passes \d+ bytes$/,
    );
    folder('split', { 'a/1/0/0.png': null, 'b/1/0/1.png': null });
    await zipFolders(work, 'split', ['a', 'b'], 'split.zip');
    expect(await refusal('split.zip')).toBe("b/1/0/1.png: outside the pack's top folder a/");
    expect(readPackManifest(t.config.dataDir)?.tiles).toBe(2);
  });
});
