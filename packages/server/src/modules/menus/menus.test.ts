import { MENU_CATALOG, type MenuNode } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const names = (nodes: MenuNode[]) => nodes.map((n) => n.componentName);

describe.each(DIALECTS)('menus on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe('GET /menu/build', () => {
    it('gives the viewer only its pages, each with its granted buttons keyed by page', async () => {
      const { body } = await t.call({
        method: 'GET',
        url: '/admin/api/menu/build?useType=0',
        token: await t.tokenFor('viewer'),
      });
      expect(body.code).toBe(200);
      const tree = body.data as MenuNode[];
      expect(names(tree)).toEqual(['deviceCenter', 'dataCenter', 'systemCenter']);
      expect(tree.map((g) => names(g.children))).toEqual([['equipIndex'], ['reportfrom'], ['userManage']]);
      const equipIndex = tree[0]!.children[0]!;
      expect(equipIndex).toMatchObject({
        type: 1,
        path: '/equipIndex',
        component: 'equipIndex',
        meta: { title: '硬件列表', titleEn: 'Hardware' },
      });
      expect(equipIndex.children).toMatchObject([
        { type: 2, componentName: 'equipIndex:read' },
        { type: 2, componentName: 'equipIndex:history' },
      ]);
      expect(tree[2]!.children[0]!.children.map((b) => b.componentName)).toEqual(['userManage:read']);
    });

    it('gives the platform administrator every group in catalogue order, and nothing of the other system', async () => {
      const token = await t.tokenFor('root');
      const { body } = await t.call({ method: 'GET', url: '/admin/api/menu/build?useType=0', token });
      expect(names(body.data)).toEqual(MENU_CATALOG.filter((g) => g.useType === 0).map((g) => g.componentName));
      const system = (body.data as MenuNode[]).find((g) => g.componentName === 'systemCenter')!;
      expect(names(system.children)).toEqual(MENU_CATALOG.at(-1)!.pages.map((p) => p.componentName));
      const mes = await t.call({ method: 'GET', url: '/admin/api/menu/build?useType=1', token });
      expect(mes.body.data).toEqual([]);
    });

    it('leaves the platform pages out of a company administrator menu', async () => {
      const { body } = await t.call({
        method: 'GET',
        url: '/admin/api/menu/build',
        token: await t.tokenFor('dealerAdmin'),
      });
      const pages = (body.data as MenuNode[]).flatMap((g) => names(g.children));
      expect(pages).toContain('userManage');
      expect(pages).not.toContain('outbox');
      expect(pages).not.toContain('firmware');
    });

    it('is empty for a user without roles', async () => {
      const { body } = await t.call({
        method: 'GET',
        url: '/admin/api/menu/build?useType=0',
        token: await t.tokenFor('nomenu'),
      });
      expect(body).toMatchObject({ code: 200, data: [] });
    });

    it('refuses a bad useType naming the field', async () => {
      const { body } = await t.call({
        method: 'GET',
        url: '/admin/api/menu/build?useType=2',
        token: await t.tokenFor('viewer'),
      });
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^useType: /);
    });

    it('answers 10500 without a token', async () => {
      const { body } = await t.call({ method: 'GET', url: '/admin/api/menu/build?useType=0' });
      expect(body.code).toBe(10500);
    });
  });

  describe('GET /menu/tree', () => {
    it('gives a company administrator every company page and button, and no platform page', async () => {
      const { body } = await t.call({
        method: 'GET',
        url: '/admin/api/menu/tree',
        token: await t.tokenFor('dealerAdmin'),
      });
      expect(body.code).toBe(200);
      const pages = (body.data as MenuNode[]).flatMap((g) => g.children);
      expect(names(pages)).toContain('roleManage');
      expect(names(pages)).not.toContain('outbox');
      const roleManage = pages.find((p) => p.componentName === 'roleManage')!;
      expect(names(roleManage.children)).toEqual(
        ['read', 'create', 'update', 'delete', 'distribution'].map((b) => `roleManage:${b}`),
      );
    });

    it('gives the platform administrator the platform pages too', async () => {
      const { body } = await t.call({ method: 'GET', url: '/admin/api/menu/tree', token: await t.tokenFor('root') });
      expect((body.data as MenuNode[]).flatMap((g) => names(g.children))).toContain('outbox');
    });

    it('refuses a user without roleManage:read', async () => {
      const { body } = await t.call({ method: 'GET', url: '/admin/api/menu/tree', token: await t.tokenFor('viewer') });
      expect(body.code).toBe(403);
    });

    it('answers 10500 without a token', async () => {
      const { body } = await t.call({ method: 'GET', url: '/admin/api/menu/tree' });
      expect(body.code).toBe(10500);
    });

    it('ignores query parameters it does not know (no input to refuse)', async () => {
      const { body } = await t.call({
        method: 'GET',
        url: '/admin/api/menu/tree?x=1',
        token: await t.tokenFor('root'),
      });
      expect(body.code).toBe(200);
    });
  });

  it('seeds the catalogue again without duplicating rows', async () => {
    const count = () =>
      t.testDb.db.kysely
        .selectFrom('menus')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const before = Number((await count()).n);
    await t.app.services.menus.seedCatalog();
    expect(Number((await count()).n)).toBe(before);
  });
});
