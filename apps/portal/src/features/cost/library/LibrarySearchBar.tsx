import { DictionaryCascadeSelect } from '@ccms/pickers';
import { Checkbox, DateRangePicker, Input, Select } from '@ccms/ui';
import type { CostFileType, CostKind } from '@ccms/api-client';
import { PROJECT_KIND_CODE } from '@ccms/api-client';
import { useTranslation } from 'react-i18next';
import { loadTreeDictionary } from '../../../api/pickerData';
import { FilterBar } from '../../admin/shared/FilterBar';
import { ConditionSelects } from '../projectFiles/ConditionSelects';
import { COST_KINDS, FILE_TYPES, NO_LIBRARY_FILTER, type LibraryFilter } from './libraryFilter';

export interface LibrarySearchBarProps {
  /** What the fields show at first (a saved search puts its condition here). */
  initial: LibraryFilter;
  onSearch: (filter: LibraryFilter) => void;
}

/**
 * The library's condition panel: keyword, project kind, the project-kind tree (two levels),
 * file type, region, price-date range and "only with errors"; 搜索 and 重置.
 */
export function LibrarySearchBar({ initial, onSearch }: LibrarySearchBarProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<LibraryFilter>
      label={t('cost.library.search.label')}
      empty={NO_LIBRARY_FILTER}
      initial={initial}
      onSearch={onSearch}
    >
      {({ draft, change }) => (
        <>
          <Input
            label={t('cost.library.search.content')}
            placeholder={t('cost.library.search.contentPlaceholder')}
            width="middle"
            value={draft.searchContent}
            onChange={change('searchContent')}
          />
          <Select
            label={t('cost.library.field.kind')}
            placeholder={t('cost.library.search.all')}
            width="short"
            isClearable
            options={COST_KINDS.map((kind) => ({
              value: kind,
              label: t(`cost.library.kind.${kind}`),
            }))}
            value={draft.searchProjectKind}
            onChange={(value) =>
              change('searchProjectKind')(value === null ? null : (String(value) as CostKind))
            }
          />
          <DictionaryCascadeSelect
            label={t('cost.library.search.projectKind')}
            code={PROJECT_KIND_CODE}
            loadTree={loadTreeDictionary}
            levels={[
              { label: t('cost.library.search.kind1') },
              { label: t('cost.library.search.kind2') },
            ]}
            value={draft.kinds}
            onChange={(value) => change('kinds')(value)}
          />
          <Select
            label={t('cost.library.field.fileType')}
            placeholder={t('cost.library.search.all')}
            width="short"
            isClearable
            options={FILE_TYPES.map((type) => ({
              value: type,
              label: t(`cost.library.fileType.${type}`),
            }))}
            value={draft.fileType}
            onChange={(value) =>
              change('fileType')(value === null ? null : (String(value) as CostFileType))
            }
          />
          <Input
            label={t('cost.library.field.region')}
            width="short"
            value={draft.region}
            onChange={change('region')}
          />
          <DateRangePicker
            label={t('cost.library.field.priceDate')}
            isClearable
            value={draft.priceDate}
            onChange={change('priceDate')}
          />
          <Checkbox isSelected={draft.onlyWithErrors} onChange={change('onlyWithErrors')}>
            {t('cost.library.search.onlyWithErrors')}
          </Checkbox>
          <ConditionSelects value={draft.conditions} onChange={change('conditions')} />
        </>
      )}
    </FilterBar>
  );
}
