import { MUNICIPALITY_CODES } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createGeoService } from './geo.service.js';
import { createRegionShapes } from './region-shapes.js';
import { REGIONS } from './regions.js';

describe('region shapes', () => {
  const shapes = createRegionShapes();

  it('has every province under the country, each with an outline', () => {
    const country = shapes.of('100000')!;
    expect(country.features.map((f) => f.code).sort()).toEqual(REGIONS.provinces.map((p) => p.code).sort());
    for (const f of country.features) {
      const ring = f.polygons[0]![0]!;
      expect(ring.length, f.name).toBeGreaterThanOrEqual(4);
    }
  });

  it('puts districts directly under municipalities, cities under provinces, counties under cities', () => {
    for (const code of MUNICIPALITY_CODES.filter((c) => c !== '710000')) {
      const level = shapes.of(code)!;
      expect(level.features.length, code).toBeGreaterThan(0);
      expect(level.features.every((f) => REGIONS.byCode.get(f.code)?.level === 'county')).toBe(true);
    }
    expect(shapes.of('330000')!.features.every((f) => REGIONS.byCode.get(f.code)?.level === 'city')).toBe(true);
    const hangzhou = shapes.of('330100')!.features;
    expect(hangzhou.map((f) => f.name)).toContain('西湖区');
    expect(hangzhou.every((f) => f.code.startsWith('3301'))).toBe(true);
    expect(shapes.of('330106')).toBeUndefined();
  });
});

describe('the levels a place name stands for (the dashboard area filter)', () => {
  const { levelsOf } = createGeoService();
  it('names the province, city or county columns to read, all three for an unknown name', () => {
    expect(levelsOf('浙江省')).toEqual(['province']);
    expect(levelsOf('浙江')).toEqual(['province']);
    expect(levelsOf('杭州市')).toEqual(['city']);
    expect(levelsOf('西湖区')).toEqual(['county']);
    expect(levelsOf('重庆市')).toEqual(['province']);
    expect(levelsOf('Springfield').sort()).toEqual(['city', 'county', 'province']);
  });
});

describe.each(DIALECTS)('GET /util/regionShapes on %s', (dialect) => {
  let t: TestApp;
  let reader: string;
  const get = async (url: string, token: string | undefined = reader) =>
    (await t.call({ method: 'GET', url: `/admin/api/util/regionShapes/${url}`, token })).body;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    reader = await grantedUser(t, ['hardwareMap:read']);
  });
  afterAll(() => t.close());

  it('answers one level, and refuses bad codes, unknown regions, missing sessions and pages without a map', async () => {
    const body = await get('500000');
    expect(body.code).toBe(200);
    expect(body.data.features.find((f: { name: string }) => f.name === '渝中区')).toMatchObject({ code: '500103' });
    expect((await get('50')).msg).toMatch(/^code: /);
    expect(await get('999999')).toMatchObject({ code: 404, msg: 'region not found' });
    expect((await get('..%2F..%2Fpackage')).code).toBe(400);
    expect((await get('500000', '')).code).toBe(10500);
    expect((await get('500000', await t.tokenFor('nomenu'))).code).toBe(403);
  });
});
