import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from './test/api.js';
import { hashSecret } from './device-secret.js';

describe.each(DIALECTS)('devices on %s', (dialect) => {
  let t: TestApp;
  const { as, device, variable } = apiOf(() => t);
  let otherDevice: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    otherDevice = (await device('otherAdmin')).id;
  });
  afterAll(() => t.close());

  describe('POST /device', () => {
    it('creates a device and shows its secret once, keeping only the hash', async () => {
      const body = await as('dealerAdmin', 'POST', '/device', {
        name: 'Pump house',
        identity: 'pump-house.01',
        modelName: 'is600',
        lat: 31.2,
        lng: 121.5,
        desc: 'north side',
        enabled: true,
      });
      expect(body.code).toBe(200);
      expect(body.data.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const row = await t.testDb.db.kysely
        .selectFrom('devices')
        .selectAll()
        .where('id', '=', body.data.id)
        .executeTakeFirstOrThrow();
      expect(row.secretHash).toBe(hashSecret(body.data.secret));
      expect(row).toMatchObject({ enabled: 1, autoRegister: 1, isonline: 0, companyId: t.fixture.companies.dealer });
      const got = await as('dealerAdmin', 'GET', `/device/${body.data.id}`);
      expect(got.data).toMatchObject({
        name: 'Pump house',
        identity: 'pump-house.01',
        modelName: 'is600',
        desc: 'north side',
        companyName: 'Dealer Automation Ltd',
        ownerName: 'dealeradmin',
        variableNum: 0,
        isonline: 0,
        devType_: 1,
      });
      expect(JSON.stringify(got.data)).not.toContain(row.secretHash);
    });

    it('fills the address from the position, and again when it moves, unless one is given', async () => {
      const { id } = await device('dealerAdmin', { lat: 30.2595, lng: 120.1302 });
      const got = async () => (await as('dealerAdmin', 'GET', `/device/${id}`)).data as Record<string, any>;
      expect(await got()).toMatchObject({ province: '浙江省', city: '杭州市', county: '西湖区' });
      await as('dealerAdmin', 'PUT', '/device', { id, lat: 39.92, lng: 116.49 });
      expect((await got()).address).toBe('北京市朝阳区');
      await as('dealerAdmin', 'PUT', '/device', { id, lat: 30.26, address: 'Gate 3' });
      expect(await got()).toMatchObject({ lat: 30.26, address: 'Gate 3', province: '北京市' });
    });

    it('creates a device for a customer company in scope', async () => {
      const body = await as('dealerAdmin', 'POST', '/device', {
        name: 'Customer gw',
        identity: 'customer-gw',
        companyId: t.fixture.companies.customer,
      });
      expect(body.code).toBe(200);
      expect((await as('customerAdmin', 'GET', `/device/${body.data.id}`)).data.ownerId).toBeNull();
    });

    it('refuses a bad or taken identity naming the field', async () => {
      for (const identity of ['a/b', 'gw+1', '#', '', 'x'.repeat(65)]) {
        const body = await as('dealerAdmin', 'POST', '/device', { name: 'X', identity });
        expect(body.code).toBe(400);
        expect(body.msg).toMatch(/^identity: /);
      }
      await device('dealerAdmin', { identity: 'taken-id' });
      const body = await as('otherAdmin', 'POST', '/device', { name: 'X', identity: 'taken-id' });
      expect(body).toMatchObject({ code: 400, msg: 'identity: already taken' });
    });

    it('asks deviceExpiration:update for an expiry, and 10500 without a token, 403 without the button', async () => {
      expect((await as(null, 'POST', '/device', { name: 'X', identity: 'anon' })).code).toBe(10500);
      expect((await as('viewer', 'POST', '/device', { name: 'X', identity: 'viewer-gw' })).code).toBe(403);
      expect((await as('dealerAdmin', 'POST', '/device', { name: 'X', identity: 'exp-gw', enableDays: 30 })).code).toBe(
        200,
      );
    });

    it("answers 404 for another company's id", async () => {
      const body = await as('dealerAdmin', 'POST', '/device', {
        name: 'X',
        identity: 'elsewhere',
        companyId: t.fixture.companies.other,
      });
      expect(body.code).toBe(404);
    });
  });

  describe('PUT /device', () => {
    it('changes the given fields only', async () => {
      const { id } = await device('dealerAdmin', { modelName: 'is600' });
      const body = await as('dealerAdmin', 'PUT', '/device', { id, name: 'Renamed', scanCycle: 5, logicEnable: 1 });
      expect(body.code).toBe(200);
      const got = (await as('dealerAdmin', 'GET', `/device/${id}`)).data as Record<string, any>;
      expect(got).toMatchObject({ name: 'Renamed', scanCycle: 5, logicEnable: 1, modelName: 'is600' });
    });

    it('refuses bad input naming the field', async () => {
      const { id } = await device('dealerAdmin');
      expect((await as('dealerAdmin', 'PUT', '/device', { id, lat: 91 })).msg).toMatch(/^lat: /);
      expect((await as('dealerAdmin', 'PUT', '/device', { id, scanCycle: 0 })).msg).toMatch(/^scanCycle: /);
    });

    it("answers 10500, 403 and 404 for another company's device", async () => {
      const { id } = await device('dealerAdmin');
      expect((await as(null, 'PUT', '/device', { id, name: 'Y' })).code).toBe(10500);
      expect((await as('viewer', 'PUT', '/device', { id, name: 'Y' })).code).toBe(403);
      expect((await as('dealerAdmin', 'PUT', '/device', { id: otherDevice, name: 'Y' })).code).toBe(404);
      const owner = await as('dealerAdmin', 'PUT', '/device', { id, ownerId: t.fixture.users.otherAdmin });
      expect(owner.code).toBe(404);
    });
  });

  describe('GET /device/{id}', () => {
    it('serves any user with a page, and not one without', async () => {
      const { id } = await device('dealerAdmin');
      expect((await as('viewer', 'GET', `/device/${id}`)).code).toBe(200);
      expect((await as('nomenu', 'GET', `/device/${id}`)).code).toBe(403);
      expect((await as(null, 'GET', `/device/${id}`)).code).toBe(10500);
      expect((await as('viewer', 'GET', '/device/abc')).msg).toMatch(/^id: /);
      expect((await as('dealerAdmin', 'GET', `/device/${otherDevice}`)).code).toBe(404);
      expect((await as('customerAdmin', 'GET', `/device/${id}`)).code).toBe(404);
    });
  });

  describe('DELETE /device/{id}', () => {
    it('deletes the device with its variables and unlinks its archives', async () => {
      const { id } = await device('dealerAdmin');
      const varId = await variable('dealerAdmin', id);
      const archive = await as('dealerAdmin', 'POST', '/device/archives', {
        name: 'Pump',
        deviceId: id,
        mouldItems: [{ name: 'flow', variableId: varId }],
      });
      expect((await as('dealerAdmin', 'DELETE', `/device/${id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/device/${id}`)).code).toBe(404);
      expect((await as('dealerAdmin', 'GET', `/variable/${varId}`)).code).toBe(404);
      const kept = await as('dealerAdmin', 'GET', `/device/archives/${archive.data.id}`);
      expect(kept.data).toMatchObject({ deviceId: null, device: null });
      expect(kept.data.mouldItems[0]).toMatchObject({ name: 'flow', variableId: null, varId: null });
    });

    it("answers 400, 10500, 403 and 404 for another company's device", async () => {
      const { id } = await device('dealerAdmin');
      expect((await as('dealerAdmin', 'DELETE', '/device/0')).msg).toMatch(/^id: /);
      expect((await as(null, 'DELETE', `/device/${id}`)).code).toBe(10500);
      expect((await as('viewer', 'DELETE', `/device/${id}`)).code).toBe(403);
      expect((await as('dealerAdmin', 'DELETE', `/device/${otherDevice}`)).code).toBe(404);
    });
  });

  describe('POST /device/{id}/secret', () => {
    it('regenerates the secret: the old one stops working', async () => {
      const identity = 'secret-gw';
      const { id, secret } = await device('dealerAdmin', { identity });
      const { devices } = t.app.services;
      expect((await devices.verifySecret(identity, secret))?.id).toBe(id);
      const body = await as('dealerAdmin', 'POST', `/device/${id}/secret`);
      expect(body.code).toBe(200);
      expect(body.data.secret).not.toBe(secret);
      expect(await devices.verifySecret(identity, secret)).toBeUndefined();
      expect((await devices.verifySecret(identity, body.data.secret))?.id).toBe(id);
      expect(await devices.verifySecret('no-such-gw', body.data.secret)).toBeUndefined();
    });

    it("answers 400, 10500, 403 and 404 for another company's device", async () => {
      const { id } = await device('dealerAdmin');
      expect((await as('dealerAdmin', 'POST', '/device/x/secret')).msg).toMatch(/^id: /);
      expect((await as(null, 'POST', `/device/${id}/secret`)).code).toBe(10500);
      expect((await as('viewer', 'POST', `/device/${id}/secret`)).code).toBe(403);
      expect((await as('dealerAdmin', 'POST', `/device/${otherDevice}/secret`)).code).toBe(404);
    });
  });

  describe('POST /device/bindConfigFlowUrl/{id}', () => {
    it('binds and unbinds a flow chart', async () => {
      const { id } = await device('dealerAdmin');
      const flow = (await as('dealerAdmin', 'POST', '/configflow', { name: 'Flow', type: 0, publish: 1 })).data.id;
      const url = `/device/bindConfigFlowUrl/${id}?configFlowId=${flow}&url=${encodeURIComponent('/flow/view/7')}`;
      expect((await as('dealerAdmin', 'POST', url)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/device/${id}`)).data).toMatchObject({
        configFlowId: flow,
        configFlowUrl: '/flow/view/7',
      });
      expect((await as('dealerAdmin', 'POST', `/device/bindConfigFlowUrl/${id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/device/${id}`)).data.configFlowId).toBeNull();
    });

    it("answers 400, 10500, 403 and 404 for another company's device", async () => {
      const { id } = await device('dealerAdmin');
      const bad = await as('dealerAdmin', 'POST', `/device/bindConfigFlowUrl/${id}?url=javascript:alert(1)`);
      expect(bad.msg).toMatch(/^url: /);
      expect((await as(null, 'POST', `/device/bindConfigFlowUrl/${id}`)).code).toBe(10500);
      expect((await as('viewer', 'POST', `/device/bindConfigFlowUrl/${id}`)).code).toBe(403);
      expect((await as('dealerAdmin', 'POST', `/device/bindConfigFlowUrl/${otherDevice}`)).code).toBe(404);
    });
  });

  describe('POST /device/transfer', () => {
    it('moves a device to a company in scope, dropping the owner and foreign archive links', async () => {
      const { id } = await device('dealerAdmin');
      const archive = (await as('dealerAdmin', 'POST', '/device/archives', { name: 'A', deviceId: id })).data.id;
      const body = await as('dealerAdmin', 'POST', '/device/transfer', { id, companyId: t.fixture.companies.customer });
      expect(body.code).toBe(200);
      expect((await as('customerAdmin', 'GET', `/device/${id}`)).data).toMatchObject({
        companyId: t.fixture.companies.customer,
        ownerId: null,
      });
      expect((await as('dealerAdmin', 'GET', `/device/archives/${archive}`)).data.deviceId).toBeNull();
    });

    it("answers 400, 10500, 403 and 404 for another company's ids", async () => {
      const { id } = await device('dealerAdmin');
      const to = { id, companyId: t.fixture.companies.customer };
      expect((await as('dealerAdmin', 'POST', '/device/transfer', { id })).msg).toMatch(/^companyId: /);
      expect((await as(null, 'POST', '/device/transfer', to)).code).toBe(10500);
      expect((await as('viewer', 'POST', '/device/transfer', to)).code).toBe(403);
      const away = { id, companyId: t.fixture.companies.other };
      expect((await as('dealerAdmin', 'POST', '/device/transfer', away)).code).toBe(404);
      const foreign = { id: otherDevice, companyId: t.fixture.companies.dealer };
      expect((await as('dealerAdmin', 'POST', '/device/transfer', foreign)).code).toBe(404);
    });
  });
});
