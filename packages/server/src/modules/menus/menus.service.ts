import { MenuType, UserType, type MenuNode } from '@iot/contract';
import type { Ctx } from '../../context.js';
import type { Menu } from '../../db/schema.js';
import { grantableLevels, type AuthContext } from '../access/access.service.js';
import { seedMenuCatalog } from './catalog-seed.js';

/** The permission a menu row stands for: a page or group componentName, or `${page}:${button}`. */
export function menuKey(menu: Pick<Menu, 'componentName' | 'button'>): string {
  return menu.button ? `${menu.componentName}:${menu.button}` : menu.componentName;
}

/** Every id of a tree, groups, pages and buttons. */
export function menuIds(nodes: MenuNode[]): number[] {
  return nodes.flatMap((n) => [n.id, ...menuIds(n.children)]);
}

function toNode(menu: Menu, children: MenuNode[]): MenuNode {
  const key = menuKey(menu);
  return {
    id: menu.id,
    path: menu.path,
    componentName: key,
    component: key,
    type: menu.type === MenuType.button ? 2 : 1,
    alwaysShow: menu.parentId === null,
    meta: { title: menu.titleZh, titleEn: menu.titleEn, icon: menu.icon },
    children,
  };
}

/**
 * Nests rows (already sorted) as groups → pages → buttons, keeping the pages and buttons `keep`
 * accepts; a group without a kept page is left out.
 */
function buildTree(rows: Menu[], keep: (menu: Menu) => boolean): MenuNode[] {
  const childrenOf = new Map<number, Menu[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  const nodesUnder = (parent: Menu): MenuNode[] =>
    (childrenOf.get(parent.id) ?? []).filter(keep).map((child) => toNode(child, nodesUnder(child)));
  return rows
    .filter((row) => row.parentId === null)
    .map((group) => toNode(group, nodesUnder(group)))
    .filter((group) => group.children.length > 0);
}

export function createMenuService(ctx: Ctx) {
  const { kysely } = ctx.db;

  function rows(levels: string[], useType?: 0 | 1): Promise<Menu[]> {
    let q = kysely.selectFrom('menus').selectAll().where('level', 'in', levels);
    if (useType !== undefined) q = q.where('useType', '=', useType);
    return q.orderBy('sort').orderBy('id').execute();
  }

  /** The caller's menu: the groups and pages it holds, each page with its granted buttons. */
  async function buildFor(auth: AuthContext, useType: 0 | 1): Promise<MenuNode[]> {
    const all = await rows(grantableLevels(auth.user.userType), useType);
    return buildTree(all, (menu) => auth.permissions.has(menuKey(menu)));
  }

  /**
   * What the caller may put into a role: menus of its grantable levels; administrators below the
   * subdomain level may only hand on rights they hold themselves.
   */
  async function grantableTree(auth: AuthContext): Promise<MenuNode[]> {
    const all = await rows(grantableLevels(auth.user.userType));
    const unlimited = auth.user.userType === UserType.platformAdmin || auth.user.userType === UserType.subdomainAdmin;
    return buildTree(all, (menu) => unlimited || auth.permissions.has(menuKey(menu)));
  }

  function seedCatalog(): Promise<void> {
    return seedMenuCatalog(kysely);
  }

  return { buildFor, grantableTree, seedCatalog };
}
export type MenuService = ReturnType<typeof createMenuService>;
