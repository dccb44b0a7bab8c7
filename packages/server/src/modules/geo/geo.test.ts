import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { geocode, reverseGeocode } from './geocode.js';
import { NO_CITY_LEVEL, REGIONS } from './regions.js';

describe('offline geocoding', () => {
  it('finds the most specific region named in an address', () => {
    expect(geocode('浙江省杭州市西湖区文三路')).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      code: '330106',
      lat: expect.closeTo(30.26, 1),
      lon: expect.closeTo(120.13, 1),
    });
    expect(geocode('杭州西湖')).toMatchObject({ code: '330106' });
    expect(geocode('杭州')).toMatchObject({ code: '330100', county: null });
    expect(geocode('浙江')).toMatchObject({ code: '330000', city: null });
  });

  it('uses the province and city to tell same-named counties apart', () => {
    expect(geocode('北京市朝阳区')).toMatchObject({ code: '110105', city: null, county: '朝阳区' });
    expect(geocode('吉林省长春市朝阳区')).toMatchObject({ code: '220104', city: '长春市' });
    expect(geocode('辽宁省朝阳市')).toMatchObject({ code: '211300', county: null });
  });

  it('keeps municipalities and SARs without a city level', () => {
    expect(geocode('上海市浦东新区')).toMatchObject({ province: '上海市', city: null, county: '浦东新区' });
    expect(geocode('香港湾仔区')).toMatchObject({ province: '香港特别行政区', city: null, code: '810002' });
    for (const code of NO_CITY_LEVEL) {
      const province = REGIONS.byCode.get(code)!;
      expect(province.children.every((c) => c.level === 'county')).toBe(true);
    }
  });

  it('has every province, city and county with a centre in China', () => {
    expect(REGIONS.provinces).toHaveLength(34);
    for (const r of REGIONS.byCode.values()) {
      expect(r.lng).toBeGreaterThan(73);
      expect(r.lng).toBeLessThan(136);
      expect(r.lat).toBeGreaterThan(3);
      expect(r.lat).toBeLessThan(54);
    }
  });

  it('finds nothing in an address without a region', () => {
    expect(geocode('Main Street 1, Springfield')).toBeUndefined();
  });

  it('reverse-geocodes to the nearest county, and nothing outside China', () => {
    expect(reverseGeocode(30.2595, 120.1302)).toMatchObject({ code: '330106', address: '浙江省杭州市西湖区' });
    expect(reverseGeocode(39.92, 116.49)).toMatchObject({ code: '110105', address: '北京市朝阳区', city: null });
    expect(reverseGeocode(35.68, 139.69)).toBeUndefined(); // Tokyo
    expect(reverseGeocode(21.03, 105.85)).toBeUndefined(); // Hanoi
    expect(reverseGeocode(37.57, 126.98)).toBeUndefined(); // Seoul
    expect(reverseGeocode(0, 0)).toBeUndefined();
  });
});

describe.each(DIALECTS)('geocoding calls on %s', (dialect) => {
  let t: TestApp;
  /** A user who edits devices' positions. */
  let editor: string;
  const get = async (url: string, auth = true) =>
    (await t.call({ method: 'GET', url: `/admin/api${url}`, token: auth ? editor : undefined })).body;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await grantedUser(t, ['equipIndex:update']);
  });
  afterAll(() => t.close());

  it('GET /util/geocoding answers the centre and names', async () => {
    const body = await get(`/util/geocoding?address=${encodeURIComponent('浙江省杭州市西湖区文三路')}`);
    expect(body).toMatchObject({ code: 200, data: { code: '330106', county: '西湖区' } });
    expect(typeof body.data.lat).toBe('number');
    expect(typeof body.data.lon).toBe('number');
  });

  it('GET /util/geocoding refuses bad input, unknown places, missing sessions and pages without a map', async () => {
    expect((await get('/util/geocoding')).msg).toMatch(/^address: /);
    expect(await get('/util/geocoding?address=nowhere%20at%20all')).toMatchObject({
      code: 404,
      msg: 'address: no match',
    });
    expect((await get('/util/geocoding?address=abc', false)).code).toBe(10500);
    const nomenu = await t.call({
      method: 'GET',
      url: '/admin/api/util/geocoding?address=abc',
      token: await t.tokenFor('nomenu'),
    });
    expect(nomenu.body.code).toBe(403);
  });

  it('GET /util/reverseGeocoding answers province, city, county and address', async () => {
    const body = await get('/util/reverseGeocoding?lat=30.2595&lon=120.1302');
    expect(body.data).toEqual({
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      code: '330106',
      address: '浙江省杭州市西湖区',
    });
  });

  it('GET /util/reverseGeocoding refuses bad input, points outside China and missing sessions', async () => {
    expect((await get('/util/reverseGeocoding?lat=91&lon=0')).msg).toMatch(/^lat: /);
    expect((await get('/util/reverseGeocoding?lat=30')).msg).toMatch(/^lon: /);
    expect((await get('/util/reverseGeocoding?lat=35.68&lon=139.69')).code).toBe(404);
    expect((await get('/util/reverseGeocoding?lat=30&lon=120', false)).code).toBe(10500);
  });
});
