import { useMemo } from 'react';
import { hasButton } from './menu-tree';
import { useLoadedSession } from './session-store';

/** Whether the menu grants button `button` on page `page` (a `page:button` node under the page). */
export function useButtonPermission(page: string, button: string): boolean {
  const { menu } = useLoadedSession();
  return useMemo(() => hasButton(menu, page, button), [menu, page, button]);
}
