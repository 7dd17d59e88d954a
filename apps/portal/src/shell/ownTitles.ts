import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Titles pages give themselves once their data has loaded (a form's 新增 {name}), by the full path
 * they were shown at: the tab, the breadcrumb and the document title read them before the route's.
 */
const titles = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setOwnTitle(fullPath: string, title: string): void {
  if (titles.get(fullPath) === title) return;
  titles.set(fullPath, title);
  version += 1;
  listeners.forEach((listener) => listener());
}

/** The title a page gave itself at this full path (pathname and query). */
export function ownTitleOf(fullPath: string): string | undefined {
  return titles.get(fullPath);
}

/** Re-renders when a page names itself; returns the lookup. */
export function useOwnTitles(): (fullPath: string) => string | undefined {
  useSyncExternalStore(subscribe, () => version);
  return ownTitleOf;
}

/** Names the current page's tab (and its breadcrumb and document title); undefined: the route's. */
export function useOwnTitle(title: string | undefined): void {
  const { pathname, search } = useLocation();
  const fullPath = `${pathname}${search}`;
  useEffect(() => {
    if (title) setOwnTitle(fullPath, title);
  }, [fullPath, title]);
}
