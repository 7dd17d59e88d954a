import type { ReactElement } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTheme } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import type { CcmsTheme } from '../theme/theme';
import { DialogBackdrop, DialogBox, DialogPanel } from './Dialog.styles';
import { DialogSections, type DialogSectionsProps } from './DialogSections';

/** A named width of the spec (600 / 800 / 900 / 1000) or pixels. */
export type DialogWidth = keyof CcmsTheme['layout']['dialogWidths'] | number;

export interface DialogProps extends DialogSectionsProps {
  /** Defaults to `small` (600). */
  width?: DialogWidth;
  /** Opens it when pressed (a react-aria Button); leave out and use `isOpen` to open from code. */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** false: neither Escape nor a press outside closes it (only its buttons do). */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog (react-aria Modal + Dialog): title, body, cancel/OK footer; focus stays inside
 * while open and returns to where it was.
 */
export function Dialog({
  width = 'small',
  trigger,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  className,
  ...sections
}: DialogProps) {
  const theme = useTheme();
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const pixels = typeof width === 'number' ? width : theme.layout.dialogWidths[width];

  const overlay = (
    <DialogBackdrop
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <DialogBox className={className} style={{ width: pixels }}>
        <DialogPanel role={role}>
          {({ close }) => <DialogSections {...sections} close={close} />}
        </DialogPanel>
      </DialogBox>
    </DialogBackdrop>
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
