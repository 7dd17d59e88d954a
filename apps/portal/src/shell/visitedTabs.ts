/** A page opened in the tab bar; its title is looked up when shown, so it follows the language. */
export interface VisitedTab {
  /** Pathname: one tab per page, whatever its query. */
  path: string;
  /** Full path last seen in this tab, so returning to it restores its query. */
  fullPath: string;
  closable: boolean;
}

export const HOME_TAB: VisitedTab = { path: '/main-page', fullPath: '/main-page', closable: false };

/** The tabs after visiting a page: an unknown page is appended, a known one remembers its query. */
export function visitTab(
  tabs: readonly VisitedTab[],
  path: string,
  fullPath: string,
): VisitedTab[] {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index === -1) return [...tabs, { path, fullPath, closable: true }];
  return tabs.map((tab, at) => (at === index ? { ...tab, fullPath } : tab));
}

/**
 * The tabs after a redirect (a navigation that replaced the page at `fromPath`): the redirected
 * page takes its tab's place instead of adding one; when it already has a tab, the redirecting
 * one goes. The home tab is never replaced.
 */
export function replaceTab(
  tabs: readonly VisitedTab[],
  fromPath: string,
  path: string,
  fullPath: string,
): VisitedTab[] {
  const from = tabs.findIndex((tab) => tab.path === fromPath);
  if (fromPath === path || !tabs[from]?.closable) return visitTab(tabs, path, fullPath);
  if (tabs.some((tab) => tab.path === path))
    return visitTab(
      tabs.filter((_, at) => at !== from),
      path,
      fullPath,
    );
  return tabs.map((tab, at) => (at === from ? { path, fullPath, closable: true } : tab));
}

/**
 * Closes a tab. When it was the active one, `next` is where to go: the tab before it (spec 000 §2.4
 * "closing a tab moves focus to the previous tab"). The home tab is never closed.
 */
export function closeTab(
  tabs: readonly VisitedTab[],
  path: string,
  activePath: string,
): { tabs: VisitedTab[]; next: VisitedTab | undefined } {
  const index = tabs.findIndex((tab) => tab.path === path);
  const closing = tabs[index];
  if (!closing?.closable) return { tabs: [...tabs], next: undefined };
  const remaining = tabs.filter((_, at) => at !== index);
  const next = path === activePath ? remaining[Math.max(0, index - 1)] : undefined;
  return { tabs: remaining, next };
}

/** The tab-bar commands that close several tabs at once (spec 000 §2.4 context menu). */
export type CloseMany = 'others' | 'all' | 'left' | 'right';

/**
 * Closes the tabs a command names, relative to the tab it was given on (`path`); the home tab
 * always stays. When the active tab goes, `next` is where to go: the tab the command was given on,
 * or home after 关闭全部 (spec 000 §4 "close all returns home").
 */
export function closeMany(
  tabs: readonly VisitedTab[],
  command: CloseMany,
  path: string,
  activePath: string,
): { tabs: VisitedTab[]; next: VisitedTab | undefined } {
  const at = tabs.findIndex((tab) => tab.path === path);
  const keep = (tab: VisitedTab, index: number): boolean => {
    if (!tab.closable) return true;
    switch (command) {
      case 'all':
        return false;
      case 'others':
        return index === at;
      case 'left':
        return index >= at;
      case 'right':
        return index <= at;
    }
  };
  const remaining = tabs.filter(keep);
  if (remaining.some((tab) => tab.path === activePath)) return { tabs: remaining, next: undefined };
  const next = remaining.find((tab) => tab.path === path) ?? remaining[0];
  return { tabs: remaining, next };
}

/** Which close commands would close anything, for the tab at `path` (the others are disabled). */
export function closableAround(
  tabs: readonly VisitedTab[],
  path: string,
): Record<CloseMany | 'self', boolean> {
  const at = tabs.findIndex((tab) => tab.path === path);
  const closable = (tab: VisitedTab) => tab.closable;
  return {
    self: tabs[at]?.closable ?? false,
    others: tabs.some((tab, index) => index !== at && closable(tab)),
    all: tabs.some(closable),
    left: tabs.slice(0, Math.max(0, at)).some(closable),
    right: tabs.slice(at + 1).some(closable),
  };
}

/** The window event a page sends to close its own tab (after a flow action, for instance). */
export const CLOSE_TAB_EVENT = 'ccms:close-tab';

export interface CloseTabRequest {
  /** The tab's path (its route's tab path). */
  path: string;
  /** Where to go instead of the tab before it. */
  next?: string;
}

/** Asks the tab bar to close a tab; false when nothing handled it (no tab bar, no such tab). */
export function requestCloseTab(request: CloseTabRequest): boolean {
  const event = new CustomEvent<CloseTabRequest>(CLOSE_TAB_EVENT, {
    detail: request,
    cancelable: true,
  });
  return !window.dispatchEvent(event);
}
