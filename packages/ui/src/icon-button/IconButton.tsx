import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ButtonVariant } from '../button/Button';
import { useComponentSize } from '../hooks/useComponentSize';
import type { ComponentSize } from '../theme/theme';
import { IconSlot, StyledIconButton } from './IconButton.styles';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'style' | 'aria-label'
> {
  /** The button's accessible name; required because it shows only an icon. */
  label: string;
  /** The icon, decorative (hidden from assistive technology). */
  icon: ReactNode;
  variant?: ButtonVariant;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  className?: string;
}

/** A square, icon-only react-aria Button named by `label`, which is also its hover title. */
export function IconButton({ label, icon, variant = 'default', size, ...props }: IconButtonProps) {
  const resolvedSize = useComponentSize(size);
  return (
    <StyledIconButton {...props} aria-label={label} data-variant={variant} data-size={resolvedSize}>
      <IconSlot aria-hidden="true">{icon}</IconSlot>
    </StyledIconButton>
  );
}
