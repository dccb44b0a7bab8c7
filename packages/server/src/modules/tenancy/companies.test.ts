import type { CompanyInfo } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';

type Caller = Extract<FixtureUser, 'root' | 'subAdmin' | 'dealerAdmin' | 'customerAdmin' | 'otherAdmin' | 'viewer'>;
const CALLERS: Caller[] = ['root', 'subAdmin', 'dealerAdmin', 'customerAdmin', 'otherAdmin', 'viewer'];

describe.each(DIALECTS)('companies on %s', (dialect) => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const name of CALLERS) tokens[name] = await t.tokenFor(name);
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.call({ method, url: `/admin/api${url}`, token, ...(payload ? { payload } : {}) });
  const names = (records: { name: string }[]) => records.map((r) => r.name);

  describe('POST /company/getPage', () => {
    const page = (caller: Caller | undefined, param: object = {}, paging = { pageNum: 1, pageSize: 15 }) =>
      api('POST', '/company/getPage', caller && tokens[caller], { ...paging, param });

    it('lists the companies of the caller scope with dealer, domain and user count', async () => {
      const root = await page('root');
      expect(root.body.data.total).toBe(3);
      const customer = root.body.data.records.find((r: { name: string }) => r.name === 'Customer Water Works');
      expect(customer).toMatchObject({
        id: t.fixture.companies.customer,
        parentId: t.fixture.companies.dealer,
        parentName: 'Dealer Automation Ltd',
        domain: 'localhost',
        isDealer: false,
        userCount: 1,
      });
      expect(root.body.data.records[0]).toMatchObject({ name: 'Dealer Automation Ltd', isDealer: true, userCount: 5 });
      expect(names((await page('subAdmin')).body.data.records)).toEqual([
        'Dealer Automation Ltd',
        'Customer Water Works',
      ]);
      expect(names((await page('dealerAdmin')).body.data.records)).toEqual([
        'Dealer Automation Ltd',
        'Customer Water Works',
      ]);
      expect(names((await page('customerAdmin')).body.data.records)).toEqual(['Customer Water Works']);
      expect(names((await page('otherAdmin')).body.data.records)).toEqual(['Other Steel Corp']);
    });

    it('filters by name and pages', async () => {
      expect(names((await page('root', { name: 'water' })).body.data.records)).toEqual(['Customer Water Works']);
      expect(names((await page('root', { name: '%' })).body.data.records)).toEqual([]);
      const second = await page('root', {}, { pageNum: 2, pageSize: 2 });
      expect(second.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
      expect(names(second.body.data.records)).toEqual(['Other Steel Corp']);
    });

    it('refuses bad input, no token and no permission', async () => {
      expect((await page('root', {}, { pageNum: -1, pageSize: 15 })).body.msg).toMatch(/^pageNum: /);
      expect((await page('root', { name: 5 })).body.msg).toMatch(/^param\.name: /);
      expect((await page(undefined)).body.code).toBe(10500);
      expect((await page('viewer')).body.code).toBe(403);
    });
  });

  describe('GET /company/{id}', () => {
    it('answers a company in scope, 404 outside it', async () => {
      const { dealer, customer, other } = t.fixture.companies;
      const found = await api('GET', `/company/${customer}`, tokens.dealerAdmin);
      expect(found.body.data).toMatchObject({
        id: customer,
        name: 'Customer Water Works',
        parentName: 'Dealer Automation Ltd',
      });
      expect((await api('GET', `/company/${other}`, tokens.dealerAdmin)).body.code).toBe(404);
      expect((await api('GET', `/company/${dealer}`, tokens.customerAdmin)).body.code).toBe(404);
      expect((await api('GET', '/company/999999', tokens.root)).body.code).toBe(404);
    });

    it('refuses bad input, no token and no permission', async () => {
      expect((await api('GET', '/company/x', tokens.root)).body.msg).toMatch(/^id: /);
      expect((await api('GET', `/company/${t.fixture.companies.dealer}`)).body.code).toBe(10500);
      expect((await api('GET', `/company/${t.fixture.companies.dealer}`, tokens.viewer)).body.code).toBe(403);
    });
  });

  describe('POST /company', () => {
    const create = (caller: Caller | undefined, payload: object) =>
      api('POST', '/company', caller && tokens[caller], payload);
    const detail = async (id: number): Promise<CompanyInfo> =>
      (await api('GET', `/company/${id}`, tokens.root)).body.data as CompanyInfo;

    it('lets a platform administrator add a company to any domain', async () => {
      const { body } = await create('root', {
        name: 'Remote Mining',
        domainId: t.fixture.domains.other,
        isDealer: true,
      });
      expect(body.code).toBe(200);
      expect(await detail(body.data.id)).toMatchObject({ domain: 'other.example.com', isDealer: true, parentId: null });
    });

    it('keeps a subdomain administrator to its domain', async () => {
      expect((await create('subAdmin', { name: 'Elsewhere', domainId: t.fixture.domains.other })).body.code).toBe(404);
      const { body } = await create('subAdmin', { name: 'Local Brewery', parentId: t.fixture.companies.dealer });
      expect(await detail(body.data.id)).toMatchObject({ domain: 'localhost', parentName: 'Dealer Automation Ltd' });
    });

    it("makes a dealer administrator's companies its customers", async () => {
      const { body } = await create('dealerAdmin', {
        name: 'Dealer Client Two',
        parentId: t.fixture.companies.customer,
      });
      expect(body.code).toBe(200);
      expect(await detail(body.data.id)).toMatchObject({
        parentId: t.fixture.companies.dealer,
        isDealer: false,
        domain: 'localhost',
      });
      const listed = await api('POST', '/company/getPage', tokens.dealerAdmin, { param: { name: 'client two' } });
      expect(listed.body.data.total).toBe(1);
      expect((await create('dealerAdmin', { name: 'Sub Dealer', isDealer: true })).body.code).toBe(403);
      expect((await create('dealerAdmin', { name: 'Far', domainId: t.fixture.domains.other })).body.code).toBe(404);
    });

    it('refuses a company administrator of a non-dealer', async () => {
      expect((await create('customerAdmin', { name: 'Nope Ltd' })).body.code).toBe(403);
      expect((await create('otherAdmin', { name: 'Nope Ltd' })).body.code).toBe(403);
    });

    it('checks the dealer given as parent', async () => {
      const { customer, dealer, other } = t.fixture.companies;
      expect((await create('root', { name: 'A', parentId: customer })).body.msg).toBe('parentId: not a dealer company');
      expect((await create('root', { name: 'B', parentId: dealer, domainId: t.fixture.domains.other })).body.msg).toBe(
        'parentId: the dealer belongs to another domain',
      );
      expect((await create('subAdmin', { name: 'C', parentId: other })).body.code).toBe(404);
      expect((await create('root', { name: 'D', parentId: dealer, isDealer: true })).body.msg).toBe(
        'isDealer: a customer company cannot be a dealer',
      );
    });

    it('refuses bad input, no token and no permission', async () => {
      expect((await create('root', { name: '' })).body.msg).toMatch(/^name: /);
      expect((await create('root', { name: 'X', domainId: 'one' })).body.msg).toMatch(/^domainId: /);
      expect((await create(undefined, { name: 'X' })).body.code).toBe(10500);
      expect((await create('viewer', { name: 'X' })).body.code).toBe(403);
    });
  });

  describe('PUT /company', () => {
    const update = (caller: Caller | undefined, payload: object) =>
      api('PUT', '/company', caller && tokens[caller], payload);

    it('lets a dealer administrator rename its customer, not re-parent or promote it', async () => {
      const { customer, dealer } = t.fixture.companies;
      expect((await update('dealerAdmin', { id: customer, name: 'Customer Water Works Co' })).body.code).toBe(200);
      expect((await api('GET', `/company/${customer}`, tokens.dealerAdmin)).body.data.name).toBe(
        'Customer Water Works Co',
      );
      expect(
        (await update('dealerAdmin', { id: customer, parentId: dealer, name: 'Customer Water Works' })).body.code,
      ).toBe(200);
      expect((await update('dealerAdmin', { id: customer, isDealer: true })).body.msg).toBe(
        'isDealer: only a platform or subdomain administrator changes it',
      );
      expect((await update('dealerAdmin', { id: customer, parentId: null })).body.code).toBe(403);
    });

    it('keeps the two-level dealer structure', async () => {
      const { customer, dealer } = t.fixture.companies;
      expect((await update('subAdmin', { id: customer, isDealer: true })).body.msg).toBe(
        'isDealer: a customer company cannot be a dealer',
      );
      expect((await update('subAdmin', { id: dealer, isDealer: false })).body.msg).toBe(
        'isDealer: the company still has customer companies',
      );
      expect((await update('subAdmin', { id: dealer, parentId: dealer })).body.msg).toBe(
        'parentId: a company cannot be its own dealer',
      );
    });

    it("answers 404 for another company's id, and refuses bad input, no token and no permission", async () => {
      const { other, customer } = t.fixture.companies;
      expect((await update('dealerAdmin', { id: other, name: 'Mine now' })).body.code).toBe(404);
      expect((await update('subAdmin', { id: other, name: 'Mine now' })).body.code).toBe(404);
      expect((await update('root', { name: 'No id' })).body.msg).toMatch(/^id: /);
      expect((await update('root', { id: customer, name: '' })).body.msg).toMatch(/^name: /);
      expect((await update(undefined, { id: customer, name: 'X' })).body.code).toBe(10500);
      expect((await update('viewer', { id: customer, name: 'X' })).body.code).toBe(403);
    });
  });

  describe('DELETE /company/{id}', () => {
    const remove = (caller: Caller | undefined, id: number | string) =>
      api('DELETE', `/company/${id}`, caller && tokens[caller]);

    it('deletes an empty company in scope', async () => {
      const id = await t.app.services.tenancy.createCompany({
        name: 'Short Lived',
        domainId: t.fixture.domains.main,
        parentId: t.fixture.companies.dealer,
        isDealer: false,
      });
      expect((await remove('otherAdmin', id)).body.code).toBe(404);
      expect((await remove('dealerAdmin', id)).body.code).toBe(200);
      expect((await api('GET', `/company/${id}`, tokens.root)).body.code).toBe(404);
    });

    it('refuses a company with users or customers, and your own company', async () => {
      const { customer, dealer, other } = t.fixture.companies;
      expect((await remove('dealerAdmin', customer)).body.msg).toBe('id: the company still has users');
      expect((await remove('dealerAdmin', dealer)).body.msg).toBe('id: you cannot delete your own company');
      expect((await remove('root', dealer)).body.code).toBe(400);
      expect((await remove('dealerAdmin', other)).body.code).toBe(404);
    });

    it('refuses bad input, no token and no permission', async () => {
      expect((await remove('root', 'abc')).body.msg).toMatch(/^id: /);
      expect((await remove(undefined, t.fixture.companies.customer)).body.code).toBe(10500);
      expect((await remove('viewer', t.fixture.companies.customer)).body.code).toBe(403);
    });
  });

  describe('internal interface', () => {
    it('searches company names case-insensitively with paging', async () => {
      const { tenancy } = t.app.services;
      expect(await tenancy.searchCompanyNames('AUTOMATION', 0, 10)).toEqual([{ Name: 'Dealer Automation Ltd' }]);
      expect(await tenancy.searchCompanyNames('o', 1, 1)).toHaveLength(1);
      expect(await tenancy.searchCompanyNames('_', 0, 10)).toEqual([]);
    });

    it('resolves companies in scope and domains by host', async () => {
      const { tenancy } = t.app.services;
      const { dealer, other } = t.fixture.companies;
      expect((await tenancy.companyInScope({ all: false, companyIds: [dealer] }, dealer)).name).toBe(
        'Dealer Automation Ltd',
      );
      await expect(tenancy.companyInScope({ all: false, companyIds: [dealer] }, other)).rejects.toMatchObject({
        code: 404,
      });
      expect((await tenancy.getCompany(other))?.domainId).toBe(t.fixture.domains.other);
      expect((await tenancy.findDomain('::1'))?.id).toBe(t.fixture.domains.main);
      expect(await tenancy.findDomain('unknown.example.com')).toBeUndefined();
    });
  });
});
