import { describe, expect, it } from 'vitest';
import { HOME_PAGES, MENU_CATALOG } from './menus.js';

const pages = MENU_CATALOG.flatMap((g) => g.pages);

describe('menu catalogue', () => {
  it('names every page and group once', () => {
    const names = [...MENU_CATALOG.map((g) => g.componentName), ...pages.map((p) => p.componentName)];
    expect(new Set(names).size).toBe(names.length);
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('offers every home page choice as a page', () => {
    for (const name of Object.values(HOME_PAGES)) expect(pages.map((p) => p.componentName)).toContain(name);
  });

  it('covers the menu routes of both spec documents', () => {
    const specRoutes = [
      '/dashboard',
      '/maptovideo',
      '/luckyHome',
      '/monlucky',
      '/luckyShareList',
      '/dapingShareList',
      '/shareList',
      '/lewuleShareList',
      '/lunkyInfo',
      '/cusDataShare',
      '/eqArcShare',
      '/oamPlanShare',
      '/tempLwlList',
      '/tempReport',
      '/tempDaping',
      '/triggerInfo',
      '/nullmainPlanInfo',
      '/luckyOff',
      '/luckyHis',
      '/alertInfo',
      '/deviceExpiration',
      '/deviceInfo',
      '/screen',
      '/screenTemplate',
      '/mineTopo',
      '/lewuleTemplate',
    ];
    for (const route of specRoutes) expect(pages.map((p) => p.path)).toContain(route);
  });

  it('gives every page a read button and bilingual titles', () => {
    for (const p of pages) {
      expect(p.buttons).toContain('read');
      expect(p.title.zh).not.toBe('');
      expect(p.title.en).not.toBe('');
    }
  });
});
