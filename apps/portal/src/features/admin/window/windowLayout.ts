import { EMPTY_PANEL_SLOT, isHomePanelCode, type PanelLayoutSave } from '@ccms/api-client';
import type { PanelSlot } from '@ccms/pickers';

/** The slots as a save spells them: an empty slot (or an unknown panel) has code ''. */
export function toLayoutSave(slots: readonly PanelSlot[]): PanelLayoutSave {
  return slots.map((slot) =>
    slot && isHomePanelCode(slot.code) ? { ...slot, code: slot.code } : EMPTY_PANEL_SLOT,
  );
}
