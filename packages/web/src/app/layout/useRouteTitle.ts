import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router';
import { LAYOUT_ROUTES } from '../routes/route-table';
import { useLoadedSession } from '../session/session-store';

/** The title of a path: the fixed route's translated name, else the menu page's title. */
export function useRouteTitle(): (pathWithSearch: string) => string {
  const { t, i18n } = useTranslation();
  const { routes } = useLoadedSession();
  const english = i18n.language === 'en-US';
  return useCallback(
    (pathWithSearch: string) => {
      const pathname = pathWithSearch.split('?')[0] ?? pathWithSearch;
      const fixed = LAYOUT_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
      if (fixed) return t(`routes.${fixed.componentName}`);
      const page = routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
      if (page) return english ? page.titleEn : page.title;
      return pathname;
    },
    [t, english, routes],
  );
}
