import { ApiError } from '@ccms/api-client';
import type { RowAction } from '@ccms/data-grid';
import { Button, Input, Tree, type TreeNode } from '@ccms/ui';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Panel, PanelNote, Toolbar } from '../shared/AdminLayout.styles';
import { branchKeys } from '../roles/authorizationTree';

// Pieces the multi-tenant pages share: the notice a refused page shows, and the checkbox tree of
// catalogue entries the grade and grade-role forms choose from.

/** The server's own words for a failed call, else the general failure message. */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.envelope?.msg || error.message || fallback;
  return fallback;
}

const Refusal = styled(Panel)`
  border-left: 4px solid ${({ theme }) => theme.colors.danger.base};

  p {
    margin: 0;
  }
`;

/**
 * What an operator-only page shows when the server refuses it (a company that is not the platform
 * operator, or a call that failed): the server's message and what the pages are for.
 */
export function RefusedNotice({
  error,
  operatorOnly = true,
}: {
  error: unknown;
  /** Whether to say the page belongs to the platform operator. */
  operatorOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Refusal role="alert" aria-label={t('saas.refusedTitle')}>
      <h2>{t('saas.refusedTitle')}</h2>
      <p>{refusalMessage(error, t('saas.loadFailed'))}</p>
      {operatorOnly ? <PanelNote>{t('saas.operatorOnly')}</PanelNote> : null}
    </Refusal>
  );
}

const TREE_HEIGHT = 300;

const TreeBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
`;

export interface MenuChecklistProps {
  label: string;
  nodes: readonly TreeNode[];
  checkedKeys: readonly string[];
  onCheckedChange: (keys: readonly string[]) => void;
}

/** A checkable catalogue tree with filter, expand all and collapse all. */
export function MenuChecklist({ label, nodes, checkedKeys, onCheckedChange }: MenuChecklistProps) {
  const { t } = useTranslation();
  const [filterText, setFilterText] = useState('');
  const [expandedKeys, setExpandedKeys] = useState<readonly string[]>(() =>
    nodes.map((node) => node.key),
  );
  return (
    <TreeBox>
      <Toolbar>
        <Input
          label={t('saas.grade.filterMenus')}
          value={filterText}
          onChange={setFilterText}
          width="middle"
        />
        <Button onPress={() => setExpandedKeys(branchKeys(nodes))}>
          {t('saas.grade.expandAll')}
        </Button>
        <Button onPress={() => setExpandedKeys([])}>{t('saas.grade.collapseAll')}</Button>
      </Toolbar>
      <Tree
        aria-label={label}
        nodes={nodes}
        checkable
        selectionMode="none"
        checkedKeys={checkedKeys}
        onCheckedChange={onCheckedChange}
        expandedKeys={expandedKeys}
        onExpandedChange={setExpandedKeys}
        filterText={filterText}
        height={TREE_HEIGHT}
      />
    </TreeBox>
  );
}

/** 编辑 and 删除 for a list's rows, each only with its permission. */
export function editDeleteActions<Row>(
  t: TFunction,
  { canEdit, canDelete }: { canEdit: boolean; canDelete: boolean },
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
): RowAction<Row>[] {
  const actions: RowAction<Row>[] = [];
  if (canEdit) actions.push({ id: 'edit', label: t('admin.edit'), onPress: onEdit });
  if (canDelete)
    actions.push({ id: 'delete', label: t('admin.delete'), variant: 'danger', onPress: onDelete });
  return actions;
}
