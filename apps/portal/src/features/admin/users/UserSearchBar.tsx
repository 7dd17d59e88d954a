import { useTranslation } from 'react-i18next';
import { Input, Select, type SelectOption } from '@ccms/ui';
import { FilterBar } from '../shared/FilterBar';
import { DepartmentPicker, type OrgNode } from '@ccms/pickers';
import { NO_USER_FILTER, type UserFilter } from './userQueries';

export interface UserSearchBarProps {
  /** What the fields show at first (a link may open the list filtered). */
  initialFilter?: UserFilter;
  departments: readonly OrgNode[];
  /** Empty when the user may not list roles: the role filter is left out then. */
  roleOptions: readonly SelectOption[];
  showRoleFilter: boolean;
  /** Runs with the entered filter on 搜索 (or Enter), and with the empty filter on 重置. */
  onSearch: (filter: UserFilter) => void;
}

/** The user list's search: keyword, department (with sub-departments), role; 搜索 and 重置. */
export function UserSearchBar({
  initialFilter = NO_USER_FILTER,
  departments,
  roleOptions,
  showRoleFilter,
  onSearch,
}: UserSearchBarProps) {
  const { t } = useTranslation();

  return (
    <FilterBar<UserFilter>
      label={t('users.search.label')}
      empty={NO_USER_FILTER}
      initial={initialFilter}
      onSearch={onSearch}
    >
      {({ draft, change }) => (
        <>
          <Input
            label={t('users.search.keyword')}
            placeholder={t('users.search.keywordPlaceholder')}
            width="middle"
            value={draft.keyword}
            onChange={change('keyword')}
          />
          <DepartmentPicker
            label={t('users.search.dept')}
            nodes={departments}
            value={draft.dept}
            onChange={change('dept')}
          />
          {showRoleFilter ? (
            <Select
              label={t('users.search.role')}
              placeholder={t('users.search.allRoles')}
              width="middle"
              isClearable
              options={roleOptions}
              value={draft.roleId}
              onChange={(value) => change('roleId')(value === null ? null : String(value))}
            />
          ) : null}
        </>
      )}
    </FilterBar>
  );
}
