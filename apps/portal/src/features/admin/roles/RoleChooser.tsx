import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@ccms/api-client';
import { Input, Tree } from '@ccms/ui';

/** The chooser lists every role; a company has few, so it scrolls rarely. */
const CHOOSER_HEIGHT = 480;

export interface RoleChooserProps {
  roles: readonly Role[];
  selectedId: string | null;
  onSelect: (roleId: string) => void;
}

/** The roles to authorize, one selectable at a time, with a filter by name. */
export function RoleChooser({ roles, selectedId, onSelect }: RoleChooserProps) {
  const { t } = useTranslation();
  const [filterText, setFilterText] = useState('');
  const nodes = useMemo(
    () => roles.map((role) => ({ key: role.id, label: role.name, isLeaf: true })),
    [roles],
  );
  return (
    <>
      <Input label={t('roles.roleFilter')} value={filterText} onChange={setFilterText} />
      <Tree
        aria-label={t('roles.roleChooser')}
        nodes={nodes}
        selectionMode="single"
        selectedKeys={selectedId ? [selectedId] : []}
        onSelectionChange={([roleId]) => {
          // The URL decides what is selected: a blocked navigation leaves the old role chosen.
          if (roleId !== undefined && roleId !== selectedId) onSelect(roleId);
        }}
        filterText={filterText}
        height={CHOOSER_HEIGHT}
      />
    </>
  );
}
