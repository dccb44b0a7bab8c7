import { MENU_CATALOG, type MenuNode } from '@iot/contract';
import { hasButton, menuPages } from '../session/menu-tree';

const CATALOG_PAGES = MENU_CATALOG.flatMap((group) => group.pages);

/**
 * Screens that are not menu pages themselves but belong to one: what each needs (`page` or
 * `page:button`, alternatives `a|b`). A menu page needs itself; the home page and the user centre need nothing.
 */
const SCREEN_NEEDS: Readonly<Record<string, (search: URLSearchParams) => string>> = {
  // One form adds (/addDevice) and edits (/addDevice?id=) a device.
  addDevice: (search) => (search.has('id') ? 'equipIndex:update' : 'equipIndex:create'),
  hardware: () => 'equipIndex',
  globalConfigInfo: () => 'equipIndex',
  triggerDetail: () => 'triggerInfo',
  alertRecord: () => 'alertInfo',
  // The report grids (issue 16): the template editor and the real-time report belong to the report
  // manager, a generated report to the report history; a shared report needs only the share (the server checks).
  // Their own menu pages (lunkyInfo, luckyOff, monlucky) open them too.
  lunkyInfo: (search) => (search.has('id') ? 'luckyHome:update|lunkyInfo' : 'luckyHome:create|lunkyInfo'),
  luckyInfo: () => 'luckyHome|lunkyInfo',
  luckyOff: () => 'luckyHis|luckyOff',
  monlucky: () => 'monlucky|luckyHome',
};

function needsOf(componentName: string, search: URLSearchParams): string | undefined {
  const screen = SCREEN_NEEDS[componentName];
  if (screen) return screen(search);
  return CATALOG_PAGES.some((page) => page.componentName === componentName) ? componentName : undefined;
}

/** Whether the user's menu lets it open the screen `componentName`. */
export function mayOpen(menu: readonly MenuNode[], componentName: string, search: URLSearchParams): boolean {
  const needs = needsOf(componentName, search);
  if (needs === undefined) return true;
  // `a|b`: either will do.
  return needs.split('|').some((need) => {
    const [page = '', button] = need.split(':');
    if (!menuPages(menu).some((node) => node.componentName === page)) return false;
    return button === undefined || hasButton(menu, page, button);
  });
}

/** The menu page of the catalogue a path opens, whoever holds it (a path outside it is not found). */
export function catalogPageOf(pathname: string): string | undefined {
  return CATALOG_PAGES.find((page) => page.path === pathname)?.componentName;
}
