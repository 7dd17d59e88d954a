import type { ReactElement, ReactNode } from 'react';
import { TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { useControllableState } from '../hooks/useControllableState';
import { TooltipArrow, TooltipBubble } from './Tooltip.styles';

export type TooltipPlacement = NonNullable<AriaTooltipProps['placement']>;

export interface TooltipProps {
  /** What the bubble says. */
  content: ReactNode;
  /** The element it describes: a react-aria focusable (Button, Link…) or one wrapped in `<Focusable>`. */
  children: ReactElement;
  placement?: TooltipPlacement;
  /** Milliseconds the pointer rests before it opens (keyboard focus opens at once). */
  delay?: number;
  /** Milliseconds before it closes once the pointer leaves. */
  closeDelay?: number;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
  className?: string;
}

/** A short description shown on hover and keyboard focus (react-aria TooltipTrigger). */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 300,
  closeDelay = 100,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  isDisabled,
  className,
}: TooltipProps) {
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <TooltipTrigger
      isOpen={open}
      onOpenChange={setOpen}
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
    >
      {children}
      <TooltipBubble placement={placement} offset={8} className={className}>
        <TooltipArrow>
          <svg width="10" height="6" viewBox="0 0 10 6" aria-hidden="true">
            <path d="M0 0 5 6 10 0z" />
          </svg>
        </TooltipArrow>
        {content}
      </TooltipBubble>
    </TooltipTrigger>
  );
}
