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
