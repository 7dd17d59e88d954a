import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { setSessionEndNavigation } from '../api/sessionEnd';
import { RouteError } from '../features/errors/RouteError';
import { loadFeatureTexts, loadShellTexts } from '../i18n';
import { BareLayout } from '../shell/BareLayout';
import { PageLoading } from '../shell/PageLoading';
import { guardLoader, RouteGuard } from './guard';
import type { RouteHandle } from './pageTitle';
import { portalRoutes, type PortalRoute } from './routes';

/** Pages that need only the texts of the first load (the sign-in and error pages). */
const FIRST_LOAD_TEXTS_ONLY = new Set(['/login', '/404', '/401']);
/** Pages that need only the shell's texts (the home page). */
const SHELL_TEXTS_ONLY = new Set(['/main-page']);

function textsOf(route: PortalRoute): Promise<void> | undefined {
  if (FIRST_LOAD_TEXTS_ONLY.has(route.path)) return undefined;
  return SHELL_TEXTS_ONLY.has(route.path) ? loadShellTexts() : loadFeatureTexts();
}

/** A page's module, with the texts it needs in place. */
async function pageComponent(route: PortalRoute) {
  const [module] = await Promise.all([route.page(), textsOf(route)]);
  return module.default;
}

function toRouteObject(route: PortalRoute): RouteObject {
  const handle: RouteHandle = route.permission
    ? { titleKey: route.titleKey, permission: route.permission }
    : { titleKey: route.titleKey };
  return {
    path: route.path,
    handle,
    lazy: async () => ({ Component: await pageComponent(route) }),
  };
}

/** The route objects of the portal, built from the route table; tests mount them in a memory router. */
export function createPortalRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      loader: guardLoader,
      // The guard decides before every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      Component: RouteGuard,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        // The root and unknown paths never render: the guard redirects them (to /main-page, /404).
        { index: true, Component: null },
        {
          Component: BareLayout,
          children: portalRoutes.filter((route) => route.layout === 'bare').map(toRouteObject),
        },
        {
          // The shell (header, menus, drawers) loads after sign-in, not with the login page.
          lazy: async () => {
            const [{ Layout }] = await Promise.all([import('../shell/Layout'), loadShellTexts()]);
            return { Component: Layout };
          },
          children: portalRoutes.filter((route) => route.layout === 'shell').map(toRouteObject),
        },
        { path: '*', Component: null },
      ],
    },
  ];
}

export function createPortalRouter() {
  const router = createBrowserRouter(createPortalRoutes());
  setSessionEndNavigation({ replace: (path) => void router.navigate(path, { replace: true }) });
  return router;
}
