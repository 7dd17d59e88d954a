import type { ReactNode } from 'react';
import { MenuTrigger, type Key } from 'react-aria-components';
import { Button } from '../button/Button';
import type { ComponentSize } from '../theme/theme';
import { SwitcherItem, SwitcherList, SwitcherPopover, TriggerContent } from './SwitcherMenu.styles';

export interface SwitcherOption<Id extends string> {
  id: Id;
  label: string;
  /** BCP 47 tag when the label is in another language than the page (language names). */
  lang?: string;
}

export interface SwitcherMenuProps<Id extends string> {
  /** Accessible name of the trigger, e.g. "切换语言, 中文". */
  triggerLabel: string;
  trigger: ReactNode;
  options: readonly SwitcherOption<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  size?: ComponentSize;
}

const CheckIcon = () => (
  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
    <path d="M3 8.5l3.2 3L13 5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** A header button opening a single-choice menu (react-aria Menu: arrows, Enter, Escape, typeahead). */
export function SwitcherMenu<Id extends string>({
  triggerLabel,
  trigger,
  options,
  selected,
  onSelect,
  size,
}: SwitcherMenuProps<Id>) {
  return (
    <MenuTrigger>
      <Button variant="text" size={size} aria-label={triggerLabel}>
        <TriggerContent>{trigger}</TriggerContent>
      </Button>
      <SwitcherPopover placement="bottom end">
        <SwitcherList
          aria-label={triggerLabel}
          selectionMode="single"
          selectedKeys={[selected]}
          disallowEmptySelection
          onAction={(key: Key) => onSelect(String(key) as Id)}
        >
          {options.map((option) => (
            <SwitcherItem key={option.id} id={option.id} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  <span lang={option.lang}>{option.label}</span>
                  {isSelected ? <CheckIcon /> : null}
                </>
              )}
            </SwitcherItem>
          ))}
        </SwitcherList>
      </SwitcherPopover>
    </MenuTrigger>
  );
}
