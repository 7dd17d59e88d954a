import type { WfCategory } from '@ccms/api-client';
import { Button, Input, Select } from '@ccms/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../admin/shared/AdminLayout.styles';
import type { ModelFilter } from './designQueries';

const ALL = 'all';

/** Name/key and category: the filter of the model and definition lists. */
export function ModelFilterBar({
  label,
  categories,
  onSearch,
}: {
  label: string;
  categories: readonly WfCategory[];
  onSearch: (filter: ModelFilter) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ name: name.trim(), categoryId });
  };
  return (
    <SearchBar role="search" aria-label={label} onSubmit={submit}>
      <Input label={t('wfDesign.models.name')} value={name} onChange={setName} width="middle" />
      <Select
        label={t('wfDesign.models.category')}
        options={[
          { value: ALL, label: t('wfDesign.models.allCategories') },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        value={categoryId || ALL}
        onChange={(value) => setCategoryId(value === ALL || value === null ? '' : String(value))}
        width="middle"
      />
      <Button type="submit" variant="primary">
        {t('wfDesign.models.query')}
      </Button>
      <Button
        onPress={() => {
          setName('');
          setCategoryId('');
          onSearch({ name: '', categoryId: '' });
        }}
      >
        {t('wfDesign.models.reset')}
      </Button>
    </SearchBar>
  );
}
