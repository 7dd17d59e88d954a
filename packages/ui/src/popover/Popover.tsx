import type { ReactElement, ReactNode } from 'react';
import { DialogTrigger, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { useControllableState } from '../hooks/useControllableState';
import { PopoverArrow, PopoverDialog, PopoverSurface, PopoverTitle } from './Popover.styles';

export type PopoverPlacement = NonNullable<AriaPopoverProps['placement']>;

export interface PopoverProps {
  /** The element that opens it: a react-aria Button (our Button, IconButton…). */
  trigger: ReactElement;
  /** The content; a function receives `close` for content that finishes the task. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Heading that also names the popover; without it, give `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  placement?: PopoverPlacement;
  /** Content width in pixels; by default the content decides. */
  width?: number;
  showArrow?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/** Rich content anchored to a trigger; closes on Escape, outside press and blur (react-aria). */
export function Popover({
  trigger,
  children,
  title,
  'aria-label': ariaLabel,
  placement = 'bottom',
  width,
  showArrow = true,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  className,
}: PopoverProps) {
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      {trigger}
      <PopoverSurface placement={placement} offset={showArrow ? 10 : 4} className={className}>
        {showArrow ? (
          <PopoverArrow>
            <svg width="12" height="7" viewBox="0 0 12 7" aria-hidden="true">
              <path d="M0 0 6 7 12 0" />
            </svg>
          </PopoverArrow>
        ) : null}
        <PopoverDialog aria-label={ariaLabel} style={width ? { width } : undefined}>
          {({ close }) => (
            <>
              {title ? <PopoverTitle slot="title">{title}</PopoverTitle> : null}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </PopoverDialog>
      </PopoverSurface>
    </DialogTrigger>
  );
}
