import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fixedRouteOf, menuRouteOf } from '../routes/route-match';
import { useLoadedSession } from '../session/session-store';

/** The title of a path: the fixed route's translated name, else the menu page's title. */
export function useRouteTitle(): (pathWithSearch: string) => string {
  const { t, i18n } = useTranslation();
  const { routes } = useLoadedSession();
  const english = i18n.language === 'en-US';
  return useCallback(
    (pathWithSearch: string) => {
      const fixed = fixedRouteOf(pathWithSearch);
      if (fixed) return t(`routes.${fixed.componentName}`);
      const page = menuRouteOf(pathWithSearch, routes);
      if (page) return english ? page.titleEn : page.title;
      return pathWithSearch.split('?')[0] ?? pathWithSearch;
    },
    [t, english, routes],
  );
}
