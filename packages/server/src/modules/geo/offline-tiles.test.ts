import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/multipart.js';
import { MAX_TILE_BYTES, OFFLINE_TILE_URL, readPackManifest } from './offline-tiles.js';
import { importTilePack } from './tile-pack-import.js';
import { refusalOf, tileBytes, writeFolder } from './test/tile-packs.js';

let t: TestApp;
let work: string;
const TILES = ['0/0/0.png', '1/0/1.png', '1/1/1.png'];
const folderPack = (name: string, files: Record<string, Buffer | null>) => writeFolder(work, name, files);

const tar = (...args: string[]) => execFileSync('tar', args, { cwd: work });
const tile = (url: string) => t.app.inject({ method: 'GET', url });
const refusal = (source: string) => refusalOf(importTilePack(source, t.config.dataDir), source);

beforeAll(async () => {
  t = await createTestApp('sqlite');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-pack-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('offline tile pack', () => {
  it('is not offered before an import: the domain check keeps the default tiles', async () => {
    const { body } = await t.call({ method: 'POST', url: '/admin/api/apply/checkAddressIsTrue/localhost' });
    expect(body.data.mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect((await tile('/upload/map-offline/0/0/0.png')).statusCode).toBe(404);
  });

  it('imports a tar of z/x/y.png made by tar, serves its tiles and becomes the map source', async () => {
    folderPack('tar-src', Object.fromEntries(TILES.map((name) => [name, null])));
    tar('-cf', 'pack.tar', '-C', 'tar-src', '.');
    const manifest = await importTilePack(path.join(work, 'pack.tar'), t.config.dataDir, { attribution: 'Test tiles' });
    expect(manifest).toMatchObject({ tiles: 3, minZoom: 0, maxZoom: 1, attribution: 'Test tiles' });

    const res = await tile('/upload/map-offline/1/1/1.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(tileBytes('1/1/1.png'))).toBe(true);
    const { body } = await t.call({ method: 'POST', url: '/admin/api/apply/checkAddressIsTrue/localhost' });
    expect(body.data.mapTiles).toEqual({ url: OFFLINE_TILE_URL, attribution: 'Test tiles', minZoom: 0, maxZoom: 1 });
  });

  it('replaces the pack with a folder pack', async () => {
    const root = folderPack('folder', { '2/3/1.png': null, '2/0/0.png': null });
    expect((await importTilePack(root, t.config.dataDir)).tiles).toBe(2);
    expect((await tile('/upload/map-offline/2/3/1.png')).rawPayload.equals(tileBytes('2/3/1.png'))).toBe(true);
    expect((await tile('/upload/map-offline/1/1/1.png')).statusCode).toBe(404);
  });

  it('answers 404 to paths that are not a tile of the pack, encoded traversal included', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'upload', 'secret.png'), PNG);
    for (const url of [
      '/upload/map-offline/2/4/0.png',
      '/upload/map-offline/23/0/0.png',
      '/upload/map-offline/2/3/1.jpg',
      '/upload/map-offline/2/03/1.png',
      '/upload/map-offline/2/3/manifest.json',
      '/upload/map-offline/..%2F..%2Fsecret.png',
      '/upload/map-offline/2/..%2F..%2F/secret.png',
      '/upload/map-offline/%2e%2e/%2e%2e/secret.png',
    ]) {
      const res = await tile(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/png');
    }
  });

  it('refuses traversal, links, non-images, bad numbers and oversized tiles, and keeps the installed pack', async () => {
    folderPack('outside', { 'evil.png': null });
    folderPack('trav/a/b', { 'c.png': null });
    tar('-cPf', 'traversal.tar', '-C', 'trav/a/b', '../../../outside/evil.png');
    expect(await refusal(path.join(work, 'traversal.tar'))).toMatch(/outside the pack/);

    const linked = folderPack('linked', { '1/0/0.png': null });
    fs.symlinkSync(path.join(work, 'outside', 'evil.png'), path.join(linked, '1/0/1.png'));
    expect(await refusal(linked)).toMatch(/1\/0\/1\.png: a symbolic link/);
    tar('-cf', 'linked.tar', '-C', 'linked', '.');
    expect(await refusal(path.join(work, 'linked.tar'))).toMatch(/1\/0\/1\.png: a link or special file/);

    expect(await refusal(folderPack('text', { '1/0/0.png': Buffer.from('<script>alert(1)</script>') }))).toMatch(
      /not a PNG image/,
    );
    expect(await refusal(folderPack('grid', { '1/2/0.png': null }))).toMatch(/inside the zoom's grid/);
    expect(await refusal(folderPack('other', { '1/0/0.png': null, 'README.txt': null }))).toMatch(
      /README\.txt: not a z\/x\/y/,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_TILE_BYTES)]);
    expect(await refusal(folderPack('big', { '1/0/0.png': big }))).toMatch(/larger than/);
    expect(await refusal(path.join(work, 'missing.zip'))).toMatch(/not found/);

    expect(readPackManifest(t.config.dataDir)?.tiles).toBe(2);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'upload')).sort()).toEqual(['map-offline', 'secret.png']);
  });
});
