import type { FocusEvent, ReactNode } from 'react';
import type {
  CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/fieldStyles';
import { useComponentSize } from '../hooks/useComponentSize';
import type { ComponentSize } from '../theme/theme';
import { CheckboxBox, CheckboxRoot, ChoiceGroupRoot, ChoiceList } from './Checkbox.styles';

// ---- Checkbox -------------------------------------------------------------------------------

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  children?: ReactNode;
  size?: ComponentSize;
  className?: string;
}

/** A react-aria Checkbox: alone (isSelected / defaultSelected) or as an option of a group (value). */
export function Checkbox({ children, size, ...props }: CheckboxProps) {
  const resolvedSize = useComponentSize(size);
  return (
    <CheckboxRoot {...props} data-size={resolvedSize}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxBox aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 10 10">
                <path d="M2 5h6" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 10 10" fill="none">
                <path d="M1.5 5.2 4 7.5l4.5-5" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            ) : null}
          </CheckboxBox>
          {children}
        </>
      )}
    </CheckboxRoot>
  );
}

// ---- CheckboxGroup --------------------------------------------------------------------------

export interface CheckboxGroupProps extends Omit<
  AriaCheckboxGroupProps,
  'children' | 'className' | 'style' | 'onBlur'
> {
  label: ReactNode;
  /** Checkbox elements, one per option. */
  children: ReactNode;
  errorMessage?: string | undefined;
  description?: ReactNode;
  orientation?: 'horizontal' | 'vertical';
  /** Called when focus leaves the whole group (not when it moves between options). */
  onBlur?: () => void;
  className?: string;
}

/** A labelled group of checkboxes whose value is the list of checked option values. */
export function CheckboxGroup({
  label,
  children,
  errorMessage,
  description,
  orientation = 'horizontal',
  isInvalid,
  onBlur,
  ...props
}: CheckboxGroupProps) {
  return (
    <ChoiceGroupRoot
      {...props}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <FieldLabel>{label}</FieldLabel>
      <ChoiceList data-orientation={orientation}>{children}</ChoiceList>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </ChoiceGroupRoot>
  );
}
