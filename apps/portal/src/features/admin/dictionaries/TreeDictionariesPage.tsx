import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DictType } from '@ccms/api-client';
import {
  rowActionsRenderer,
  TreeTable,
  type DataGridColumn,
  type RowAction,
  type TreeMoveEvent,
  type TreeTableHandle,
} from '@ccms/data-grid';
import { Button, Empty, Tag, toast } from '@ccms/ui';
import { AdminPage } from '../shared/AdminPage';
import { Panel, PanelHeader, PanelNote, Split } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { DeleteItemDialog } from './DeleteItemDialog';
import { DictItemDialog, type DictItemTarget } from './DictItemDialog';
import { useDictTree, usePlaceTreeNodes } from './dictQueries';
import {
  branchIds,
  canHoldChild,
  dictTreeRows,
  itemOf,
  moveTooDeep,
  nextSort,
  type DictTreeRow,
} from './dictTree';
import { changedPlacements } from '../shared/treeRows';
import { DictTypePanel } from './DictTypePanel';
import { useChosenType } from './useChosenType';

const TABLE_HEIGHT = 560;
const NO_ROWS: readonly DictTreeRow[] = [];

function useTreeColumns(actions: readonly RowAction<DictTreeRow>[]): DataGridColumn<DictTreeRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: DataGridColumn<DictTreeRow>[] = [
      { key: 'label', title: t('dicts.column.label'), width: 260 },
      { key: 'value', title: t('dicts.column.value'), width: 160 },
      { key: 'group', title: t('dicts.column.group'), width: 110 },
      // The row's place among its siblings: the stored sort, renumbered by a move at once.
      { key: 'order', title: t('dicts.column.sort'), width: 70, align: 'right' },
      {
        key: 'enabled',
        title: t('dicts.column.status'),
        width: 80,
        render: (row) =>
          row.enabled ? (
            <Tag status="success">{t('dicts.status.enabled')}</Tag>
          ) : (
            <Tag status="info">{t('dicts.status.disabled')}</Tag>
          ),
      },
      { key: 'remarks', title: t('dicts.column.remarks'), width: 180 },
    ];
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 190,
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [actions, t]);
}

/**
 * Keeps a move (drop or keyboard) on the server, or refuses it so the row snaps back: beyond the
 * third level is refused here with the reason; a failed request was already told.
 */
function useTreeMove(saved: readonly DictTreeRow[], shown: () => readonly DictTreeRow[]) {
  const { t } = useTranslation();
  const place = usePlaceTreeNodes();
  return async (event: TreeMoveEvent): Promise<boolean> => {
    const rows = shown();
    if (moveTooDeep(rows, event)) {
      const name = rows.find((row) => row.id === event.id)?.label ?? '';
      toast.notice(t('dicts.tree.moveRefused', { name }));
      return false;
    }
    const placements = changedPlacements(saved, rows);
    if (placements.length === 0) return true;
    try {
      await place.mutateAsync(placements);
      return true;
    } catch {
      return false;
    }
  };
}

type Overlay = { kind: 'form'; target: DictItemTarget } | { kind: 'delete'; row: DictTreeRow };

