import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StorageKey, readJson, writeJson } from '../../../api/storage';
import { isLayoutPage } from '../../routes/route-match';
import { useLoadedSession } from '../../session/session-store';
import { addTab, closeMany, closeTab, neighbourOf, type TabAction } from './tab-list';

const HOME = '/dashboard';

/**
 * Open tabs, kept in localStorage; the current location is one of them when it is a page (an unknown
 * path is on its way to /404 and must not leave a tab behind).
 */
export function useTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const { routes } = useLoadedSession();
  const activeKey = `${location.pathname}${location.search}`;
  const [stored, setTabs] = useState<string[]>(() => readJson<string[]>(StorageKey.tabs, []));
  // Each page opened (from the menu, a link or the address bar) stays open as a tab of its own; only
  // a change of page adds it, so a tab being closed is not put back before the navigation away lands.
  const opened = isLayoutPage(activeKey, routes);
  const [seenKey, setSeenKey] = useState<string | null>(null);
  if (seenKey !== activeKey) {
    setSeenKey(activeKey);
    if (opened && !stored.includes(activeKey)) setTabs(addTab(stored, activeKey));
  }
  const tabs = useMemo(() => {
    const pages = stored.filter((key) => isLayoutPage(key, routes));
    return opened ? addTab(pages, activeKey) : pages;
  }, [stored, activeKey, routes, opened]);

  useEffect(() => writeJson(StorageKey.tabs, tabs), [tabs]);

  /** Keep `next` open, showing the current tab if it survived, else `fallback`, else home. */
  const settle = useCallback(
    (next: string[], fallback: string | undefined) => {
      const target = next.includes(activeKey) ? activeKey : (fallback ?? HOME);
      setTabs(addTab(next, target));
      if (target !== activeKey) void navigate(target);
    },
    [activeKey, navigate],
  );

  const close = useCallback((key: string) => settle(closeTab(tabs, key), neighbourOf(tabs, key)), [tabs, settle]);

  const closeBy = useCallback(
    (key: string, action: TabAction) => {
      const next = closeMany(tabs, key, action);
      settle(next, next.includes(key) ? key : undefined);
    },
    [tabs, settle],
  );

  return { tabs, activeKey, close, closeBy, open: (key: string) => void navigate(key) };
}
