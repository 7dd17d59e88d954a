import {
  rowActionsRenderer,
  TreeTable,
  type DataGridColumn,
  type RowAction,
  type TreeMoveEvent,
  type TreeTableHandle,
} from '@ccms/data-grid';
import { Tag, toast, formatDecimal } from '@ccms/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '../../admin/shared/DeleteConfirm';
import { changedPlacements } from '../../admin/shared/treeRows';
import { NodeFormDialog, type NodeFormTarget } from './NodeFormDialog';
import { useDeleteNode, usePlaceNodes } from './projectQueries';
import { moveProblem, type NodeRow } from './projectTree';
import { TextButton } from '../library/TextButton';

const LEVEL_STATUS = {
  project: 'primary',
  single: 'success',
  unit: 'warning',
  division: 'info',
} as const;

export interface StructureTreeProps {
  projectId: string;
  rows: readonly NodeRow[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (nodeId: string) => void;
  expandedIds: readonly string[];
  onExpandedChange: (ids: readonly string[]) => void;
  canEdit: boolean;
  canDelete: boolean;
  height: number;
}

/**
 * The structure tree (建设项目 → 单项 → 单位 → 分部) with each node's amount: drag (or
 * Ctrl+Shift+arrows) to reorder, 新增 the next level, 重命名 and 删除, each by permission.
 */
export function StructureTree({
  projectId,
  rows,
  loading,
  selectedId,
  onSelect,
  expandedIds,
  onExpandedChange,
  canEdit,
  canDelete,
  height,
}: StructureTreeProps) {
  const { t } = useTranslation();
  const gridRef = useRef<TreeTableHandle<NodeRow>>(null);
  const [formTarget, setFormTarget] = useState<NodeFormTarget | null>(null);
  const [deleting, setDeleting] = useState<NodeRow | null>(null);
  const place = usePlaceNodes(projectId);
  const remove = useDeleteNode(projectId);

  const onMove = async (event: TreeMoveEvent): Promise<boolean> => {
    const shown = gridRef.current?.getRows() ?? rows;
    const problem = moveProblem(shown, event);
    if (problem) {
      const name = shown.find((row) => row.id === event.id)?.name ?? '';
      toast.notice(t(`cost.project.tree.moveRefused.${problem}`, { name }));
      return false;
    }
    const placements = changedPlacements(rows, shown).flatMap((placement) =>
      placement.parentId === null ? [] : [{ ...placement, parentId: placement.parentId }],
    );
    if (placements.length === 0) return true;
    try {
      await place.mutateAsync(placements);
      return true;
    } catch {
      return false;
    }
  };

  const actions = useMemo(() => {
    const list: RowAction<NodeRow>[] = [];
    if (canEdit) {
      list.push(
        {
          id: 'add',
          label: t('cost.project.tree.add'),
          onPress: (row) => setFormTarget({ kind: 'create', parent: row }),
        },
        {
          id: 'rename',
          label: t('cost.project.tree.rename'),
          onPress: (row) => setFormTarget({ kind: 'edit', node: row }),
          isVisible: (row) => row.level !== 'project',
        },
      );
    }
    if (canDelete) {
      list.push({
        id: 'delete',
        label: t('admin.delete'),
        variant: 'danger',
        onPress: setDeleting,
        isVisible: (row) => row.level !== 'project',
      });
    }
    return list;
  }, [canEdit, canDelete, t]);

  const columns = useMemo(() => {
    const list: DataGridColumn<NodeRow>[] = [
      {
        key: 'name',
        title: t('cost.project.tree.name'),
        width: 260,
        render: (row) => (
          <TextButton
            type="button"
            aria-current={row.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(row.id)}
          >
            {row.name}
          </TextButton>
        ),
      },
      {
        key: 'level',
        title: t('cost.project.tree.level'),
        width: 90,
        render: (row) => (
          <Tag status={LEVEL_STATUS[row.level]}>{t(`cost.project.level.${row.level}`)}</Tag>
        ),
      },
      {
        key: 'amount',
        title: t('cost.project.tree.amount'),
        width: 140,
        align: 'right',
        render: (row) => formatDecimal(row.amount),
      },
    ];
    if (actions.length > 0) {
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 190,
        render: rowActionsRenderer(actions),
      });
    }
    return list;
  }, [actions, onSelect, selectedId, t]);

  return (
    <>
      <TreeTable<NodeRow>
        gridRef={gridRef}
        aria-label={t('cost.project.tree.label')}
        rows={rows}
        columns={columns}
        treeColumnKey="name"
        height={height}
        toolbar
        loading={loading}
        expandedIds={expandedIds}
        onExpandedChange={onExpandedChange}
        draggable={canEdit}
        onMove={canEdit ? onMove : undefined}
        emptyText={t('cost.project.tree.empty')}
      />
      {formTarget ? (
        <NodeFormDialog
          projectId={projectId}
          target={formTarget}
          onSaved={(node) => {
            if (formTarget.kind === 'create' && !expandedIds.includes(formTarget.parent.id)) {
              onExpandedChange([...expandedIds, formTarget.parent.id]);
            }
            if (formTarget.kind === 'create') onSelect(node.id);
          }}
          onClose={() => setFormTarget(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('cost.project.tree.deleteTitle')}
          name={deleting.name}
          note={t('cost.project.tree.deleteNote')}
          run={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
