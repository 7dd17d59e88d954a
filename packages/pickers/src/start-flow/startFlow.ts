// The start-flow chooser's data rules, free of React and the DOM: which flows show, in which
// category colour, and the favourite list (user config flow_start_List).

/** A flow definition that can be started (spec 000 §3). */
export interface StartFlow {
  id: string;
  name: string;
  /** The process key; favourites are kept by it. */
  key: string;
  category?: string;
  sort?: number;
  /** An icon of the flow (a URL). */
  image?: string;
  /** Only flows enabled for PC show (spec 000 §6). */
  config?: { isPcEnable?: boolean };
}

/** A flow category with its flows (spec 000 §3: value, children). */
export interface StartFlowCategory {
  /** The category's name, as shown. */
  value: string;
  children: readonly StartFlow[];
}

/** The user config key of the favourite flow keys. */
export const FLOW_FAVOURITES_CONFIG_KEY = 'flow_start_List';

/** The five card colours (spec 000 §9), as theme status colours. */
export const FLOW_CARD_COLOURS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export type FlowCardColour = (typeof FLOW_CARD_COLOURS)[number];

/**
 * A category's card colour. The original picks one of the five at random on every render; a
 * hash of the category name keeps the pick random-looking but stable, so a category keeps its
 * colour between visits and in both tabs.
 */
export function categoryColour(value: string): FlowCardColour {
  let hash = 0;
  for (const character of value) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return FLOW_CARD_COLOURS[hash % FLOW_CARD_COLOURS.length] ?? 'primary';
}

/** The categories to show: PC-enabled flows by `sort`, categories without any left out. */
export function startableCategories(categories: readonly StartFlowCategory[]): StartFlowCategory[] {
  return categories
    .map((category) => ({
      value: category.value,
      children: category.children
        .filter((flow) => flow.config?.isPcEnable === true)
        .map((flow, index) => ({ flow, index }))
        .sort(
          (a, b) =>
            (a.flow.sort ?? Number.MAX_SAFE_INTEGER) - (b.flow.sort ?? Number.MAX_SAFE_INTEGER) ||
            a.index - b.index,
        )
        .map(({ flow }) => flow),
    }))
    .filter((category) => category.children.length > 0);
}

/** The same categories with only the favourite flows. */
export function favouriteCategories(
  categories: readonly StartFlowCategory[],
  favouriteKeys: readonly string[],
): StartFlowCategory[] {
  const favourites = new Set(favouriteKeys);
  return categories
    .map((category) => ({
      value: category.value,
      children: category.children.filter((flow) => favourites.has(flow.key)),
    }))
    .filter((category) => category.children.length > 0);
}

/** Adds or removes a flow key; says which it did. */
export function toggleFavourite(
  favouriteKeys: readonly string[],
  key: string,
): { keys: string[]; favourited: boolean } {
  return favouriteKeys.includes(key)
    ? { keys: favouriteKeys.filter((candidate) => candidate !== key), favourited: false }
    : { keys: [...favouriteKeys, key], favourited: true };
}