/** The chosen tree dictionary's nodes in the tree table: add, edit, delete and drag to sort. */
function DictTreePanel({ dictionary }: { dictionary: DictType }) {
  const { t } = useTranslation();
  const headingId = useId();
  const canEdit = useCan('sys:dict:edit');
  const canDelete = useCan('sys:dict:delete');
  const tree = useDictTree(dictionary.code);
  const rows = useMemo(() => (tree.data ? dictTreeRows(tree.data) : NO_ROWS), [tree.data]);
  const gridRef = useRef<TreeTableHandle<DictTreeRow>>(null);
  // Until the user opens or closes a branch, every branch is open.
  const [expanded, setExpanded] = useState<readonly string[]>();
  const expandedIds = useMemo(() => expanded ?? branchIds(rows), [expanded, rows]);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const onMove = useTreeMove(rows, () => gridRef.current?.getRows() ?? rows);
  const labels = useMemo(() => new Map(rows.map((row) => [row.id, row.label])), [rows]);

  const actions = useMemo(() => {
    const list: RowAction<DictTreeRow>[] = [];
    if (canEdit) {
      list.push(
        {
          id: 'add-child',
          label: t('dicts.tree.addChild'),
          isVisible: canHoldChild,
          onPress: (row) =>
            setOverlay({
              kind: 'form',
              target: {
                kind: 'create',
                parent: { id: row.id, label: row.label },
                sort: nextSort(rows, row.id),
              },
            }),
        },
        {
          id: 'edit',
          label: t('admin.edit'),
          onPress: (row) =>
            setOverlay({
              kind: 'form',
              target: {
                kind: 'edit',
                item: itemOf(row),
                parentLabel: row.parentId ? (labels.get(row.parentId) ?? null) : null,
              },
            }),
        },
      );
    }
    if (canDelete) {
      list.push({
        id: 'delete',
        label: t('admin.delete'),
        variant: 'danger',
        onPress: (row) => setOverlay({ kind: 'delete', row }),
      });
    }
    return list;
  }, [canEdit, canDelete, rows, labels, t]);
  const columns = useTreeColumns(actions);

  const closeForm = () => {
    // A child added under a closed branch opens it, so the new node is in sight.
    if (overlay?.kind === 'form' && overlay.target.kind === 'create' && overlay.target.parent) {
      const parentId = overlay.target.parent.id;
      if (!expandedIds.includes(parentId)) setExpanded([...expandedIds, parentId]);
    }
    setOverlay(null);
  };

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader>
        <h2 id={headingId}>
          {t('dicts.itemsHeading', { name: dictionary.name, code: dictionary.code })}
        </h2>
        {canEdit ? (
          <Button
            variant="primary"
            onPress={() =>
              setOverlay({
                kind: 'form',
                target: { kind: 'create', parent: null, sort: nextSort(rows, null) },
              })
            }
          >
            {t('dicts.tree.addRoot')}
          </Button>
        ) : null}
      </PanelHeader>
      {canEdit ? <PanelNote>{t('dicts.tree.intro')}</PanelNote> : null}
      <TreeTable<DictTreeRow>
        gridRef={gridRef}
        aria-label={t('dicts.tree.label', { name: dictionary.name })}
        rows={rows}
        columns={columns}
        treeColumnKey="label"
        height={TABLE_HEIGHT}
        toolbar
        loading={tree.isLoading}
        emptyText={t('dicts.tree.empty')}
        expandedIds={expandedIds}
        onExpandedChange={setExpanded}
        draggable={canEdit}
        onMove={canEdit ? onMove : undefined}
      />

      {overlay?.kind === 'form' ? (
        <DictItemDialog dictionary={dictionary} target={overlay.target} onClose={closeForm} />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteItemDialog kind="tree" item={overlay.row} onClose={() => setOverlay(null)} />
      ) : null}
    </Panel>
  );
}

/**
 * 树形字典 (/sys-manager/hierarchy-dict, /main-page/dict/project): the company's tree
 * dictionaries on the left, the chosen one's nodes (up to three levels) in a tree table.
 */
export default function TreeDictionariesPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { types, selected, select } = useChosenType('tree', searchParams.get('type'));

  return (
    <AdminPage title={t('dicts.treeHeading')}>
      <Split>
        <DictTypePanel types={types} selected={selected} onSelect={select} kind="tree" />
        {selected ? (
          // Keyed by dictionary: another dictionary starts with its own open branches.
          <DictTreePanel key={selected.id} dictionary={selected} />
        ) : (
          <Panel>
            <Empty description={t('dicts.chooseType')} />
          </Panel>
        )}
      </Split>
    </AdminPage>
  );
}
