import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/fieldStyles';
import { resolveFieldWidth, type FieldWidth } from '../form/fieldWidth';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ComponentSize } from '../theme/theme';
import { NumberBox, NumberInputRoot } from './NumberInput.styles';
import { formatNumberText, normaliseNumber, parseNumberText, stepNumber } from './numberText';

export interface NumberInputProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  label: ReactNode;
  /** The number, or null when blank (or when the typed text is not a number). */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Decimals kept and shown; typed values are rounded to it. */
  precision?: number;
  /** What ArrowUp / ArrowDown add or take away; 1 by default. */
  step?: number;
  errorMessage?: string | undefined;
  description?: ReactNode;
  placeholder?: string;
  width?: FieldWidth;
  size?: ComponentSize;
  className?: string;
}

/**
 * A text input for numbers by the spec's rule (negative decimals, thousands commas). It shows
 * thousands commas once the user leaves it, and says so when the text is not a number.
 */
export function NumberInput({
  label,
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  precision,
  step = 1,
  errorMessage,
  description,
  placeholder,
  isInvalid,
  width,
  size,
  onBlur,
  onFocus,
  isDisabled,
  isReadOnly,
  ...props
}: NumberInputProps) {
  const t = useUiTranslation();
  const resolvedSize = useComponentSize(size);
  const [number, setNumber] = useControllableState<number | null>({
    value,
    defaultValue,
    onChange,
  });
  // The text being edited; null shows the formatted value. It stays after blur when invalid.
  const [draft, setDraft] = useState<string | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const bounds = { min, max, precision };
  const text = draft ?? (number === null ? '' : formatNumberText(number, precision));
  const isTextInvalid = !isEditing && draft !== null && parseNumberText(draft).kind === 'invalid';
  const shownError = isTextInvalid ? t('numberInvalid') : errorMessage;

  function commit(typed: string) {
    const parsed = parseNumberText(typed);
    if (parsed.kind === 'invalid') {
      setNumber(null);
      return;
    }
    setDraft(null);
    setNumber(parsed.kind === 'empty' ? null : normaliseNumber(parsed.value, bounds));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (isReadOnly || isDisabled) return;
    event.preventDefault();
    const parsed = parseNumberText(text);
    if (parsed.kind === 'invalid') return;
    const current = parsed.kind === 'number' ? parsed.value : null;
    const next = stepNumber(current, event.key === 'ArrowUp' ? step : -step, bounds);
    setNumber(next);
    setDraft(formatNumberText(next, precision));
  }

  return (
    <NumberInputRoot
      {...props}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      value={text}
      onChange={setDraft}
      onFocus={(event) => {
        onFocus?.(event);
        setIsEditing(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setIsEditing(false);
        commit(text);
      }}
      inputMode="decimal"
      isInvalid={isInvalid ?? (shownError ? true : undefined)}
      style={{ width: resolveFieldWidth(width) }}
    >
      <FieldLabel>{label}</FieldLabel>
      <NumberBox
        placeholder={placeholder}
        data-size={resolvedSize}
        onKeyDown={handleKeyDown}
        autoComplete="off"
      />
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{shownError}</FieldErrorText>
    </NumberInputRoot>
  );
}
