import { matchPath } from 'react-router';
import type { MenuRoute } from '../session/menu-tree';
import { LAYOUT_ROUTES, type FixedRoute } from './route-table';

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null;
const pathOf = (pathWithSearch: string) => pathWithSearch.split('?')[0] ?? pathWithSearch;

/** The fixed layout route a path opens, if any. */
export function fixedRouteOf(pathWithSearch: string): FixedRoute | undefined {
  const pathname = pathOf(pathWithSearch);
  return LAYOUT_ROUTES.find((route) => matches(route.path, pathname));
}

/** The page of the user's menu a path opens, if any. */
export function menuRouteOf(pathWithSearch: string, routes: readonly MenuRoute[]): MenuRoute | undefined {
  const pathname = pathOf(pathWithSearch);
  return routes.find((route) => matches(route.path, pathname));
}

/** Whether a path shows a page inside the layout (anything else goes to /404 and gets no tab). */
export function isLayoutPage(pathWithSearch: string, routes: readonly MenuRoute[]): boolean {
  return fixedRouteOf(pathWithSearch) !== undefined || menuRouteOf(pathWithSearch, routes) !== undefined;
}
