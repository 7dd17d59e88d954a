import { findPortalRoute, type PortalRoute } from './routes';

/** Routes that need no token (spec 000 §2.1). Any path containing /login is open as well. */
export const OPEN_ROUTES: readonly string[] = [
  '/flow-monitor',
  '/login',
  '/auth-redirect',
  '/home2',
  '/sys-home',
  '/login/reset-password',
  '/login/register',
  '/saasLogin',
  '/cas',
  '/full/flow-chart',
  '/cost-manager-login',
  '/cost-manager-login/register',
  '/cost-manager-login/reset-password',
  '/ecms-quick-import',
  '/ecms-start-check',
  '/ecms-start-comparison',
  '/quality-control-list',
  '/quality-control/testReport',
  '/ecms-index-analysis',
  '/gdzj-edit-project',
  '/gdzj-materials-equipment',
  '/measureBill',
  '/QRCode/equipmentManage',
  // Error pages explain themselves to anyone.
  '/404',
  '/401',
];

export const HOME_PATH = '/main-page';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';

export interface RouteContext {
  hasToken: boolean;
  /** The signed-in user's permission strings; omitted while unknown (no permission check then). */
  permissions?: readonly string[];
  isAdmin?: boolean;
}

export type RouteDecision =
  { kind: 'allow'; route: PortalRoute } | { kind: 'redirect'; to: string };

export function isOpenPath(pathname: string): boolean {
  return OPEN_ROUTES.includes(pathname) || pathname.includes('/login');
}

function redirectTo(to: string): RouteDecision {
  return { kind: 'redirect', to };
}

/**
 * The guard's decision for a full path (pathname plus query and hash), before each navigation
 * (spec 000 §2.1). Pure, so every rule is tested without a browser.
 */
export function decideRoute(fullPath: string, context: RouteContext): RouteDecision {
  const pathname = fullPath.split(/[?#]/, 1)[0] || '/';
  if (pathname === '/') return redirectTo(HOME_PATH);
  if (context.hasToken && pathname === LOGIN_PATH) return redirectTo('/');

  const route = findPortalRoute(pathname);
  if (isOpenPath(pathname)) return route ? { kind: 'allow', route } : redirectTo(NOT_FOUND_PATH);
  if (!context.hasToken)
    return redirectTo(`${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`);
  if (!route) return redirectTo(NOT_FOUND_PATH);

  const permitted =
    !route.permission ||
    context.permissions === undefined ||
    context.isAdmin === true ||
    [route.permission].flat().some((permission) => context.permissions?.includes(permission));
  return permitted ? { kind: 'allow', route } : redirectTo(UNAUTHORIZED_PATH);
}
