// The panel layout of the home page, free of React and the DOM: which optional panel sits in
// which slot, and the shape saved as user config (key ecms_panelManagement_layout).

/** An optional home panel, as saved (spec 002 §3: title, code, morePath). */
export interface PanelLayoutItem {
  /** The panel's Chinese title, kept in the saved shape; the editor shows a translated name. */
  title: string;
  code: string;
  /** Where the panel's "more" link leads. */
  morePath: string;
}

/** One slot of the design area: a panel, or empty. */
export type PanelSlot = PanelLayoutItem | null;

/** The user config key the portal saves the layout under. */
export const PANEL_LAYOUT_CONFIG_KEY = 'ecms_panelManagement_layout';
/** Slots of the home layout editor (spec 002 §9). */
export const PANEL_SLOT_COUNT = 8;
/** The design area is a 24-column grid; each slot takes 12 (two slots a row). */
export const PANEL_GRID_COLUMNS = 24;
export const PANEL_SLOT_SPAN = 12;

/** The spec's eight optional panels, in the spec's order. */
export const HOME_PANELS: readonly PanelLayoutItem[] = [
  { title: '消息提醒', code: 'message', morePath: '/main-page/messagePage' },
  { title: '通知公告', code: 'notice', morePath: '/main-page/content-list?category=notice' },
  {
    title: '行业资讯',
    code: 'industryNews',
    morePath: '/main-page/content-list?category=industry',
  },
  {
    title: '图片新闻',
    code: 'pictureNews',
    morePath: '/main-page/content-list?category=picture',
  },
  {
    title: '企业品牌',
    code: 'enterpriseBrand',
    morePath: '/main-page/content-list?category=news',
  },
  {
    title: '升级说明',
    code: 'upgradeNotes',
    morePath: '/main-page/content-list?category=upgrade',
  },
  { title: '邮件', code: 'mail', morePath: '' },
  { title: 'KPI评分', code: 'kpiScore', morePath: '/main-page/performance-appraisal' },
];

/** The layout a user without a saved one gets: the first seven panels, one a slot. */
export const DEFAULT_PANEL_LAYOUT: readonly PanelSlot[] = HOME_PANELS.slice(0, 7);

type SavedSlot = Partial<PanelLayoutItem> | null | undefined;

function isFilled(slot: SavedSlot): slot is PanelLayoutItem {
  return typeof slot?.code === 'string' && slot.code !== '';
}

/**
 * The editor's slots from a saved layout (undefined: the default): padded with empty slots to
 * `slotCount`, longer layouts cut, a panel that appears twice kept only in its first slot, and
 * saved empty slots (`null`, `{}`, an empty code) read as empty.
 */
export function toPanelSlots(
  saved: readonly SavedSlot[] | null | undefined,
  slotCount: number = PANEL_SLOT_COUNT,
): PanelSlot[] {
  const source = saved ?? DEFAULT_PANEL_LAYOUT;
  const seen = new Set<string>();
  const slots: PanelSlot[] = [];
  for (let index = 0; index < slotCount; index += 1) {
    const slot = source[index];
    if (isFilled(slot) && !seen.has(slot.code)) {
      seen.add(slot.code);
      slots.push({ title: slot.title ?? '', code: slot.code, morePath: slot.morePath ?? '' });
    } else {
      slots.push(null);
    }
  }
  return slots;
}

/** The slot a panel sits in, or -1. */
export function slotOfPanel(slots: readonly PanelSlot[], code: string): number {
  return slots.findIndex((slot) => slot?.code === code);
}

/**
 * Puts a panel in a slot. Its old slot is emptied (a panel shows once); whatever the target held
 * leaves the layout and returns to the optional list.
 */
export function placePanel(
  slots: readonly PanelSlot[],
  panel: PanelLayoutItem,
  slotIndex: number,
): PanelSlot[] {
  if (slotIndex < 0 || slotIndex >= slots.length) return [...slots];
  const next = slots.map((slot) => (slot?.code === panel.code ? null : slot));
  next[slotIndex] = panel;
  return next;
}

/** Empties a slot. */
export function removePanel(slots: readonly PanelSlot[], slotIndex: number): PanelSlot[] {
  return slots.map((slot, index) => (index === slotIndex ? null : slot));
}

/** The layout to save: the slots up to the last filled one (spec 002 §4). */
export function trimPanelLayout(slots: readonly PanelSlot[]): PanelSlot[] {
  let end = slots.length;
  while (end > 0 && slots[end - 1] === null) end -= 1;
  return slots.slice(0, end);
}

/**
 * The slot a keyboard drag moves to from `current` (-1: not over a slot yet) in a grid of
 * `columns` slots a row: left/right step one slot, up/down one row; the edges hold.
 */
export function nextSlotIndex(
  current: number,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
  slotCount: number,
  columns: number,
): number {
  if (slotCount === 0) return -1;
  if (current < 0) return 0;
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[key];
  const next = current + step;
  return next < 0 || next >= slotCount ? current : next;
}
