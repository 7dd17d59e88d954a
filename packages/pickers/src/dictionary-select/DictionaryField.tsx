import { FieldErrorText, FieldLabel } from '@ccms/ui';
import type { Key } from 'react-aria-components';
import { usePickersTranslation } from '../i18n/pickersResources';
import {
  NoOptions,
  Option,
  OptionsList,
  OptionsPopover,
  SelectDescription,
  SelectedText,
  SelectRoot,
  SelectTrigger,
} from './DictionarySelect.styles';
import type { DictionaryStatus } from './useDictionary';

/** One entry of a dictionary (数据字典), e.g. { label: '房屋建筑工程', value: '01' }. */
export interface DictionaryOption {
  label: string;
  value: string;
  disabled?: boolean;
}

/** The chosen entries as a form stores them: names and codes, several joined with commas. */
export interface DictionaryEntry {
  name: string;
  code: string;
}

export const splitValue = (value: string): string[] =>
  value.split(',').filter((part) => part !== '');

/** The names of the chosen codes, in the order of the codes; unknown codes keep the code. */
export function dictionaryEntry(
  options: readonly DictionaryOption[],
  value: string,
): DictionaryEntry {
  const codes = splitValue(value);
  const names = codes.map((code) => options.find((option) => option.value === code)?.label ?? code);
  return { name: names.join(','), code: codes.join(',') };
}

export interface DictionaryFieldProps {
  label: string;
  status: DictionaryStatus;
  options: readonly DictionaryOption[];
  value: string;
  onChange: (value: string) => void;
  multiple?: boolean | undefined;
  placeholder?: string | undefined;
  name?: string | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  errorMessage?: string | undefined;
  className?: string | undefined;
  /** Shows "no dictionary code" under this field (the cascade shows it once, on level 1). */
  explainsMissingCode?: boolean | undefined;
}

/** The select every dictionary field renders; it knows nothing about loading. */
export function DictionaryField({
  label,
  status,
  options,
  value,
  onChange,
  multiple = false,
  placeholder,
  name,
  isRequired,
  isDisabled,
  errorMessage,
  className,
  explainsMissingCode = true,
}: DictionaryFieldProps) {
  const t = usePickersTranslation();
  const shownError = errorMessage ?? (status === 'error' ? t('dictionaryLoadFailed') : undefined);
  const selectedKeys = splitValue(value);

  return (
    <SelectRoot
      className={className}
      selectionMode={multiple ? 'multiple' : 'single'}
      value={multiple ? selectedKeys : (selectedKeys[0] ?? null)}
      onChange={(next: Key | Key[] | null) =>
        onChange(
          Array.isArray(next) ? next.map(String).join(',') : next === null ? '' : String(next),
        )
      }
      placeholder={
        status === 'loading' ? t('dictionaryLoading') : (placeholder ?? t('dictionaryPlaceholder'))
      }
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled || status === 'no-code'}
      isInvalid={shownError ? true : undefined}
      data-state={status}
    >
      <FieldLabel>{label}</FieldLabel>
      <SelectTrigger>
        <SelectedText />
        <svg width="10" height="6" viewBox="0 0 10 6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </SelectTrigger>
      {status === 'no-code' && explainsMissingCode ? (
        <SelectDescription slot="description" data-state="no-code">
          {t('dictionaryNoCode')}
        </SelectDescription>
      ) : null}
      <FieldErrorText>{shownError}</FieldErrorText>
      <OptionsPopover>
        <OptionsList renderEmptyState={() => <NoOptions>{t('dictionaryNoOptions')}</NoOptions>}>
          {options.map((option) => (
            <Option
              key={option.value}
              id={option.value}
              textValue={option.label}
              isDisabled={option.disabled}
            >
              {option.label}
            </Option>
          ))}
        </OptionsList>
      </OptionsPopover>
    </SelectRoot>
  );
}
