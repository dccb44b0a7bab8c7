import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/login/LoginPage';
import { PageHost } from './routes/PageHost';
import { LAYOUT_ROUTES, STANDALONE_ROUTES, type FixedRoute } from './routes/route-table';

const toRoute = (route: FixedRoute): RouteObject => ({
  path: route.path,
  element: <PageHost componentName={route.componentName} />,
});

const routes: RouteObject[] = [
  { path: '/login', Component: LoginPage },
  { path: '/admin/api/user/wechatLogin/:id', Component: LoginPage },
  {
    path: '/404',
    HydrateFallback: () => null,
    lazy: () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
  {
    lazy: () => import('./session/SessionGuard').then((m) => ({ Component: m.SessionGuard })),
    HydrateFallback: () => null,
    children: [
      {
        lazy: () => import('./layout/MainLayout').then((m) => ({ Component: m.MainLayout })),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...LAYOUT_ROUTES.map(toRoute),
          {
            path: '*',
            lazy: () => import('./routes/MenuPageOutlet').then((m) => ({ Component: m.MenuPageOutlet })),
          },
        ],
      },
      ...STANDALONE_ROUTES.map(toRoute),
    ],
  },
];

export const router = createBrowserRouter(routes);
