import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartmentNode } from '@ccms/api-client';
import { Empty, Input, Skeleton, Tree } from '@ccms/ui';
import { useCan } from '../shared/useCan';
import { toTreeNodes } from './departmentTree';
import { Panel } from '../shared/AdminLayout.styles';

/** Taller than the pickers' 300: on this page the tree is the main way around the company. */
const TREE_HEIGHT = 520;

export interface DepartmentTreePanelProps {
  /** Undefined while loading. */
  tree: readonly DepartmentNode[] | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
  expandedKeys: readonly string[];
  onExpandedChange: (keys: readonly string[]) => void;
}

/** 部门结构: the department tree with a name filter that keeps the ancestors of each match. */
export function DepartmentTreePanel({
  tree,
  selectedId,
  onSelect,
  expandedKeys,
  onExpandedChange,
}: DepartmentTreePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const canEdit = useCan('sys:dept:edit');
  const [filterText, setFilterText] = useState('');
  const nodes = useMemo(() => (tree ? toTreeNodes(tree) : []), [tree]);

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('org.treeHeading')}</h2>
      <Input
        label={t('org.treeSearch')}
        placeholder={t('org.treeSearchPlaceholder')}
        value={filterText}
        onChange={setFilterText}
        type="search"
      />
      {tree === undefined ? (
        <Skeleton rows={6} />
      ) : tree.length === 0 ? (
        // Only those who may add departments are pointed at the button that does.
        <Empty description={canEdit ? t('org.treeEmpty') : undefined} />
      ) : (
        <Tree
          aria-label={t('org.treeLabel')}
          nodes={nodes}
          filterText={filterText}
          selectionMode="single"
          selectedKeys={selectedId === null ? [] : [selectedId]}
          onSelectionChange={(keys) => {
            if (keys[0] !== undefined) onSelect(keys[0]);
          }}
          expandedKeys={expandedKeys}
          onExpandedChange={onExpandedChange}
          height={TREE_HEIGHT}
        />
      )}
    </Panel>
  );
}
