import { Suspense, lazy } from 'react';
import { pageFallback } from './page-fallback';

const PageView = lazy(() => import('./PageView').then((m) => ({ default: m.PageView })));

/**
 * A route's screen. The registry of every screen and the permission check load with the first one,
 * so that the login route does not carry them.
 */
export function PageHost({ componentName }: { componentName: string }) {
  return (
    <Suspense fallback={pageFallback}>
      <PageView componentName={componentName} />
    </Suspense>
  );
}
