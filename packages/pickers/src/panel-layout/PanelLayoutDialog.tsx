import { Dialog, useControllableState } from '@ccms/ui';
import { useState, type ReactElement } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import { PanelLayoutEditor } from './PanelLayoutEditor';
import {
  HOME_PANELS,
  PANEL_SLOT_COUNT,
  toPanelSlots,
  trimPanelLayout,
  type PanelLayoutItem,
  type PanelSlot,
} from './panelLayout';

export interface PanelLayoutDialogProps {
  /** The saved layout (user config ecms_panelManagement_layout); none: the default layout. */
  layout?: readonly (PanelSlot | Partial<PanelLayoutItem>)[] | null;
  /**
   * Saves the edited layout, trimmed after its last filled slot. Resolve false (or reject) to
   * keep the dialog open.
   */
  onSave: (layout: PanelSlot[]) => void | boolean | Promise<void | boolean>;
  /** The optional panels; defaults to the spec's eight home panels. */
  panels?: readonly PanelLayoutItem[];
  /** Defaults to the home editor's 8. */
  slotCount?: number;
  /** Opens it when pressed (a react-aria Button); leave out and use `isOpen` to open from code. */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** 管理首页面板 (600 wide): edits a draft of the home panel layout; OK saves it, cancel drops it. */
export function PanelLayoutDialog({
  layout,
  onSave,
  panels = HOME_PANELS,
  slotCount = PANEL_SLOT_COUNT,
  trigger,
  isOpen,
  defaultOpen = false,
  onOpenChange,
}: PanelLayoutDialogProps) {
  const t = usePickersTranslation();
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [draft, setDraft] = useState(() => toPanelSlots(layout, slotCount));
  // Each opening starts from the saved layout, so a cancelled edit leaves no trace.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) setDraft(toPanelSlots(layout, slotCount));
  }

  return (
    <Dialog
      title={t('panelLayoutTitle')}
      width="small"
      trigger={trigger}
      isOpen={open}
      onOpenChange={setOpen}
      onOk={() => onSave(trimPanelLayout(draft))}
    >
      <PanelLayoutEditor value={draft} onChange={setDraft} panels={panels} slotCount={slotCount} />
    </Dialog>
  );
}
