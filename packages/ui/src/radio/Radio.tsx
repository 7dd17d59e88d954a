import type { FocusEvent, ReactNode } from 'react';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/fieldStyles';
import { useComponentSize } from '../hooks/useComponentSize';
import type { ComponentSize } from '../theme/theme';
import { ChoiceList, RadioDot, RadioGroupRoot, RadioRoot } from './Radio.styles';

// ---- Radio ----------------------------------------------------------------------------------

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className' | 'style'> {
  children?: ReactNode;
  size?: ComponentSize;
  className?: string;
}

/** One option of a RadioGroup. */
export function Radio({ children, size, ...props }: RadioProps) {
  const resolvedSize = useComponentSize(size);
  return (
    <RadioRoot {...props} data-size={resolvedSize}>
      <RadioDot aria-hidden="true" />
      {children}
    </RadioRoot>
  );
}

// ---- RadioGroup -----------------------------------------------------------------------------

export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'children' | 'className' | 'style' | 'value' | 'onBlur'
> {
  label: ReactNode;
  /** Radio elements, one per option. */
  children: ReactNode;
  /** The chosen option's value, or null for none (controlled). */
  value?: string | null;
  errorMessage?: string | undefined;
  description?: ReactNode;
  /** Called when focus leaves the whole group. */
  onBlur?: () => void;
  className?: string;
}

/** A labelled react-aria RadioGroup: arrow keys move between options and choose them. */
export function RadioGroup({
  label,
  children,
  errorMessage,
  description,
  orientation = 'horizontal',
  isInvalid,
  onBlur,
  ...props
}: RadioGroupProps) {
  return (
    <RadioGroupRoot
      {...props}
      orientation={orientation}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <FieldLabel>{label}</FieldLabel>
      <ChoiceList data-orientation={orientation}>{children}</ChoiceList>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RadioGroupRoot>
  );
}
