import { projectSearchSave, type ProjectSearchParams, type SavedSearch } from '@ccms/api-client';
import { Button, DropdownMenu, Form } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../admin/shared/FormDialog';
import { Toolbar } from '../../admin/shared/AdminLayout.styles';
import { loadSavedSearch, useSavedSearches, useSaveSearch } from './libraryQueries';
import { bodyOf } from './contractBody';
import { ContractInput } from './ContractInput';

const nameSchema = bodyOf(projectSearchSave).shape.name;

function SaveSearchDialog({
  condition,
  onClose,
}: {
  condition: ProjectSearchParams;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSearch();
  const title = t('cost.library.saved.saveTitle');
  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<{ name: string }>
          id={formId}
          aria-label={title}
          defaultValues={{ name: '' }}
          onSubmit={({ name }) =>
            save.mutateAsync({ name: name.trim(), condition }).then(onClose, () => undefined)
          }
        >
          <ContractInput
            name="name"
            label={t('cost.library.saved.name')}
            schema={nameSchema}
            required
          />
        </Form>
      )}
    </FormDialog>
  );
}

export interface SavedSearchesProps {
  /** The condition the list shows now: what 保存查询 keeps. */
  condition: ProjectSearchParams;
  /** Applies a saved search's condition (fields and list). */
  onApply: (search: SavedSearch) => void;
}

/** 常用查询 (pick one of the user's saved conditions) and 保存查询 (keep the current one). */
export function SavedSearches({ condition, onApply }: SavedSearchesProps) {
  const { t } = useTranslation();
  const saved = useSavedSearches();
  const [isSaving, setSaving] = useState(false);
  const searches = saved.data ?? [];
  return (
    <Toolbar role="group" aria-label={t('cost.library.saved.label')}>
      <DropdownMenu
        trigger={<Button isDisabled={searches.length === 0}>{t('cost.library.saved.menu')}</Button>}
        items={searches.map((search) => ({ id: search.id, label: search.name }))}
        onAction={(id) => {
          // Read again: the list may be older than the saved condition.
          void loadSavedSearch(id).then(onApply, () => undefined);
        }}
      />
      <Button onPress={() => setSaving(true)}>{t('cost.library.saved.save')}</Button>
      {isSaving ? (
        <SaveSearchDialog condition={condition} onClose={() => setSaving(false)} />
      ) : null}
    </Toolbar>
  );
}
