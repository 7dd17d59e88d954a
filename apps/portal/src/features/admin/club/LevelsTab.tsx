import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberLevel } from '@ccms/api-client';
import {
  TreeTable,
  rowActionsRenderer,
  type DataGridColumn,
  type RowAction,
  type TreeMoveEvent,
  type TreeTableHandle,
} from '@ccms/data-grid';
import { Button, toast } from '@ccms/ui';
import { Panel, PanelHeader, PanelNote, Toolbar } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { useDeleteLevel, useDropLevel, useMemberLevels } from './clubQueries';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { LevelFormDialog } from './LevelFormDialog';
import { levelDrop, levelRows, type LevelRow } from './levelOrder';

const TABLE_HEIGHT = 480;

type Overlay = { kind: 'form'; level: MemberLevel | null } | { kind: 'delete'; level: MemberLevel };

/** 会员等级 tab: the levels in their order (drag to reorder), with add, edit and delete. */
export function LevelsTab() {
  const { t } = useTranslation();
  const canEdit = useCan('member:level:edit');
  const canDelete = useCan('member:level:delete');
  const { levels, isLoading } = useMemberLevels();
  const rows = useMemo(() => levelRows(levels), [levels]);
  const gridRef = useRef<TreeTableHandle<LevelRow>>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const drop = useDropLevel();
  const remove = useDeleteLevel();

  const onMove = async (event: TreeMoveEvent): Promise<boolean> => {
    if (event.parentId !== null) {
      toast.notice(t('club.levels.flat'));
      return false;
    }
    const request = levelDrop(gridRef.current?.getRows() ?? rows, event);
    if (!request) return true;
    try {
      await drop.mutateAsync(request);
      return true;
    } catch {
      return false;
    }
  };

  const columns = useMemo(() => {
    const actions: RowAction<LevelRow>[] = [];
    if (canEdit) {
      actions.push({
        id: 'edit',
        label: t('admin.edit'),
        onPress: (level) => setOverlay({ kind: 'form', level }),
      });
    }
    if (canDelete) {
      actions.push({
        id: 'delete',
        label: t('admin.delete'),
        onPress: (level) => setOverlay({ kind: 'delete', level }),
      });
    }
    const list: DataGridColumn<LevelRow>[] = [
      { key: 'name', title: t('club.levels.name'), width: 220 },
      { key: 'sort', title: t('club.sort'), width: 80, align: 'right' },
      { key: 'memberCount', title: t('club.levels.memberCount'), width: 100, align: 'right' },
      { key: 'remarks', title: t('club.remarks'), width: 260 },
    ];
    if (actions.length > 0) {
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 160,
        render: rowActionsRenderer(actions),
      });
    }
    return list;
  }, [canEdit, canDelete, t]);

  const close = () => setOverlay(null);
  return (
    <Panel aria-label={t('club.tabs.levels')}>
      <PanelHeader>
        {canEdit ? <PanelNote>{t('club.levels.intro')}</PanelNote> : <span />}
        {canEdit ? (
          <Toolbar role="group" aria-label={t('club.levels.actions')}>
            <Button variant="primary" onPress={() => setOverlay({ kind: 'form', level: null })}>
              {t('club.levels.add')}
            </Button>
          </Toolbar>
        ) : null}
      </PanelHeader>
      <TreeTable<LevelRow>
        gridRef={gridRef}
        aria-label={t('club.levels.grid')}
        rows={rows}
        columns={columns}
        treeColumnKey="name"
        height={TABLE_HEIGHT}
        loading={isLoading}
        emptyText={t('club.levels.empty')}
        draggable={canEdit}
        onMove={canEdit ? onMove : undefined}
      />
      {overlay?.kind === 'form' ? (
        <LevelFormDialog level={overlay.level} nextSort={rows.length + 1} onClose={close} />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('club.levels.deleteTitle')}
          name={overlay.level.name}
          note={t('club.levels.deleteNote')}
          run={() => remove.mutateAsync(overlay.level.id)}
          onClose={close}
        />
      ) : null}
    </Panel>
  );
}
