import { DAY_MS } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from './test/api.js';

describe.each(DIALECTS)('device lists on %s', (dialect) => {
  let t: TestApp;
  const { as, device, variable } = apiOf(() => t);
  let alpha: number;
  let otherDevice: number;
  const names = (records: { name: string }[]) => records.map((r) => r.name);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    alpha = (await device('dealerAdmin', { name: 'Alpha boiler', identity: 'ALPHA-1', modelName: 'is600' })).id;
    await device('dealerAdmin', { name: 'beta pump', identity: 'beta-2', province: '浙江省', city: '杭州市' });
    await device('dealerAdmin', {
      name: 'Gamma_tank',
      identity: 'gamma-3',
      lat: 30,
      lng: 120,
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
    });
    await device('customerAdmin', { name: 'Customer meter', identity: 'cust-4' });
    otherDevice = (await device('otherAdmin', { name: 'Alpha other', identity: 'other-alpha' })).id;
    await variable('dealerAdmin', alpha);
    await variable('dealerAdmin', alpha);
    await t.testDb.db.kysely.updateTable('devices').set({ isonline: 1 }).where('id', '=', alpha).execute();
  });
  afterAll(() => t.close());

  describe('POST /device/getDeviceListPage', () => {
    it('pages the devices in scope, newest first, under data.deviceList', async () => {
      const body = await as('dealerAdmin', 'POST', '/device/getDeviceListPage', { pageNum: 1, pageSize: 2 });
      expect(body.code).toBe(200);
      expect(body.data.deviceList.total).toBe(4);
      expect(names(body.data.deviceList.records)).toEqual(['Customer meter', 'Gamma_tank']);
      const page2 = await as('dealerAdmin', 'POST', '/device/getDeviceListPage', { pageNum: 2, pageSize: 2 });
      expect(names(page2.data.deviceList.records)).toEqual(['beta pump', 'Alpha boiler']);
      expect(page2.data.deviceList.records[1]).toMatchObject({ variableNum: 2, isonline: 1 });
    });

    it('filters case-insensitively and sorts by the given fields', async () => {
      const byName = await as('viewer', 'POST', '/device/getDeviceListPage', { param: { name: 'ALPHA' } });
      expect(names(byName.data.deviceList.records)).toEqual(['Alpha boiler']);
      const byIdentity = await as('viewer', 'POST', '/device/getDeviceListPage', { param: { identity: 'Beta' } });
      expect(names(byIdentity.data.deviceList.records)).toEqual(['beta pump']);
      const online = await as('viewer', 'POST', '/device/getDeviceListPage', { param: { isonline: 1 } });
      expect(names(online.data.deviceList.records)).toEqual(['Alpha boiler']);
      const model = await as('viewer', 'POST', '/device/getDeviceListPage', { param: { modelName: 'IS6' } });
      expect(model.data.deviceList.total).toBe(1);
      const wildcard = await as('viewer', 'POST', '/device/getDeviceListPage', { param: { name: '_' } });
      expect(names(wildcard.data.deviceList.records)).toEqual(['Gamma_tank']);
      const sorted = await as('viewer', 'POST', '/device/getDeviceListPage', {
        sortFields: 'identity',
        isAscendingOrder: false,
      });
      expect(names(sorted.data.deviceList.records)).toEqual(['Gamma_tank', 'beta pump', 'Alpha boiler']);
    });

    it('serves page sizes up to 9999999', async () => {
      const body = await as('root', 'POST', '/device/getDeviceListPage', { pageSize: 9_999_999 });
      expect(body.data.deviceList.total).toBe(5);
    });

    it("refuses bad input, and answers 10500, 403 and 404 for another company's filter", async () => {
      expect((await as('viewer', 'POST', '/device/getDeviceListPage', { sortFields: 'secretHash' })).msg).toMatch(
        /^sortFields: /,
      );
      expect((await as('viewer', 'POST', '/device/getDeviceListPage', { pageSize: 0 })).msg).toMatch(/^pageSize: /);
      expect((await as(null, 'POST', '/device/getDeviceListPage', {})).code).toBe(10500);
      expect((await as('nomenu', 'POST', '/device/getDeviceListPage', {})).code).toBe(403);
      const foreign = { param: { companyId: t.fixture.companies.other } };
      expect((await as('dealerAdmin', 'POST', '/device/getDeviceListPage', foreign)).code).toBe(404);
      const own = await as('otherAdmin', 'POST', '/device/getDeviceListPage', {});
      expect(names(own.data.deviceList.records)).toEqual(['Alpha other']);
    });
  });

  describe('POST /device/getDeviceList', () => {
    it('lists the devices in scope for any user with a page', async () => {
      const body = await as('viewer', 'POST', '/device/getDeviceList', {});
      expect(body.code).toBe(200);
      expect(names(body.data)).toEqual(['Alpha boiler', 'beta pump', 'Gamma_tank']);
      const filtered = await as('dealerAdmin', 'POST', '/device/getDeviceList', { name: 'METER' });
      expect(names(filtered.data)).toEqual(['Customer meter']);
    });

    it("refuses bad input, and answers 10500, 403 and 404 for another company's filter", async () => {
      expect((await as('viewer', 'POST', '/device/getDeviceList', { isonline: 2 })).msg).toMatch(/^isonline: /);
      expect((await as(null, 'POST', '/device/getDeviceList', {})).code).toBe(10500);
      expect((await as('nomenu', 'POST', '/device/getDeviceList', {})).code).toBe(403);
      const foreign = { companyId: t.fixture.companies.other };
      expect((await as('viewer', 'POST', '/device/getDeviceList', foreign)).code).toBe(404);
    });
  });

  describe('GET /device/getDeviceCurrentUser', () => {
    it('gives the map markers of the devices in scope', async () => {
      const body = await as('viewer', 'GET', '/device/getDeviceCurrentUser');
      expect(body.code).toBe(200);
      expect(body.data).toHaveLength(3);
      expect(body.data.find((m: { id: number }) => m.id === alpha)).toEqual({
        id: alpha,
        identity: 'ALPHA-1',
        name: 'Alpha boiler',
        lat: null,
        lng: null,
        isonline: 1,
        configFlowUrl: null,
        configFlowId: null,
        cameraId: null,
        pictureUrl: null,
      });
      expect(body.data.map((m: { id: number }) => m.id)).not.toContain(otherDevice);
    });

    it('refuses bad paging, and answers 10500 and 403', async () => {
      expect((await as('viewer', 'GET', '/device/getDeviceCurrentUser?pageSize=0')).msg).toMatch(/^pageSize: /);
      expect((await as(null, 'GET', '/device/getDeviceCurrentUser')).code).toBe(10500);
      expect((await as('nomenu', 'GET', '/device/getDeviceCurrentUser')).code).toBe(403);
    });
  });

  describe('GET /device/getAddressDeviceList', () => {
    it('builds province, city, county and device levels', async () => {
      const body = await as('viewer', 'GET', '/device/getAddressDeviceList');
      expect(body.code).toBe(200);
      const province = body.data.find((n: { level: string }) => n.level === 'province');
      expect(province).toMatchObject({ name: '浙江省', lat: 30, lng: 120 });
      const city = province.children[0];
      expect(city).toMatchObject({ name: '杭州市', level: 'city' });
      expect(city.children.map((n: { level: string; name: string }) => [n.level, n.name])).toEqual([
        ['county', '西湖区'],
        ['device', 'beta pump'],
      ]);
      expect(city.children[0].children[0]).toMatchObject({ level: 'device', name: 'Gamma_tank', lat: 30 });
      const topDevices = body.data.filter((n: { level: string }) => n.level === 'device');
      expect(body.data[0].level).toBe('province');
      expect(names(topDevices)).toEqual(['Alpha boiler']);
    });

    it('hangs the districts of municipalities and SARs directly under them', async () => {
      const place = { province: '重庆市', county: '渝中区' };
      const made = [
        await device('customerAdmin', { name: 'No city', ...place }),
        await device('customerAdmin', { name: 'City repeated', ...place, city: '重庆市' }),
        await device('customerAdmin', { name: 'Short name', province: '重庆', city: '重庆城区', county: '渝中区' }),
        await device('customerAdmin', { name: 'Macau', province: '澳门特别行政区', county: '花地玛堂区' }),
        await device('customerAdmin', { name: 'Province only', province: '重庆市' }),
      ];
      const body = await as('customerAdmin', 'GET', '/device/getAddressDeviceList');
      // Names in code-point order on every level: the databases sort missing cities differently.
      type Node = { name: string; level: string; children: Node[] };
      const tree = (nodes: Node[]): unknown[] =>
        nodes
          .map((n) => (n.level === 'device' ? n.name : [n.name, n.level, tree(n.children)]))
          .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
      expect(tree(body.data)).toEqual([
        'Customer meter',
        ['澳门特别行政区', 'province', [['花地玛堂区', 'county', ['Macau']]]],
        ['重庆', 'province', [['渝中区', 'county', ['Short name']]]],
        ['重庆市', 'province', ['Province only', ['渝中区', 'county', ['City repeated', 'No city']]]],
      ]);
      for (const { id } of made) await as('customerAdmin', 'DELETE', `/device/${id}`);
    });

    it('refuses bad paging, and answers 10500 and 403', async () => {
      expect((await as('viewer', 'GET', '/device/getAddressDeviceList?pageNum=-1')).msg).toMatch(/^pageNum: /);
      expect((await as(null, 'GET', '/device/getAddressDeviceList')).code).toBe(10500);
      expect((await as('nomenu', 'GET', '/device/getAddressDeviceList')).code).toBe(403);
    });
  });

  describe('device expiration', () => {
    it('lists days left and the expired flag, filtered by status', async () => {
      const now = t.clock.now();
      const { id: soon } = await device('dealerAdmin', { name: 'Soon', enableDays: 10, packageTime: now - 5 * DAY_MS });
      const { id: past } = await device('dealerAdmin', {
        name: 'Past',
        enableDays: 1,
        packageTime: '2020-01-01 00:00:00',
      });
      const page = async (param: object) =>
        (await as('dealerAdmin', 'POST', '/device/getExpirationPage', { param })).data as Record<string, any>;
      const all = await page({});
      expect(all.total).toBe(6);
      expect(all.records[0]).toMatchObject({ id: past, expired: true, enableDays: 1 });
      expect(all.records[1]).toMatchObject({ id: soon, expired: false, daysLeft: 5 });
      expect(all.records[2]).toMatchObject({ daysLeft: null, expired: false, expireTime: null });
      expect((await page({ status: 'expired' })).records.map((r: { id: number }) => r.id)).toEqual([past]);
      expect((await page({ status: 'expiring', withinDays: 7 })).records.map((r: { id: number }) => r.id)).toEqual([
        soon,
      ]);
      expect((await page({ status: 'expiring', withinDays: 3 })).total).toBe(0);
      expect((await page({ status: 'valid' })).total).toBe(5);
    });

    it('PUT /device/expiration renews a device', async () => {
      const { id } = await device('dealerAdmin');
      const body = await as('dealerAdmin', 'PUT', '/device/expiration', {
        id,
        enableDays: 365,
        packageTime: '2026-11-01 00:00:00',
      });
      expect(body.code).toBe(200);
      const record = (
        await as('dealerAdmin', 'POST', '/device/getExpirationPage', { param: { name: 'Gateway' } })
      ).data.records.find((r: { id: number }) => r.id === id);
      expect(record).toMatchObject({ enableDays: 365, packageTime: '2026-11-01 00:00:00', expired: false });
      expect(record.expireTime).toBe('2027-11-01 00:00:00');
    });

    it("refuses bad input, and answers 10500, 403 and 404 for another company's device", async () => {
      const { id } = await device('dealerAdmin');
      const bad = await as('dealerAdmin', 'PUT', '/device/expiration', { id, enableDays: 0, packageTime: null });
      expect(bad.msg).toMatch(/^enableDays: /);
      const badTime = await as('dealerAdmin', 'PUT', '/device/expiration', { id, enableDays: 1, packageTime: 'soon' });
      expect(badTime.msg).toMatch(/^packageTime: /);
      expect((await as('dealerAdmin', 'POST', '/device/getExpirationPage', { param: { status: 'x' } })).msg).toMatch(
        /^param.status: /,
      );
      const renew = { id, enableDays: 1, packageTime: null };
      expect((await as(null, 'PUT', '/device/expiration', renew)).code).toBe(10500);
      expect((await as('viewer', 'PUT', '/device/expiration', renew)).code).toBe(403);
      expect((await as('viewer', 'POST', '/device/getExpirationPage', {})).code).toBe(403);
      expect((await as(null, 'POST', '/device/getExpirationPage', {})).code).toBe(10500);
      expect((await as('dealerAdmin', 'PUT', '/device/expiration', { ...renew, id: otherDevice })).code).toBe(404);
      const other = await as('otherAdmin', 'POST', '/device/getExpirationPage', {});
      expect(other.data.records.map((r: { id: number }) => r.id)).toEqual([otherDevice]);
    });
  });
});
