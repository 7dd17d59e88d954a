import type { PanelSlot } from './panelLayout';
import { HOME_PANELS } from './panelLayout';

const [message, notice, industryNews, , , upgradeNotes, , kpiScore] = HOME_PANELS;

/** A layout as a user might have saved it: gaps in the middle, trimmed after the last panel. */
export const savedLayoutWithGaps: PanelSlot[] = [
  message ?? null,
  null,
  kpiScore ?? null,
  notice ?? null,
  null,
  upgradeNotes ?? null,
];

/** A saved layout with one panel, in the last of the eight slots. */
export const savedLayoutLastSlot: PanelSlot[] = [
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  industryNews ?? null,
];
