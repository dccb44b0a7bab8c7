import { Navigate, matchPath, useLocation } from 'react-router';
import { useLoadedSession } from '../session/session-store';
import { PageHost } from './PageHost';
import { catalogPageOf } from './screen-permission';

interface NotFoundState {
  from?: string;
  retried?: boolean;
}

/** Pages that come from the menu tree; another page of the catalogue has no permission; anything else is not found. */
export function MenuPageOutlet() {
  const location = useLocation();
  const { routes } = useLoadedSession();
  const route = routes.find((entry) => matchPath({ path: entry.path, end: true }, location.pathname));
  const page = route?.componentName ?? catalogPageOf(location.pathname);
  if (!page) {
    const state = (location.state ?? {}) as NotFoundState;
    const notFound: NotFoundState = { from: `${location.pathname}${location.search}`, retried: state.retried ?? false };
    return <Navigate to="/404" replace state={notFound} />;
  }
  return <PageHost key={page} componentName={page} />;
}
