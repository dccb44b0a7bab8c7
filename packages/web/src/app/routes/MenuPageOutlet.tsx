import { Navigate, matchPath, useLocation } from 'react-router';
import { useLoadedSession } from '../session/session-store';
import { PageHost } from './PageHost';

interface NotFoundState {
  from?: string;
  retried?: boolean;
}

/** Pages that come from the menu tree; anything else is not found. */
export function MenuPageOutlet() {
  const location = useLocation();
  const { routes } = useLoadedSession();
  const route = routes.find((entry) => matchPath({ path: entry.path, end: true }, location.pathname));
  if (!route) {
    const state = (location.state ?? {}) as NotFoundState;
    const notFound: NotFoundState = { from: `${location.pathname}${location.search}`, retried: state.retried ?? false };
    return <Navigate to="/404" replace state={notFound} />;
  }
  return <PageHost key={route.componentName} componentName={route.componentName} />;
}
