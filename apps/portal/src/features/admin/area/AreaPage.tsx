import { useQueryClient } from '@tanstack/react-query';
import {
  TreeTable,
  rowActionsRenderer,
  type DataGridColumn,
  type RowAction,
  type TreeMoveEvent,
  type TreeTableHandle,
} from '@ccms/data-grid';
import { Button, Input } from '@ccms/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { AdminPage } from '../shared/AdminPage';
import { Panel, PanelNote, SearchBar } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { AreaFormDialog, type AreaFormTarget } from './AreaFormDialog';
import { areaKeys, useAreaTree, useDeleteArea, useMoveAreas } from './areaQueries';
import { matchingAreas, movedAreas, type AreaRow } from './areaTree';
import { topLevelBranches } from '../shared/treeRows';

const TABLE_HEIGHT = 520;

/**
 * Keeps a move (drop or keyboard) on the server: every area it renumbered is saved with its new
 * parent and sort. A refusal (told by the request layer) snaps the row back and rereads the tree.
 */
function useAreaMove(saved: readonly AreaRow[], shown: () => readonly AreaRow[]) {
  const queryClient = useQueryClient();
  const move = useMoveAreas();
  return async (_event: TreeMoveEvent): Promise<boolean> => {
    const bodies = movedAreas(saved, shown());
    if (bodies.length === 0) return true;
    try {
      await move.mutateAsync(bodies);
      return true;
    } catch {
      // Areas saved before the refusal have moved: read the tree again.
      await queryClient.invalidateQueries({ queryKey: areaKeys.all });
      return false;
    }
  };
}

/** 区域管理 (/sys-manager/area, /main-page/area): the company's areas as a tree to arrange and edit. */
export default function AreaPage() {
  const { t } = useTranslation();
  const canEdit = useCan('bd:area:edit');
  const canDelete = useCan('bd:area:delete');
  const { rows, isLoading } = useAreaTree();
  const remove = useDeleteArea();
  const gridRef = useRef<TreeTableHandle<AreaRow>>(null);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<readonly string[]>();
  const [formTarget, setFormTarget] = useState<AreaFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AreaRow | null>(null);
  const searching = keyword.trim() !== '';
  const shownRows = useMemo(() => matchingAreas(rows, keyword), [rows, keyword]);
  // Until the user opens or closes a branch, the top-level branches are open; a search opens all.
  const expandedIds = useMemo(
    () => (searching ? shownRows.map((row) => row.id) : (expanded ?? topLevelBranches(rows))),
    [searching, shownRows, expanded, rows],
  );
  const onMove = useAreaMove(rows, () => gridRef.current?.getRows() ?? rows);
  // Moves renumber siblings: only on the whole tree, never on a search's part of it.
  const canMove = canEdit && !searching;

  const columns = useMemo(() => {
    const actions: RowAction<AreaRow>[] = [];
    if (canEdit) {
      actions.push(
        {
          id: 'add-child',
          label: t('area.addChild'),
          onPress: (row) => setFormTarget({ kind: 'create', parentId: row.id }),
        },
        {
          id: 'edit',
          label: t('admin.edit'),
          onPress: (row) => setFormTarget({ kind: 'edit', area: row }),
        },
      );
    }
    if (canDelete) actions.push({ id: 'delete', label: t('admin.delete'), onPress: setDeleting });
    const list: DataGridColumn<AreaRow>[] = [
      { key: 'name', title: t('area.column.name'), width: 320 },
      // The area's place among its siblings: the stored sort, renumbered by a move at once.
      { key: 'order', title: t('area.column.sort'), width: 80, align: 'right' },
      { key: 'updatedAt', title: t('area.column.updatedAt'), width: 180 },
    ];
    if (actions.length > 0) {
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 200,
        render: rowActionsRenderer(actions),
      });
    }
    return list;
  }, [canEdit, canDelete, t]);

  // A child added under a closed branch opens it, so the new area is in sight.
  const revealParentOf = (target: AreaFormTarget) => {
    if (
      target.kind === 'create' &&
      target.parentId !== null &&
      !expandedIds.includes(target.parentId)
    ) {
      setExpanded([...expandedIds, target.parentId]);
    }
  };

  return (
    <AdminPage
      title={t('area.heading')}
      actionsLabel={t('area.pageActions')}
      actions={
        canEdit ? (
          <Button
            variant="primary"
            onPress={() => setFormTarget({ kind: 'create', parentId: null })}
          >
            {t('area.addRoot')}
          </Button>
        ) : undefined
      }
    >
      <Panel>
        <SearchBar
          role="search"
          aria-label={t('area.search.label')}
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(draft);
          }}
        >
          <Input
            label={t('area.search.name')}
            placeholder={t('area.search.placeholder')}
            width="middle"
            value={draft}
            onChange={setDraft}
          />
          <Button type="submit" variant="primary">
            {t('admin.search')}
          </Button>
          <Button
            onPress={() => {
              setDraft('');
              setKeyword('');
            }}
          >
            {t('admin.reset')}
          </Button>
        </SearchBar>
        {canEdit ? (
          <PanelNote>{searching ? t('area.searchNote') : t('area.intro')}</PanelNote>
        ) : null}
        <TreeTable<AreaRow>
          gridRef={gridRef}
          aria-label={t('area.treeLabel')}
          rows={shownRows}
          columns={columns}
          treeColumnKey="name"
          height={TABLE_HEIGHT}
          toolbar
          loading={isLoading}
          emptyText={searching ? t('area.noMatch') : t('area.empty')}
          expandedIds={expandedIds}
          onExpandedChange={searching ? undefined : setExpanded}
          draggable={canMove}
          onMove={canMove ? onMove : undefined}
        />
      </Panel>
      {formTarget ? (
        <AreaFormDialog
          target={formTarget}
          rows={rows}
          onSaved={() => revealParentOf(formTarget)}
          onClose={() => setFormTarget(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('area.deleteTitle')}
          name={deleting.name}
          note={t('area.deleteNote')}
          // A refusal (areas or members beneath it) is told by the request layer.
          run={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
