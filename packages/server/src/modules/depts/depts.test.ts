import type { DeptNode } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('departments on %s', (dialect) => {
  let t: TestApp;
  let sales: number;
  let salesNorth: number;
  let customerDept: number;
  let otherDept: number;

  /** A plain user of the dealer who holds the department page. */
  let reader: { token: string };

  const as = async (
    user: FixtureUser | { token: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const token = typeof user === 'string' ? await t.tokenFor(user) : user.token;
    return (await t.call({ method, url: `/admin/api${url}`, payload, token })).body;
  };
  const create = async (user: FixtureUser, payload: object) =>
    (await as(user, 'POST', '/dept', payload)).data.id as number;
  const flatten = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((n) => [n, ...flatten(n.child)]);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    reader = { token: await grantedUser(t, ['deptManage:read']) };
    sales = await create('dealerAdmin', { name: 'Sales' });
    salesNorth = await create('dealerAdmin', { name: 'Sales North', parentId: sales });
    customerDept = await create('dealerAdmin', { name: 'Plant', companyId: t.fixture.companies.customer });
    otherDept = await create('otherAdmin', { name: 'Other dept' });
    await t.testDb.db.kysely
      .updateTable('users')
      .set({ deptId: salesNorth })
      .where('id', '=', t.fixture.users.viewer)
      .execute();
  });
  afterAll(() => t.close());

  describe('GET /dept', () => {
    it("gives the tree of every company in the caller's scope, children in child", async () => {
      const body = await as('dealerAdmin', 'GET', '/dept');
      expect(body.code).toBe(200);
      const roots = body.data as DeptNode[];
      expect(roots.find((d) => d.id === sales)).toMatchObject({
        name: 'Sales',
        parentId: null,
        child: [{ id: salesNorth, name: 'Sales North', parentId: sales, child: [] }],
      });
      expect(roots.map((d) => d.id)).toContain(customerDept);
      expect(flatten(roots).map((d) => d.id)).not.toContain(otherDept);
    });

    it("gives a plain user its own company's departments only", async () => {
      const ids = flatten((await as(reader, 'GET', '/dept')).data).map((d) => d.id);
      expect(ids).toEqual(expect.arrayContaining([sales, salesNorth]));
      expect(ids).not.toContain(customerDept);
    });

    it('ignores unknown query parameters', async () => {
      expect((await as(reader, 'GET', '/dept?x=1')).code).toBe(200);
    });

    it('answers the department page and the user form, 403 to others', async () => {
      expect((await as({ token: await grantedUser(t, ['userManage:create']) }, 'GET', '/dept')).code).toBe(200);
      expect((await as('viewer', 'GET', '/dept')).code).toBe(403);
      expect((await as('nomenu', 'GET', '/dept')).code).toBe(403);
    });
  });

  describe('GET /dept/users/{id}', () => {
    it("lists the department's users", async () => {
      const body = await as(reader, 'GET', `/dept/users/${salesNorth}`);
      expect(body).toMatchObject({
        code: 200,
        data: [{ id: t.fixture.users.viewer, nickName: 'viewer', username: 'viewer' }],
      });
    });

    it('refuses a bad id naming the field', async () => {
      expect((await as(reader, 'GET', '/dept/users/abc')).msg).toMatch(/^id: /);
    });

    it("answers 404 for another company's department", async () => {
      expect((await as('dealerAdmin', 'GET', `/dept/users/${otherDept}`)).code).toBe(404);
      expect((await as(reader, 'GET', `/dept/users/${customerDept}`)).code).toBe(404);
    });
  });

  describe('POST /dept', () => {
    it('creates a department under a parent of the same company', async () => {
      const body = await as('dealerAdmin', 'POST', '/dept', { name: 'Service', parentId: sales });
      expect(body.code).toBe(200);
      expect(body.data.id).toBeGreaterThan(0);
    });

    it('refuses a parent of another company naming the field', async () => {
      const body = await as('dealerAdmin', 'POST', '/dept', { name: 'Mixed', parentId: customerDept });
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^parentId: /);
    });

    it('refuses an empty name naming the field', async () => {
      expect((await as('dealerAdmin', 'POST', '/dept', { name: ' ' })).msg).toMatch(/^name: /);
    });

    it("answers 404 for another company's id", async () => {
      expect((await as('dealerAdmin', 'POST', '/dept', { name: 'X', companyId: t.fixture.companies.other })).code).toBe(
        404,
      );
    });
  });

  describe('PUT /dept', () => {
    it('renames and moves a department', async () => {
      const id = await create('dealerAdmin', { name: 'Temp' });
      expect((await as('dealerAdmin', 'PUT', '/dept', { id, name: 'Logistics', parentId: sales })).code).toBe(200);
      const moved = flatten((await as('dealerAdmin', 'GET', '/dept')).data).find((d) => d.id === id);
      expect(moved).toMatchObject({ name: 'Logistics', parentId: sales });
      expect((await as('dealerAdmin', 'PUT', '/dept', { id, parentId: null })).code).toBe(200);
    });

    it('refuses to make a department its own ancestor', async () => {
      for (const parentId of [sales, salesNorth]) {
        const body = await as('dealerAdmin', 'PUT', '/dept', { id: sales, parentId });
        expect(body.code).toBe(400);
        expect(body.msg).toMatch(/^parentId: /);
      }
    });

    it('refuses a bad name naming the field', async () => {
      expect((await as('dealerAdmin', 'PUT', '/dept', { id: sales, name: '' })).msg).toMatch(/^name: /);
    });

    it("answers 404 for another company's department", async () => {
      expect((await as('dealerAdmin', 'PUT', '/dept', { id: otherDept, name: 'Mine' })).code).toBe(404);
    });
  });

  describe('DELETE /dept/{id}', () => {
    it('deletes a department with its sub-departments; its users stay', async () => {
      const top = await create('dealerAdmin', { name: 'Closing' });
      const sub = await create('dealerAdmin', { name: 'Closing sub', parentId: top });
      expect((await as('dealerAdmin', 'DELETE', `/dept/${top}`)).code).toBe(200);
      const ids = flatten((await as('dealerAdmin', 'GET', '/dept')).data).map((d) => d.id);
      expect(ids).not.toContain(top);
      expect(ids).not.toContain(sub);
    });

    it('refuses a bad id naming the field', async () => {
      expect((await as('dealerAdmin', 'DELETE', '/dept/1.5')).msg).toMatch(/^id: /);
    });

    it("answers 404 for another company's department", async () => {
      expect((await as('dealerAdmin', 'DELETE', `/dept/${otherDept}`)).code).toBe(404);
    });
  });

  it.each([
    ['GET', '/dept'],
    ['GET', '/dept/users/1'],
    ['POST', '/dept', { name: 'X' }],
    ['PUT', '/dept', { id: 1, name: 'X' }],
    ['DELETE', '/dept/1'],
  ] as [string, string, object?][])('%s %s answers 10500 without a token', async (method, url, payload) => {
    const { body } = await t.call({ method: method, url: `/admin/api${url}`, payload });
    expect(body.code).toBe(10500);
  });

  it.each([
    ['POST', '/dept', { name: 'X' }],
    ['PUT', '/dept', { id: 1, name: 'X' }],
    ['DELETE', '/dept/1'],
  ] as [string, string, object?][])('%s %s answers 403 without the permission', async (method, url, payload) => {
    for (const user of ['viewer', 'nomenu'] as const) {
      expect((await as(user, method as 'GET', url, payload)).code).toBe(403);
    }
  });
});
