import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ccms/ui';
import { SearchBar } from './AdminLayout.styles';

export interface FilterDraft<Filter> {
  /** The fields as typed, not yet searched. */
  draft: Filter;
  /** An onChange for one field of the draft. */
  change: <Key extends keyof Filter>(key: Key) => (value: Filter[Key]) => void;
  setDraft: Dispatch<SetStateAction<Filter>>;
}

export interface FilterBarProps<Filter> {
  /** The search landmark's name. */
  label: string;
  /** What 重置 returns to (and searches at once). */
  empty: Filter;
  /** The fields the bar opens with; defaults to `empty`. */
  initial?: Filter;
  onSearch: (filter: Filter) => void;
  /** The fields, bound to the draft. */
  children: (draft: FilterDraft<Filter>) => ReactNode;
}

/**
 * The list pages' search bar: fields kept as a draft, 查询 (Enter too) searches with it, 重置
 * empties the fields and searches at once. The page keeps the searched filter; this keeps the draft.
 */
export function FilterBar<Filter>({
  label,
  empty,
  initial = empty,
  onSearch,
  children,
}: FilterBarProps<Filter>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filter>(initial);
  const change =
    <Key extends keyof Filter>(key: Key) =>
    (value: Filter[Key]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  return (
    <SearchBar
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      {children({ draft, change, setDraft })}
      <Button type="submit" variant="primary">
        {t('admin.search')}
      </Button>
      <Button
        onPress={() => {
          setDraft(empty);
          onSearch(empty);
        }}
      >
        {t('admin.reset')}
      </Button>
    </SearchBar>
  );
}
