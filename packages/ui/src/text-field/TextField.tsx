import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useControllableState } from '../hooks/useControllableState';
import {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldRoot,
} from './TextField.styles';

export interface TextFieldProps extends Omit<
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
  className?: string;
}

/** A labelled text input (react-aria TextField) with description and error message. */
export function TextField({
  label,
  value,
  defaultValue = '',
  onChange,
  errorMessage,
  description,
  placeholder,
  isInvalid,
  ...props
}: TextFieldProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  return (
    <FieldRoot
      {...props}
      value={text}
      onChange={setText}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldInput placeholder={placeholder} />
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </FieldRoot>
  );
}
