import type { FootprintAnalysis, MenuItem } from '@ccms/api-client';
import type { CommonUseMode } from '@ccms/pickers';
import { pagesOf } from '../../shell/menu';

/** At most this many 常用功能 cards in work mode. */
export const COMMON_USE_LIMIT = 12;

export interface CommonUseEntry {
  page: MenuItem;
  /** Visits in the user's footprints (0 when never visited). */
  visits: number;
}

/** Every page of the menu (type 2 with a url), depth first, each once. */
export function menuPages(menuList: readonly MenuItem[], except?: string): MenuItem[] {
  const seen = new Set<string>();
  return menuList
    .flatMap(pagesOf)
    .filter((page) => page.url !== except && !seen.has(page.id) && seen.add(page.id));
}

/** Visits per menu name, from the footprint analysis (the shell records pages by menu name). */
export function visitsByMenuName(analysis: FootprintAnalysis | undefined): Map<string, number> {
  return new Map((analysis?.byMenu ?? []).map((entry) => [entry.menuName, entry.visits]));
}

/**
 * The 常用功能 of work mode (spec 002 §3 commonUse):
 * '1' none; '2' the company's default modules (its default work-mode form's checked modules, all
 * pages when it names none); '3' the pages the user visited, most visited first; '4' the company's
 * default pages with the most visited first.
 */
export function commonUseEntries(
  mode: CommonUseMode,
  pages: readonly MenuItem[],
  companyChecked: readonly string[],
  visits: ReadonlyMap<string, number>,
): CommonUseEntry[] {
  if (mode === '1') return [];
  const withVisits = (list: readonly MenuItem[]) =>
    list.map((page) => ({ page, visits: visits.get(page.name) ?? 0 }));
  const checked = new Set(companyChecked);
  const defaults = checked.size > 0 ? pages.filter((page) => checked.has(page.id)) : [...pages];
  const byVisits = (entries: CommonUseEntry[]) =>
    // Array.prototype.sort is stable: equally visited pages keep the menu's order.
    [...entries].sort((a, b) => b.visits - a.visits);
  let entries: CommonUseEntry[];
  if (mode === '2') entries = withVisits(defaults);
  else if (mode === '3') entries = byVisits(withVisits(pages).filter((entry) => entry.visits > 0));
  else entries = byVisits(withVisits(defaults));
  return entries.slice(0, COMMON_USE_LIMIT);
}
