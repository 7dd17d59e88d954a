import type { ReactNode } from 'react';
import { MenuItemIcon, MenuSeparator, StyledMenuItem } from './DropdownMenu.styles';

/** One action of a menu. */
export interface MenuActionEntry {
  id: string;
  /** Already translated; also what type-ahead matches. */
  label: string;
  icon?: ReactNode;
  isDisabled?: boolean;
  /** `danger` for destructive actions (delete, close all). */
  tone?: 'default' | 'danger';
}

/** A line between groups of actions. */
export interface MenuSeparatorEntry {
  id: string;
  type: 'separator';
}

export type MenuEntry = MenuActionEntry | MenuSeparatorEntry;

function isSeparator(entry: MenuEntry): entry is MenuSeparatorEntry {
  return 'type' in entry;
}

/** The items of a react-aria Menu from data; shared by DropdownMenu and ContextMenu. */
export function renderMenuEntries(entries: readonly MenuEntry[]): ReactNode[] {
  return entries.map((entry) =>
    isSeparator(entry) ? (
      <MenuSeparator key={entry.id} />
    ) : (
      <StyledMenuItem
        key={entry.id}
        id={entry.id}
        textValue={entry.label}
        isDisabled={entry.isDisabled}
        $tone={entry.tone}
      >
        {entry.icon ? <MenuItemIcon aria-hidden="true">{entry.icon}</MenuItemIcon> : null}
        {entry.label}
      </StyledMenuItem>
    ),
  );
}
