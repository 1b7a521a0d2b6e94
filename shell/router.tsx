/**
 * The routes of spec 000 sections 2.1 and 2.2 (history mode, react-router v7 data router). The root
 * route's loader is the guard (./guard.ts) and runs on every navigation. Every path under the main
 * layout is one splat route: the layout shows the page the menu or the fixed pages give for the path
 * (./menu/menu-store.ts), and the guard has already refused any other path with /404. The sign-in
 * page is in the main bundle; everything else is loaded on demand.
 */
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  useLocation,
  useParams,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { createGuardLoader, isLoginPath, type GuardDeps } from './guard';
import { LoginRoute } from './LoginRoute';
import { FullPageLoading, RootLayout, RouteErrorFallback, type RouteHandle } from './RootLayout';
import { session } from './session';
import { loadFullSystem } from './theme';

const handle = (title: string): RouteHandle => ({ title });

const notAvailable = async () => ({ Component: (await import('../screens/common/NotAvailablePage')).NotAvailablePage });

/** `/redirect/{path*}`: the refresh helper, straight on to `/{path*}` with the same query. */
function RedirectRoute() {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />;
}

/**
 * The guard, and the full Chakra system for every page but sign-in (./theme.ts): loaded beside the guard
 * when there is a token (without one the guard sends the visitor to sign in), so that no page draws a
 * component whose recipe the sign-in system lacks. Should its chunk fail, the page goes on with the
 * sign-in system and the next navigation tries again.
 */
function createRootLoader(guard: GuardDeps) {
  const guardLoader = createGuardLoader(guard);
  return async function rootLoader(args: LoaderFunctionArgs): Promise<null> {
    const { pathname } = new URL(args.request.url);
    const wantsTheme = !isLoginPath(pathname);
    const early = wantsTheme && session.token ? loadFullSystem().catch(() => undefined) : undefined;
    const result = await guardLoader(args);
    if (wantsTheme) await (early ?? loadFullSystem().catch(() => undefined));
    return result;
  };
}

export function createRoutes(guard: GuardDeps): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      loader: createRootLoader(guard),
      shouldRevalidate: () => true,
      hydrateFallbackElement: <FullPageLoading />,
      errorElement: <RouteErrorFallback />,
      children: [
        { path: '/login', element: <LoginRoute />, handle: handle('route.login') },
        { path: '/loginold', element: <LoginRoute />, handle: handle('route.login') },
        {
          path: '/lockScreen',
          handle: handle('route.lockScreen'),
          lazy: async () => ({ Component: (await import('./routes/LockScreenRoute')).LockScreenRoute }),
        },
        { path: '/sso', lazy: notAvailable },
        { path: '/auth-redirect', lazy: notAvailable },
        { path: '/formShortLink', lazy: notAvailable },
        { path: '/redirect/*', element: <RedirectRoute /> },
        {
          // The platform's own data-visualization views (type-6 menus, embeddable by type-7 links); the guard
          // lets through only the views the user's menu links to.
          path: '/DataV/view/:moduleId',
          handle: handle('route.dataView'),
          lazy: async () => ({ Component: (await import('./routes/DataViewRoute')).DataViewRoute }),
        },
        {
          path: '/404',
          handle: handle('route.notFound'),
          lazy: async () => ({ Component: (await import('../screens/error/NotFoundPage')).NotFoundPage }),
        },
        {
          path: '/',
          lazy: async () => ({ Component: (await import('./layout/MainLayout')).MainLayout }),
          children: [
            { index: true, element: <Navigate to="/home" replace /> },
            { path: '*', element: null },
          ],
        },
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
