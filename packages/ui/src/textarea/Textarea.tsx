import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria-components';
import { FieldErrorText, FieldLabel } from '../field/fieldStyles';
import { resolveFieldWidth, type FieldWidth } from '../form/fieldWidth';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ComponentSize } from '../theme/theme';
import { CharacterCount, TextareaBox, TextareaFooter, TextareaRoot } from './Textarea.styles';

export interface TextareaProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'type'
> {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  errorMessage?: string | undefined;
  description?: ReactNode;
  placeholder?: string;
  /** Visible lines of text; 3 by default. */
  rows?: number;
  width?: FieldWidth;
  size?: ComponentSize;
  className?: string;
}

/** A labelled multi-line input; with `maxLength` it shows a live character count. */
export function Textarea({
  label,
  value,
  defaultValue = '',
  onChange,
  errorMessage,
  description,
  placeholder,
  rows = 3,
  isInvalid,
  width,
  size,
  maxLength,
  ...props
}: TextareaProps) {
  const t = useUiTranslation();
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  const resolvedSize = useComponentSize(size);
  const hasCount = maxLength !== undefined;
  return (
    <TextareaRoot
      {...props}
      maxLength={maxLength}
      value={text}
      onChange={setText}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      style={{ width: resolveFieldWidth(width) }}
    >
      <FieldLabel>{label}</FieldLabel>
      <TextareaBox rows={rows} placeholder={placeholder} data-size={resolvedSize} />
      {description || hasCount ? (
        <TextareaFooter slot="description" elementType="div">
          {description ? <span>{description}</span> : null}
          {/* Whitespace between flex items is not drawn but separates the two in the description. */}
          {description && hasCount ? ' ' : null}
          {hasCount ? (
            <CharacterCount data-testid="character-count">
              <span aria-hidden="true">
                {t('characterCount', { count: text.length, max: maxLength })}
              </span>
              <VisuallyHidden>
                {t('characterCountLabel', { count: text.length, max: maxLength })}
              </VisuallyHidden>
            </CharacterCount>
          ) : null}
        </TextareaFooter>
      ) : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </TextareaRoot>
  );
}
