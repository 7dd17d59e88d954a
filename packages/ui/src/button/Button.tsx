import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useComponentSize } from '../hooks/useComponentSize';
import { Spinner } from '../spinner/Spinner';
import type { ComponentSize } from '../theme/theme';
import { StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  variant?: ButtonVariant;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  children?: ReactNode;
  className?: string;
}

/** A react-aria Button; while `isPending` it shows a spinner and ignores presses. */
export function Button({ variant = 'default', size, children, isPending, ...props }: ButtonProps) {
  const resolvedSize = useComponentSize(size);
  return (
    <StyledButton {...props} isPending={isPending} data-variant={variant} data-size={resolvedSize}>
      {isPending ? <Spinner size={12} /> : null}
      {children}
    </StyledButton>
  );
}
