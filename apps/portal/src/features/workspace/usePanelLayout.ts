import type { UserInfo } from '@ccms/api-client';
import { PANEL_LAYOUT_CONFIG_KEY, type PanelLayoutItem, type PanelSlot } from '@ccms/pickers';
import { readUserConfig, useWindowDefaults } from './workspaceQueries';

export type SavedLayout = readonly (PanelSlot | Partial<PanelLayoutItem>)[];

/**
 * The home panel layout of normal mode: the user's saved one (user config
 * ecms_panelManagement_layout), else the company's default (窗口管理), else undefined — the
 * built-in default (the first seven panels), which toPanelSlots fills in.
 */
export function usePanelLayout(
  user: UserInfo | undefined,
  enabled = true,
): SavedLayout | undefined {
  const saved = readUserConfig(user, PANEL_LAYOUT_CONFIG_KEY);
  const own = Array.isArray(saved) ? (saved as SavedLayout) : undefined;
  const defaults = useWindowDefaults(enabled && own === undefined);
  return own ?? defaults.data?.normalMode ?? undefined;
}
