import { MenuType, type MenuNode } from '@iot/contract';

/** A page the user may open: a type-1 node of the menu tree. */
export interface MenuRoute {
  path: string;
  componentName: string;
  title: string;
  titleEn: string;
}

/** A group holds pages; a page holds only its buttons (both are type 1). */
export function isGroup(node: MenuNode): boolean {
  return node.children.some((child) => child.type === MenuType.page);
}

/** The pages (type 1 leaves) of the tree, in menu order. */
export function menuPages(menu: readonly MenuNode[]): MenuNode[] {
  const pages: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.type !== MenuType.page) continue;
      if (isGroup(node)) walk(node.children);
      else pages.push(node);
    }
  };
  walk(menu);
  return pages;
}

export function menuRoutes(menu: readonly MenuNode[]): MenuRoute[] {
  return menuPages(menu).map((node) => ({
    path: node.path,
    componentName: node.componentName,
    title: node.meta.title,
    titleEn: node.meta.titleEn,
  }));
}

/** True when the page `page` carries the button node `page:button`. */
export function hasButton(menu: readonly MenuNode[], page: string, button: string): boolean {
  const pageNode = menuPages(menu).find((node) => node.componentName === page);
  const key = `${page}:${button}`;
  return pageNode?.children.some((child) => child.type === MenuType.button && child.componentName === key) ?? false;
}
