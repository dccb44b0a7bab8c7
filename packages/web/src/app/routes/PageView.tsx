import { Suspense, createElement } from 'react';
import { useLocation } from 'react-router';
import { useLoadedSession } from '../session/session-store';
import { pageComponent } from './page-registry';
import { pageFallback } from './page-fallback';
import { mayOpen } from './screen-permission';

/** A screen, or the "no permission" page when the user's menu does not grant it. */
export function PageView({ componentName }: { componentName: string }) {
  const { menu } = useLoadedSession();
  const { search } = useLocation();
  const shown = mayOpen(menu, componentName, new URLSearchParams(search)) ? componentName : 'noPermission';
  // The registry caches one lazy component per name, so this element type is stable across renders.
  return <Suspense fallback={pageFallback}>{createElement(pageComponent(shown))}</Suspense>;
}
