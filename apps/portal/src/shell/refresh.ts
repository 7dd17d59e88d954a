/** Refreshing a page goes through /redirect{fullPath} (spec 000 §2.3): the page remounts, the shell stays. */
export const REDIRECT_PREFIX = '/redirect';

/** Spec 000 §9: a tab reached by closing the active one reloads after 300 ms. */
export const TAB_RELOAD_DELAY_MS = 300;

export function refreshPath(fullPath: string): string {
  return `${REDIRECT_PREFIX}${fullPath}`;
}

export function isRefreshPath(pathname: string): boolean {
  return pathname === REDIRECT_PREFIX || pathname.startsWith(`${REDIRECT_PREFIX}/`);
}

/**
 * Paths that only lead on to another page (a refresh, an area's entry such as /sys-manager): they
 * never become tabs.
 */
export function isPassThroughPath(pathname: string, areaEntries: readonly string[]): boolean {
  return isRefreshPath(pathname) || areaEntries.includes(pathname);
}
