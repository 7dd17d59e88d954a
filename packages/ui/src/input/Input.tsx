import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/fieldStyles';
import { resolveFieldWidth, type FieldWidth } from '../form/fieldWidth';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import type { ComponentSize } from '../theme/theme';
import { InputBox, InputRoot } from './Input.styles';

export interface InputProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange'
> {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown, and the field marked invalid, when set. */
  errorMessage?: string | undefined;
  description?: ReactNode;
  placeholder?: string;
  /** The spec's widths: short 130, middle 260, long 350, or pixels; else the container's width. */
  width?: FieldWidth;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  className?: string;
}

/** A labelled single-line text input (react-aria TextField) in the three sizes and widths. */
export function Input({
  label,
  value,
  defaultValue = '',
  onChange,
  errorMessage,
  description,
  placeholder,
  isInvalid,
  width,
  size,
  ...props
}: InputProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  const resolvedSize = useComponentSize(size);
  return (
    <InputRoot
      {...props}
      value={text}
      onChange={setText}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      style={{ width: resolveFieldWidth(width) }}
    >
      <FieldLabel>{label}</FieldLabel>
      <InputBox placeholder={placeholder} data-size={resolvedSize} />
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </InputRoot>
  );
}
