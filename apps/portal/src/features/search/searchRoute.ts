import { withToken } from '../../api/pickerData';

/** The global search page and its query parameters (spec 000 §2.3). */
export const GLOBAL_SEARCH_PATH = '/global-search';
export const SEARCH_KEY_PARAM = 'searchkey';
/** Not in the spec: the chosen type, so a refreshed or shared page keeps its filter. */
export const SEARCH_TYPE_PARAM = 'type';

/** Query keys of the search feature; all start with `search`. */
export const searchKeys = {
  types: ['search', 'types'] as const,
  results: ['search', 'results'] as const,
};

/** The address of the search page for a keyword. */
export function searchHref(keyword: string): string {
  return `${GLOBAL_SEARCH_PATH}?${new URLSearchParams({ [SEARCH_KEY_PARAM]: keyword })}`;
}

/** Where a hit opens: a route of the portal, or a file the browser loads from /api. */
export type HitTarget = { kind: 'route'; to: string } | { kind: 'file'; href: string };

/** A browser loading a file sends no headers, so the token goes in the query (as downloads do). */
export function hitTarget(route: string): HitTarget {
  if (!route.startsWith('/api/')) return { kind: 'route', to: route };
  return { kind: 'file', href: withToken(route) };
}

/** A text cut at its highlights: the pieces to show plain and the pieces to mark. */
export function highlightPieces(
  text: string,
  highlights: readonly { start: number; length: number }[],
): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const { start, length } of [...highlights].sort((a, b) => a.start - b.start)) {
    // Overlapping or out-of-range spans are skipped rather than trusted.
    if (start < at || length <= 0 || start + length > text.length) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, start + length), marked: true });
    at = start + length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
