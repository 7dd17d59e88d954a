// Parts both organisation pickers share: the trigger field, the search box and the picked tags.
import { FieldErrorText, FieldLabel, IconButton, Tag } from '@ccms/ui';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Input } from 'react-aria-components';
import { usePickersTranslation } from '../i18n/pickersResources';
import {
  FieldRoot,
  FieldRow,
  PickedNone,
  PickedSection,
  PickedTitle,
  ReadOnlyInput,
  Search,
} from './OrgPicker.styles';
import { joinPicked, type PickedEntry } from './orgTree';

/* ---------------------------------------------------------------- PickerField */

export interface PickerFieldProps {
  label: string;
  picked: readonly PickedEntry[];
  placeholder: string;
  /** Opens the picker from the read-only input (click, Enter, Space, ArrowDown). */
  onOpen: () => void;
  onClear: () => void;
  /** The button that opens the picker (for the dropdown, the popover with its trigger). */
  action: ReactNode;
  /** Submits the picked ids, comma-joined, under this name. */
  name?: string | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  errorMessage?: string | undefined;
  className?: string | undefined;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** A read-only input showing the picked names, a clear button and the button that opens the picker. */
export function PickerField({
  label,
  picked,
  placeholder,
  onOpen,
  onClear,
  action,
  name,
  isRequired,
  isDisabled,
  errorMessage,
  className,
}: PickerFieldProps) {
  const t = usePickersTranslation();
  const { ids, names } = joinPicked(picked);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isDisabled || !OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <FieldRoot
      className={className}
      value={names}
      isReadOnly
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      data-state={picked.length > 0 ? 'picked' : 'empty'}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldRow>
        <ReadOnlyInput
          placeholder={placeholder}
          title={names || undefined}
          onClick={() => {
            if (!isDisabled) onOpen();
          }}
          onKeyDown={onKeyDown}
        />
        {picked.length > 0 && !isDisabled ? (
          <IconButton
            label={t('orgPickerClear', { label })}
            variant="text"
            onPress={onClear}
            icon={
              <svg width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 2l8 8M10 2 2 10" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            }
          />
        ) : null}
        {action}
      </FieldRow>
      {name ? <input type="hidden" name={name} value={ids} /> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </FieldRoot>
  );
}

/** The icon of the buttons that open a picker: a small organisation chart. */
export function OrgChartIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor">
      <rect x="6" y="1.5" width="4" height="3" />
      <rect x="1.5" y="11.5" width="4" height="3" />
      <rect x="10.5" y="11.5" width="4" height="3" />
      <path d="M8 4.5v3.5M3.5 11.5V8h9v3.5" />
    </svg>
  );
}

/* ---------------------------------------------------------------- OrgSearch */

export interface OrgSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The tree's search box; Escape clears it (react-aria SearchField). */
export function OrgSearch({ label, placeholder, value, onChange }: OrgSearchProps) {
  return (
    <Search aria-label={label} value={value} onChange={onChange}>
      <Input placeholder={placeholder} />
    </Search>
  );
}

/* ---------------------------------------------------------------- PickedTags */

export interface PickedTagsProps {
  title: string;
  picked: readonly PickedEntry[];
  onRemove: (id: string) => void;
}

/** The picked entries as closable tags, under a heading that names the group. */
export function PickedTags({ title, picked, onRemove }: PickedTagsProps) {
  const t = usePickersTranslation();
  const titleId = useId();
  return (
    <PickedSection aria-labelledby={titleId} data-state={picked.length > 0 ? 'picked' : 'empty'}>
      <PickedTitle id={titleId}>{title}</PickedTitle>
      {picked.length === 0 ? <PickedNone>{t('orgPickerNothingSelected')}</PickedNone> : null}
      {picked.map((entry) => (
        <Tag key={entry.id} closable onClose={() => onRemove(entry.id)}>
          {entry.name}
        </Tag>
      ))}
    </PickedSection>
  );
}
