import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from './test/api.js';

describe.each(DIALECTS)('device archives on %s', (dialect) => {
  let t: TestApp;
  const { as, device, variable } = apiOf(() => t);
  let gateway: { id: number; identity: string };
  let varId: number;
  let linked: number;
  let otherArchive: number;
  let otherVar: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const identity = 'archive-gw';
    gateway = { id: (await device('dealerAdmin', { name: 'Archive gw', identity })).id, identity };
    varId = await variable('dealerAdmin', gateway.id, { name: 'flow', unit: 'm3/h' });
    linked = (
      await as('dealerAdmin', 'POST', '/device/archives', {
        name: 'Pump A',
        nameplate: 'KSB-100',
        fixedAssetsNo: 'FA-001',
        description: 'main pump',
        deviceId: gateway.id,
        mouldItems: [
          { name: 'Flow', description: 'outlet flow', variableId: varId, unit: 'm3/h' },
          { name: 'Note', unit: '' },
        ],
      })
    ).data.id;
    await as('dealerAdmin', 'POST', '/device/archives', { name: 'Spare pump' });
    const foreign = await device('otherAdmin');
    otherVar = await variable('otherAdmin', foreign.id);
    otherArchive = (await as('otherAdmin', 'POST', '/device/archives', { name: 'Other', deviceId: foreign.id })).data
      .id;
  });
  afterAll(() => t.close());

  describe('GET /device/archives and /device/devicesListThree', () => {
    it("lists the archives in an administrator's scope with their device", async () => {
      const body = await as('dealerAdmin', 'GET', '/device/archives');
      expect(body.code).toBe(200);
      expect(body.data.map((a: { name: string }) => a.name)).toEqual(['Pump A', 'Spare pump']);
      expect(body.data[0]).toMatchObject({
        nameplate: 'KSB-100',
        fixedAssetsNo: 'FA-001',
        deviceId: gateway.id,
        device: { id: gateway.id, name: 'Archive gw', identity: gateway.identity },
        createdBy: t.fixture.users.dealerAdmin,
        canShare: true,
        devType_: 2,
      });
      const three = await as('dealerAdmin', 'GET', '/device/devicesListThree?hasDevice=1');
      expect(three.data.map((a: { name: string }) => a.name)).toEqual(['Pump A']);
      const named = await as('dealerAdmin', 'GET', '/device/archives?name=SPARE');
      expect(named.data.map((a: { name: string }) => a.name)).toEqual(['Spare pump']);
    });

    it('refuses bad input, and answers 10500 and 403', async () => {
      expect((await as('viewer', 'GET', '/device/devicesListThree?hasDevice=2')).msg).toMatch(/^hasDevice: /);
      expect((await as(null, 'GET', '/device/archives')).code).toBe(10500);
      expect((await as('nomenu', 'GET', '/device/devicesListThree')).code).toBe(403);
    });
  });

  describe('GET /device/archives/{id}', () => {
    it('gives the archive with its mould items', async () => {
      const body = await as('dealerAdmin', 'GET', `/device/archives/${linked}`);
      expect(body.code).toBe(200);
      expect(body.data.mouldItems).toEqual([
        expect.objectContaining({ name: 'Flow', description: 'outlet flow', variableId: varId, varId, unit: 'm3/h' }),
        expect.objectContaining({ name: 'Note', variableId: null, varId: null }),
      ]);
    });

    it("refuses a bad id, and answers 10500, 403 and 404 for another company's archive", async () => {
      expect((await as('viewer', 'GET', '/device/archives/x')).msg).toMatch(/^id: /);
      expect((await as(null, 'GET', `/device/archives/${linked}`)).code).toBe(10500);
      expect((await as('nomenu', 'GET', `/device/archives/${linked}`)).code).toBe(403);
      expect((await as('viewer', 'GET', `/device/archives/${otherArchive}`)).code).toBe(404);
    });
  });

  describe('POST /device/archives', () => {
    it('refuses bad input naming the field', async () => {
      expect((await as('dealerAdmin', 'POST', '/device/archives', { name: '' })).msg).toMatch(/^name: /);
      const noName = await as('dealerAdmin', 'POST', '/device/archives', { name: 'A', mouldItems: [{ name: '' }] });
      expect(noName.msg).toMatch(/^mouldItems.0.name: /);
    });

    it("keeps links within the archive's device", async () => {
      const spare = await device('dealerAdmin');
      const wrongVar = await as('dealerAdmin', 'POST', '/device/archives', {
        name: 'A',
        deviceId: spare.id,
        mouldItems: [{ name: 'x', variableId: varId }],
      });
      expect(wrongVar.msg).toBe('mouldItems.0.variableId: not a variable of the linked device');
      const customerArchive = await as('dealerAdmin', 'POST', '/device/archives', {
        name: 'A',
        companyId: t.fixture.companies.customer,
        deviceId: gateway.id,
      });
      expect(customerArchive.msg).toMatch(/^deviceId: /);
    });

    it("answers 10500, 403 and 404 for another company's ids", async () => {
      expect((await as(null, 'POST', '/device/archives', { name: 'A' })).code).toBe(10500);
      expect((await as('viewer', 'POST', '/device/archives', { name: 'A' })).code).toBe(403);
      const foreign = [
        { name: 'A', companyId: t.fixture.companies.other },
        { name: 'A', deviceId: (await device('otherAdmin')).id },
        { name: 'A', mouldItems: [{ name: 'x', variableId: otherVar }] },
      ];
      for (const payload of foreign)
        expect((await as('dealerAdmin', 'POST', '/device/archives', payload)).code).toBe(404);
    });
  });

  describe('PUT and DELETE /device/archives', () => {
    it('updates fields and replaces the mould items, then deletes', async () => {
      const id = (await as('dealerAdmin', 'POST', '/device/archives', { name: 'Temp' })).data.id;
      const body = await as('dealerAdmin', 'PUT', '/device/archives', {
        id,
        name: 'Renamed',
        deviceId: gateway.id,
        mouldItems: [{ name: 'Flow', variableId: varId }],
      });
      expect(body.code).toBe(200);
      const got = (await as('dealerAdmin', 'GET', `/device/archives/${id}`)).data;
      expect(got).toMatchObject({ name: 'Renamed', deviceId: gateway.id });
      expect(got.mouldItems).toHaveLength(1);
      const unlink = await as('dealerAdmin', 'PUT', '/device/archives', { id, deviceId: null });
      expect(unlink.msg).toBe('mouldItems.0.variableId: not a variable of the linked device');
      expect((await as('dealerAdmin', 'DELETE', `/device/archives/${id}`)).code).toBe(200);
      expect((await as('dealerAdmin', 'GET', `/device/archives/${id}`)).code).toBe(404);
    });

    it("refuses bad input, and answers 10500, 403 and 404 for another company's archive", async () => {
      expect((await as('dealerAdmin', 'PUT', '/device/archives', { id: linked, name: '' })).msg).toMatch(/^name: /);
      expect((await as(null, 'PUT', '/device/archives', { id: linked, name: 'B' })).code).toBe(10500);
      expect((await as('viewer', 'PUT', '/device/archives', { id: linked, name: 'B' })).code).toBe(403);
      expect((await as('dealerAdmin', 'PUT', '/device/archives', { id: otherArchive, name: 'B' })).code).toBe(404);
      expect((await as('dealerAdmin', 'DELETE', '/device/archives/0')).msg).toMatch(/^id: /);
      expect((await as(null, 'DELETE', `/device/archives/${linked}`)).code).toBe(10500);
      expect((await as('viewer', 'DELETE', `/device/archives/${linked}`)).code).toBe(403);
      expect((await as('dealerAdmin', 'DELETE', `/device/archives/${otherArchive}`)).code).toBe(404);
    });
  });
});
