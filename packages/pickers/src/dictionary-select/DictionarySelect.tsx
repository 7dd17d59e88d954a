import { FieldErrorText, FieldLabel, useControllableState } from '@ccms/ui';
import { useEffect, useEffectEvent, useState } from 'react';
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

/** One entry of a dictionary (数据字典), e.g. { label: '房屋建筑工程', value: '01' }. */
export interface DictionaryOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface DictionarySelectProps {
  label: string;
  /** The dictionary's code; without it the field explains that none is configured. */
  code?: string;
  /** Fetches a dictionary's entries; the app caches, the select only asks. */
  loadOptions: (code: string) => Promise<DictionaryOption[]>;
  /** Selected value(s); several values are joined with commas ("01,03"). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  multiple?: boolean;
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string;
  className?: string;
}

interface LoadedDictionary {
  code: string;
  options: DictionaryOption[];
  failed: boolean;
}

const splitValue = (value: string): string[] => value.split(',').filter((part) => part !== '');

/** Picks one or several entries of a data dictionary loaded by its code. */
export function DictionarySelect({
  label,
  code,
  loadOptions,
  value,
  defaultValue = '',
  onChange,
  multiple = false,
  placeholder,
  name,
  isRequired,
  isDisabled,
  errorMessage,
  className,
}: DictionarySelectProps) {
  const t = usePickersTranslation();
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange });
  const [loaded, setLoaded] = useState<LoadedDictionary | undefined>();

  // An effect event, so a new `loadOptions` identity each render does not reload the dictionary.
  const load = useEffectEvent((dictionaryCode: string) => loadOptions(dictionaryCode));
  useEffect(() => {
    if (!code) return;
    let current = true;
    load(code).then(
      (options) => current && setLoaded({ code, options, failed: false }),
      () => current && setLoaded({ code, options: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  const hasCode = Boolean(code);
  const dictionary = loaded?.code === code ? loaded : undefined;
  const isLoading = hasCode && !dictionary;
  const options = dictionary?.options ?? [];
  const failureMessage = dictionary?.failed ? t('dictionaryLoadFailed') : undefined;
  const shownError = errorMessage ?? failureMessage;
  const selectedKeys = splitValue(selected);

  return (
    <SelectRoot
      className={className}
      selectionMode={multiple ? 'multiple' : 'single'}
      value={multiple ? selectedKeys : (selectedKeys[0] ?? null)}
      onChange={(next: Key | Key[] | null) =>
        setSelected(
          Array.isArray(next) ? next.map(String).join(',') : next === null ? '' : String(next),
        )
      }
      placeholder={isLoading ? t('dictionaryLoading') : (placeholder ?? t('dictionaryPlaceholder'))}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled || !hasCode}
      isInvalid={shownError ? true : undefined}
      data-state={
        !hasCode ? 'no-code' : isLoading ? 'loading' : dictionary?.failed ? 'error' : 'ready'
      }
    >
      <FieldLabel>{label}</FieldLabel>
      <SelectTrigger>
        <SelectedText />
        <svg width="10" height="6" viewBox="0 0 10 6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </SelectTrigger>
      {hasCode ? null : (
        <SelectDescription slot="description" data-state="no-code">
          {t('dictionaryNoCode')}
        </SelectDescription>
      )}
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
