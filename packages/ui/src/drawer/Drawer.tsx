import type { ReactElement } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { DialogSections, type DialogSectionsProps } from '../dialog/DialogSections';
import { useControllableState } from '../hooks/useControllableState';
import { DrawerBackdrop, DrawerBox, DrawerPanel } from './Drawer.styles';

export interface DrawerProps extends DialogSectionsProps {
  /** The side it slides from; defaults to right. */
  side?: 'right' | 'left';
  /** Pixels or a CSS length; defaults to 462 (the member drawer). */
  width?: number | string;
  /** Opens it when pressed (a react-aria Button); leave out and use `isOpen` to open from code. */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** false: neither Escape nor a press outside closes it. */
  isDismissable?: boolean;
  className?: string;
}

/** A modal side panel (react-aria Modal + Dialog) with the Dialog's header, body and footer. */
export function Drawer({
  side = 'right',
  width = 462,
  trigger,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  isDismissable = true,
  className,
  footer,
  ...sections
}: DrawerProps) {
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });

  const overlay = (
    <DrawerBackdrop
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <DrawerBox className={className} data-side={side} style={{ width }}>
        <DrawerPanel>
          {({ close }) => (
            <DialogSections
              {...sections}
              // A drawer has no footer unless it has something to confirm.
              footer={footer === undefined && !sections.onOk ? null : footer}
              close={close}
            />
          )}
        </DrawerPanel>
      </DrawerBox>
    </DrawerBackdrop>
  );

  return trigger ? (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      {trigger}
      {overlay}
    </DialogTrigger>
  ) : (
    overlay
  );
}
