import { useControllableState } from '@ccms/ui';
import {
  DictionaryField,
  dictionaryEntry,
  type DictionaryEntry,
  type DictionaryOption,
} from './DictionaryField';
import { useDictionary } from './useDictionary';

export type { DictionaryEntry, DictionaryOption } from './DictionaryField';

export interface DictionarySelectProps {
  label: string;
  /** The dictionary's code; without it the field explains that none is configured. */
  code?: string | undefined;
  /** Fetches a dictionary's entries; wrap it in `createDictionaryCache` to ask once per code. */
  loadOptions: (code: string) => Promise<DictionaryOption[]>;
  /** Selected code(s); several codes are joined with commas ("01,03"). */
  value?: string | undefined;
  defaultValue?: string | undefined;
  /** The new code(s), and the entry `{ name, code }` for forms that store the names too. */
  onChange?: ((value: string, entry: DictionaryEntry) => void) | undefined;
  multiple?: boolean | undefined;
  placeholder?: string | undefined;
  name?: string | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  errorMessage?: string | undefined;
  className?: string | undefined;
}

/** Picks one or several entries of a data dictionary loaded by its code. */
export function DictionarySelect({
  code,
  loadOptions,
  value,
  defaultValue = '',
  onChange,
  ...field
}: DictionarySelectProps) {
  const { status, options } = useDictionary(code, loadOptions);
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue,
    onChange: onChange && ((next: string) => onChange(next, dictionaryEntry(options, next))),
  });
  return (
    <DictionaryField
      {...field}
      status={status}
      options={options}
      value={selected}
      onChange={setSelected}
    />
  );
}
