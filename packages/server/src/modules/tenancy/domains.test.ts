import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('domains on %s', (dialect) => {
  let t: TestApp;
  let tokens: Record<'root' | 'subAdmin' | 'dealerAdmin' | 'viewer', string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    tokens = {
      root: await t.tokenFor('root'),
      subAdmin: await t.tokenFor('subAdmin'),
      dealerAdmin: await t.tokenFor('dealerAdmin'),
      viewer: await t.tokenFor('viewer'),
    };
  });
  afterAll(() => t.close());

  const check = (domain: string) => t.call({ method: 'POST', url: `/admin/api/apply/checkAddressIsTrue/${domain}` });

  describe('POST /apply/checkAddressIsTrue/{domain}', () => {
    it('answers the branding of a known domain, without a token', async () => {
      const { body } = await check('other.example.com');
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({
        domain: 'other.example.com',
        style: 'l2',
        title: 'other.example.com',
        isDemo: false,
      });
      expect(body.data.activate).toEqual({
        isactivate: true,
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
    });

    it('resolves loopback addresses, ports and case to localhost', async () => {
      for (const address of ['localhost', '127.0.0.1', '%3A%3A1', 'LOCALHOST:5173', '%5B%3A%3A1%5D%3A8080']) {
        const { body } = await check(address);
        expect(body.code, address).toBe(200);
        expect(body.data).toMatchObject({ domain: 'localhost', style: 'l999' });
      }
    });

    it('answers 404 for an unknown domain, 400 for a malformed one', async () => {
      const unknown = await check('nowhere.example.com');
      expect(unknown.res.statusCode).toBe(404);
      expect(unknown.body).toMatchObject({ code: 404, msg: 'domain not found' });
      const blank = await check('%20');
      expect(blank.body.code).toBe(400);
      expect(blank.body.msg).toMatch(/^domain: /);
    });
  });

  describe('POST /domain/getPage', () => {
    const page = (token: string | undefined, payload: object = { pageNum: 1, pageSize: 15 }) =>
      t.call({ method: 'POST', url: '/admin/api/domain/getPage', payload, token });

    it('lists every domain for a platform administrator, with company counts and a filter', async () => {
      const { body } = await page(tokens.root);
      expect(body.code).toBe(200);
      expect(body.data.total).toBe(2);
      const localhost = body.data.records.find((r: { domain: string }) => r.domain === 'localhost');
      expect(localhost).toMatchObject({ style: 'l999', companyCount: 2, activate: { isactivate: true } });
      const filtered = await page(tokens.root, { pageNum: 1, pageSize: 15, param: { domain: 'OTHER' } });
      expect(filtered.body.data.records.map((r: { domain: string }) => r.domain)).toEqual(['other.example.com']);
    });

    it('shows a subdomain administrator only its own domain', async () => {
      const { body } = await page(tokens.subAdmin);
      expect(body.data.records.map((r: { domain: string }) => r.domain)).toEqual(['localhost']);
      expect(body.data.total).toBe(1);
    });

    it('refuses bad paging, no token and callers without the permission', async () => {
      expect((await page(tokens.root, { pageNum: 0 })).body.msg).toMatch(/^pageNum: /);
      expect((await page(undefined)).body.code).toBe(10500);
      expect((await page(tokens.viewer)).body.code).toBe(403);
      expect((await page(tokens.dealerAdmin)).body.code).toBe(403);
    });
  });

  describe('POST /domain', () => {
    const create = (token: string | undefined, payload: object) =>
      t.call({ method: 'POST', url: '/admin/api/domain', payload, token });

    it('adds a domain for a platform administrator, refusing duplicates', async () => {
      const { body } = await create(tokens.root, { domain: 'New.Example.com', style: 'l3', title: 'New' });
      expect(body.code).toBe(200);
      expect(body.data.id).toBeGreaterThan(0);
      const created = await check('new.example.com');
      expect(created.body.data).toMatchObject({
        id: body.data.id,
        style: 'l3',
        title: 'New',
        activate: { isactivate: false, expiresAt: null },
      });
      expect((await create(tokens.root, { domain: 'new.example.com' })).body).toMatchObject({
        code: 400,
        msg: 'domain: already exists',
      });
    });

    it('names the bad field', async () => {
      expect((await create(tokens.root, { domain: 'bad host!' })).body.msg).toMatch(/^domain: /);
      expect((await create(tokens.root, { domain: 'x.example.com', style: 'l6' })).body.msg).toMatch(/^style: /);
    });

    it('is for platform administrators only', async () => {
      expect((await create(tokens.subAdmin, { domain: 'sub.example.com' })).body.code).toBe(403);
      expect((await create(tokens.viewer, { domain: 'sub.example.com' })).body.code).toBe(403);
      expect((await create(undefined, { domain: 'sub.example.com' })).body.code).toBe(10500);
    });
  });

  describe('PUT /domain', () => {
    const update = (token: string | undefined, payload: object) =>
      t.call({ method: 'PUT', url: '/admin/api/domain', payload, token });

    it('lets a subdomain administrator change the branding of its own domain only', async () => {
      const { main, other } = t.fixture.domains;
      expect((await update(tokens.subAdmin, { id: main, title: 'Plant Portal', channelName: 'Plant' })).body.code).toBe(
        200,
      );
      expect((await check('localhost')).body.data).toMatchObject({
        title: 'Plant Portal',
        channelName: 'Plant',
        style: 'l999',
      });
      expect((await update(tokens.subAdmin, { id: other, title: 'Taken over' })).body.code).toBe(404);
      expect((await check('other.example.com')).body.data.title).toBe('other.example.com');
    });

    it('keeps the host name and demo flag for platform administrators', async () => {
      const { main } = t.fixture.domains;
      const renamed = await update(tokens.subAdmin, { id: main, domain: 'mine.example.com' });
      expect(renamed.body).toMatchObject({ code: 403, msg: 'domain: only a platform administrator changes it' });
      expect((await update(tokens.subAdmin, { id: main, domain: 'localhost', isDemo: false })).body.code).toBe(200);
      expect((await update(tokens.root, { id: main, isDemo: true })).body.code).toBe(200);
      expect((await check('localhost')).body.data.isDemo).toBe(true);
    });

    it('refuses a host name already used, bad input, no token and no permission', async () => {
      const { other } = t.fixture.domains;
      expect((await update(tokens.root, { id: other, domain: 'localhost' })).body.msg).toBe('domain: already exists');
      expect((await update(tokens.root, { title: 'x' })).body.msg).toMatch(/^id: /);
      expect((await update(tokens.root, { id: other, domainType: 99 })).body.msg).toMatch(/^domainType: /);
      expect((await update(undefined, { id: other, title: 'x' })).body.code).toBe(10500);
      expect((await update(tokens.viewer, { id: other, title: 'x' })).body.code).toBe(403);
      expect((await update(tokens.root, { id: 999_999, title: 'x' })).body.code).toBe(404);
    });
  });

  describe('DELETE /domain/{id}', () => {
    const remove = (token: string | undefined, id: number | string) =>
      t.call({ method: 'DELETE', url: `/admin/api/domain/${id}`, token });

    it('deletes an unused domain for a platform administrator', async () => {
      const id = await t.app.services.tenancy.createDomain({
        domain: 'gone.example.com',
        style: 'l1',
        title: '',
        channelName: '',
        logoUrl: '',
        backGroundImage: '',
        recordNum: '',
        domainType: 0,
        isDemo: false,
      });
      expect((await remove(tokens.subAdmin, id)).body.code).toBe(403);
      expect((await remove(tokens.root, id)).body.code).toBe(200);
      expect((await remove(tokens.root, id)).body.code).toBe(404);
      expect((await check('gone.example.com')).body.code).toBe(404);
    });

    it('refuses while companies use the domain, and bad input, no token and no permission', async () => {
      expect((await remove(tokens.root, t.fixture.domains.main)).body).toMatchObject({
        code: 400,
        msg: 'id: the domain still has companies',
      });
      expect((await remove(tokens.root, 'abc')).body.msg).toMatch(/^id: /);
      expect((await remove(undefined, t.fixture.domains.other)).body.code).toBe(10500);
      expect((await remove(tokens.viewer, t.fixture.domains.other)).body.code).toBe(403);
    });
  });
});
