import { MenuType, type MenuNode } from '@iot/contract';
import { isGroup } from '../session/menu-tree';

/** A menu entry: a page (with its path) or a group of entries. Buttons never show in menus. */
export interface MenuEntry {
  key: string;
  title: string;
  icon: string;
  path?: string;
  children?: MenuEntry[];
}

export function menuEntries(nodes: readonly MenuNode[], english: boolean): MenuEntry[] {
  return nodes
    .filter((node) => node.type === MenuType.page)
    .map((node) => {
      const title = english ? node.meta.titleEn || node.meta.title : node.meta.title;
      const base = { title, icon: node.meta.icon };
      return isGroup(node)
        ? { ...base, key: `group:${node.id}`, children: menuEntries(node.children, english) }
        : { ...base, key: node.path, path: node.path };
    });
}

/** Every page under an entry, nested groups flattened (the drawer's tiles list them). */
export function pagesOf(entry: MenuEntry): MenuEntry[] {
  return entry.children ? entry.children.flatMap(pagesOf) : [entry];
}
