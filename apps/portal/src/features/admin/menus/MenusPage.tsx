import { MenuType } from '@ccms/api-client';
import {
  TreeTable,
  type RowAction,
  type TreeMoveEvent,
  type TreeTableHandle,
} from '@ccms/data-grid';
import { Button, toast } from '@ccms/ui';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, PageHeader, Panel, PanelNote, Toolbar } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { createTarget, type MenuFormTarget } from './menuForm';
import { MenuFormDialog } from './MenuFormDialog';
import { useDeleteMenu, useMenuFormSave, useMenuRows, usePlaceMenus } from './menuQueries';
import { moveProblem, type MenuRow } from './menuTree';
import { changedPlacements, topLevelBranches } from '../shared/treeRows';
import { useMenuColumns } from './useMenuColumns';

/** Header, tab bar, page title and the table's toolbar and status line take this much height. */
const SPACE_AROUND_TABLE = 300;
const MIN_TABLE_HEIGHT = 320;

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The table fills the window below the page chrome, so a long tree scrolls inside it. */
function useTableHeight(): number {
  const windowHeight = useSyncExternalStore(subscribeToResize, () => window.innerHeight);
  return Math.max(MIN_TABLE_HEIGHT, windowHeight - SPACE_AROUND_TABLE);
}

/**
 * Keeps a move (drop or keyboard) on the server, or refuses it so the row snaps back: a place the
 * menu's type does not fit is refused here with the reason; a failed request was already told.
 */
function useMenuMove(saved: readonly MenuRow[], shown: () => readonly MenuRow[]) {
  const { t } = useTranslation();
  const place = usePlaceMenus();
  return async (event: TreeMoveEvent): Promise<boolean> => {
    const rows = shown();
    const problem = moveProblem(saved, rows, event);
    if (problem) {
      const name = rows.find((row) => row.id === event.id)?.label ?? '';
      toast.notice(t('menus.moveRefused', { name, reason: t(`menus.rule.${problem}`) }));
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

function DeleteMenuDialog({ menu, onClose }: { menu: MenuRow; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMenu();
  return (
    <DeleteConfirm
      title={t('menus.deleteTitle')}
      name={menu.label}
      note={t('menus.deleteNote')}
      run={() => remove.mutateAsync(menu.id)}
      onClose={onClose}
    />
  );
}

/** /sys-manager/menu: the company's menus, pages and buttons as a tree to arrange and edit. */
export default function MenusPage() {
  const { t } = useTranslation();
  const canEdit = useCan('sys:menu:edit');
  const canDelete = useCan('sys:menu:delete');
  const { rows, isLoading } = useMenuRows();
  const gridRef = useRef<TreeTableHandle<MenuRow>>(null);
  // Until the user opens or closes a branch, the top-level branches are open.
  const [expanded, setExpanded] = useState<readonly string[]>();
  const expandedIds = useMemo(() => expanded ?? topLevelBranches(rows), [expanded, rows]);
  const [formTarget, setFormTarget] = useState<MenuFormTarget | null>(null);
  const [deleting, setDeleting] = useState<MenuRow | null>(null);
  const saveMenu = useMenuFormSave();
  const onMove = useMenuMove(rows, () => gridRef.current?.getRows() ?? rows);
  const height = useTableHeight();

  const actions = useMemo(() => {
    const list: RowAction<MenuRow>[] = [];
    if (canEdit) {
      list.push(
        {
          id: 'add-child',
          label: t('menus.addChild'),
          onPress: (row) => setFormTarget(createTarget(rows, row)),
          isVisible: (row) => row.type !== MenuType.button,
        },
        {
          id: 'edit',
          label: t('admin.edit'),
          onPress: (row) => setFormTarget({ kind: 'edit', menu: row }),
        },
      );
    }
    if (canDelete) list.push({ id: 'delete', label: t('admin.delete'), onPress: setDeleting });
    return list;
  }, [canEdit, canDelete, rows, t]);
  const columns = useMenuColumns(actions);

  // A child added under a closed branch opens it, so the new menu is in sight.
  const revealParentOf = (target: MenuFormTarget) => {
    if (target.kind === 'create' && target.parent && !expandedIds.includes(target.parent.id)) {
      setExpanded([...expandedIds, target.parent.id]);
    }
  };

  return (
    <Page>
      <PageHeader>
        <h1>{t('menus.heading')}</h1>
        {canEdit ? (
          <Toolbar role="toolbar" aria-label={t('menus.pageActions')}>
            <Button variant="primary" onPress={() => setFormTarget(createTarget(rows, null))}>
              {t('menus.addRoot')}
            </Button>
          </Toolbar>
        ) : null}
      </PageHeader>
      <Panel>
        {canEdit ? <PanelNote>{t('menus.intro')}</PanelNote> : null}
        <TreeTable<MenuRow>
          gridRef={gridRef}
          aria-label={t('menus.treeLabel')}
          rows={rows}
          columns={columns}
          treeColumnKey="label"
          height={height}
          toolbar
          loading={isLoading}
          expandedIds={expandedIds}
          onExpandedChange={setExpanded}
          draggable={canEdit}
          onMove={canEdit ? onMove : undefined}
        />
      </Panel>
      {formTarget ? (
        <MenuFormDialog
          target={formTarget}
          save={saveMenu}
          rows={rows}
          onSaved={() => revealParentOf(formTarget)}
          onClose={() => setFormTarget(null)}
        />
      ) : null}
      {deleting ? <DeleteMenuDialog menu={deleting} onClose={() => setDeleting(null)} /> : null}
    </Page>
  );
}
