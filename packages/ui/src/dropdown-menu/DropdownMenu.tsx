import type { ReactElement } from 'react';
import { MenuTrigger, type PopoverProps } from 'react-aria-components';
import { useControllableState } from '../hooks/useControllableState';
import { MenuPopover, StyledMenu } from './DropdownMenu.styles';
import { renderMenuEntries, type MenuEntry } from './menuEntries';

export type DropdownMenuPlacement = NonNullable<PopoverProps['placement']>;

export interface DropdownMenuProps {
  /** The element that opens it: a react-aria Button (our Button, IconButton…); it names the menu. */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  /** Called with the chosen item's id; the menu then closes. */
  onAction?: (id: string) => void;
  /** Names the menu when the trigger's text does not say enough. */
  'aria-label'?: string;
  placement?: DropdownMenuPlacement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/** A button that opens a list of actions (react-aria MenuTrigger + Menu): arrows, type-ahead, Esc. */
export function DropdownMenu({
  trigger,
  items,
  onAction,
  'aria-label': ariaLabel,
  placement = 'bottom start',
  isOpen,
  defaultOpen = false,
  onOpenChange,
  className,
}: DropdownMenuProps) {
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      {trigger}
      <MenuPopover placement={placement} offset={4} className={className}>
        <StyledMenu aria-label={ariaLabel} onAction={(id) => onAction?.(String(id))}>
          {renderMenuEntries(items)}
        </StyledMenu>
      </MenuPopover>
    </MenuTrigger>
  );
}
