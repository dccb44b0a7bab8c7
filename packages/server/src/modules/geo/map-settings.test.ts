import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('IOT_MAP_TILE_URL', () => {
  it('defaults to OpenStreetMap with its attribution, and takes a path, another server or nothing', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: OSM,
      configured: false,
      attribution: '© OpenStreetMap contributors',
      imgSource: 'https://tile.openstreetmap.org',
    });
    expect(loadConfig({ IOT_MAP_TILE_URL: '' }).mapTiles).toEqual({
      url: '',
      configured: false,
      attribution: '',
      imgSource: null,
    });
    expect(loadConfig({ IOT_MAP_TILE_URL: '/upload/map-offline/{z}/{x}/{y}.png' }).mapTiles.imgSource).toBeNull();
    const own = loadConfig({
      IOT_MAP_TILE_URL: 'http://{s}.tiles.plant.local:8081/{z}/{y}/{x}.png',
      IOT_MAP_TILE_ATTRIBUTION: 'Plant GIS',
    }).mapTiles;
    expect(own).toMatchObject({ attribution: 'Plant GIS', imgSource: 'http://*.tiles.plant.local:8081' });
  });

  it('refuses addresses without {z}, {x} and {y} or with what would break the CSP header', () => {
    for (const url of [
      'https://tiles.example.com/tile.png',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      "https://tiles.example.com/{z}/{x}/{y}.png; script-src 'unsafe-inline'",
      'https://tiles.example.com /{z}/{x}/{y}.png',
      'tiles/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ IOT_MAP_TILE_URL: url }), url).toThrow(/IOT_MAP_TILE_URL/);
    }
  });
});

describe.each(DIALECTS)('map settings and base map on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_MAP_TILE_URL: 'https://maps.example.com/{z}/{x}/{y}.png' });
  });
  afterAll(() => t.close());

  it('tells the console the tiles in the public domain check, and lets it load them past the CSP', async () => {
    const { body } = await t.call({ method: 'POST', url: '/admin/api/apply/checkAddressIsTrue/localhost' });
    expect(body.data.mapTiles).toEqual({ url: 'https://maps.example.com/{z}/{x}/{y}.png', attribution: '' });
    fs.writeFileSync(path.join(t.config.webDir!, 'index.html'), '<!doctype html><title>console</title>');
    const app = await buildApp({ config: t.config, db: t.testDb.db });
    const res = await app.inject({ method: 'GET', url: '/addDevice' });
    await app.close();
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://maps.example.com;");
  });

  it('GET /util/mapBase answers city and county centres and the outline to a map page, 10500 without a session', async () => {
    const token = await grantedUser(t, ['hardwareMap:read']);
    const { body } = await t.call({ method: 'GET', url: '/admin/api/util/mapBase', token });
    expect(body.code).toBe(200);
    const places = body.data.places as { name: string; level: string }[];
    const cities = places.filter((p) => p.level === 'city').map((p) => p.name);
    expect(cities).toEqual(expect.arrayContaining(['杭州市', '北京市', '上海市', '香港特别行政区']));
    expect(places).toContainEqual({
      name: '西湖区',
      level: 'county',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(places.map((p) => p.name)).not.toContain('浙江省');
    expect(body.data.outline.length).toBeGreaterThan(0);
    expect(body.data.outline[0][0]).toHaveLength(2);
    expect((await t.call({ method: 'GET', url: '/admin/api/util/mapBase' })).body.code).toBe(10500);
  });
});
