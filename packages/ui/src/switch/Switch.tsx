import type { ReactNode } from 'react';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { useComponentSize } from '../hooks/useComponentSize';
import type { ComponentSize } from '../theme/theme';
import { SwitchRoot, SwitchTrack } from './Switch.styles';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** The visible label, which names the switch. */
  children?: ReactNode;
  size?: ComponentSize;
  className?: string;
}

/** A react-aria Switch (on / off), controlled with isSelected or uncontrolled with defaultSelected. */
export function Switch({ children, size, ...props }: SwitchProps) {
  const resolvedSize = useComponentSize(size);
  return (
    <SwitchRoot {...props} data-size={resolvedSize}>
      <SwitchTrack aria-hidden="true" />
      {children}
    </SwitchRoot>
  );
}
