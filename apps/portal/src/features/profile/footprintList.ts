import type { Footprint, MenuItem } from '@ccms/api-client';
import { pagesOf } from '../../shell/menu';

/** One day of footprints, latest first as the server sends them. */
export interface FootprintDay {
  /** "YYYY-MM-DD". */
  day: string;
  footprints: Footprint[];
}

/** Groups a page of footprints by the day of their latest visit, keeping the server's order. */
export function groupByDay(footprints: readonly Footprint[]): FootprintDay[] {
  const days: FootprintDay[] = [];
  for (const footprint of footprints) {
    const day = footprint.visitAt.slice(0, 10);
    const last = days.at(-1);
    if (last?.day === day) last.footprints.push(footprint);
    else days.push({ day, footprints: [footprint] });
  }
  return days;
}

/** "HH:mm" of a "YYYY-MM-DD HH:mm:ss" time. */
export const clockOf = (dateTime: string): string => dateTime.slice(11, 16);

/**
 * The page of the user's menu a footprint was left on. Footprints keep the menu's name, not its
 * address (spec 000 §3), so the page is found by name among the pages the user may open now.
 */
export function findMenuPage(
  menuList: readonly MenuItem[],
  menuName: string,
): MenuItem | undefined {
  const name = menuName.trim();
  return menuList.flatMap(pagesOf).find((page) => page.name === name);
}
