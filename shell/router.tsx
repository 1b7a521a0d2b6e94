/**
 * The routes of spec 000 sections 2.1 and 2.2 that exist so far (history mode, react-router v7 data
 * router). The root route's loader is the guard (./guard.ts) and runs on every navigation. The sign-in
 * page is in the main bundle; the main layout, home and 404 pages are loaded on demand.
 */
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router-dom';
import { createGuardLoader, type GuardDeps } from './guard';
import { LoginRoute } from './LoginRoute';
import { FullPageLoading, RootLayout, RouteErrorFallback, type RouteHandle } from './RootLayout';

const handle = (title: string): RouteHandle => ({ title });

export function createRoutes(guard: GuardDeps): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      loader: createGuardLoader(guard),
      shouldRevalidate: () => true,
      hydrateFallbackElement: <FullPageLoading />,
      errorElement: <RouteErrorFallback />,
      children: [
        { path: '/login', element: <LoginRoute />, handle: handle('route.login') },
        { path: '/loginold', element: <LoginRoute />, handle: handle('route.login') },
        {
          path: '/',
          lazy: async () => ({ Component: (await import('./layout/MainLayout')).MainLayout }),
          children: [
            { index: true, element: <Navigate to="/home" replace /> },
            {
              path: 'home',
              handle: handle('route.home'),
              lazy: async () => ({ Component: (await import('../screens/home/HomePage')).HomePage }),
            },
          ],
        },
        {
          path: '/404',
          handle: handle('route.notFound'),
          lazy: async () => ({ Component: (await import('../screens/error/NotFoundPage')).NotFoundPage }),
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export function createAppRouter(guard: GuardDeps) {
  return createBrowserRouter(createRoutes(guard));
}

/** For tests: the same routes in memory. */
export function createAppMemoryRouter(guard: GuardDeps, initialEntries: string[]) {
  return createMemoryRouter(createRoutes(guard), { initialEntries });
}
