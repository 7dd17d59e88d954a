import type { ProjectTreeFolderTree } from '@ccms/api-client';
import {
  TreeTable,
  rowActionsRenderer,
  type DataGridColumn,
  type RowAction,
  type TreeMoveEvent,
  type TreeTableHandle,
} from '@ccms/data-grid';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  confirm,
  Dialog,
  Select,
  Tag,
  TextField,
  toast,
} from '@ccms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { GroupMoveDialog, GroupRenameDialog, GroupSearch } from './GroupTools';
import { dragOf, groupRows, type GroupDrag, type GroupRow } from './groupTree';
import { nodeKeys } from './nodeQueries';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border.light};
  padding-top: ${({ theme }) => theme.spacing.md};
`;

const TOP = 'top';

function flatten(folders: readonly ProjectTreeFolderTree[], depth = 0) {
  return folders.flatMap((folder): { id: string; label: string }[] => [
    { id: folder.id, label: `${'　'.repeat(depth)}${folder.name}` },
    ...flatten(folder.children, depth + 1),
  ]);
}

export interface ProjectGroupsDialogProps {
  projectId: string;
  canEdit: boolean;
  onClose: () => void;
}

/** 项目分组: the project's own grouping tree — folders of 单项/单位 nodes; editors add and delete. */
export function ProjectGroupsDialog({ projectId, canEdit, onClose }: ProjectGroupsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const folders = useQuery({
    queryKey: nodeKeys.groups(projectId),
    queryFn: () => api.costNodes.projectTreeGet({ params: { id: projectId } }),
  });
  const nodes = useQuery({
    queryKey: nodeKeys.groupNodes(projectId),
    queryFn: () => api.costNodes.nodeCustom({ params: { id: projectId } }),
    enabled: canEdit,
  });
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState(TOP);
  const [nodeIds, setNodeIds] = useState<string[]>([]);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: nodeKeys.groups(projectId) }),
      queryClient.invalidateQueries({ queryKey: nodeKeys.groupNodes(projectId) }),
    ]);
  const create = useAdminMutation({
    run: () =>
      api.costNodes.projectTreeCreate({
        body: { projectId, parentId: parentId === TOP ? null : parentId, name, nodeIds },
      }),
    onSuccess: () => {
      setName('');
      setNodeIds([]);
      void refresh();
    },
  });
  const remove = useAdminMutation({
    run: (id: string) => api.costNodes.projectTreeDelete({ params: { id } }),
    onSuccess: () => void refresh(),
  });
  const drag = useAdminMutation({
    run: (body: GroupDrag) => api.costNodes.projectTreeDrag({ body: { projectId, ...body } }),
    onSuccess: (tree) => {
      queryClient.setQueryData(nodeKeys.groups(projectId), tree);
      void refresh();
    },
  });
  const [renaming, setRenaming] = useState<ProjectTreeFolderTree | null>(null);
  const [moving, setMoving] = useState<GroupRow | null>(null);
  const gridRef = useRef<TreeTableHandle<GroupRow>>(null);
  const rows = useMemo(() => groupRows(folders.data ?? []), [folders.data]);
  const folderById = useMemo(() => {
    const found = new Map<string, ProjectTreeFolderTree>();
    const walk = (list: readonly ProjectTreeFolderTree[]) =>
      list.forEach((folder) => {
        found.set(folder.id, folder);
        walk(folder.children);
      });
    walk(folders.data ?? []);
    return found;
  }, [folders.data]);

  /** A drop or a keyboard move in the tree: refused at once, or sent as a drag. */
  const onMove = async (event: TreeMoveEvent): Promise<boolean> => {
    const result = dragOf(rows, gridRef.current?.getRows() ?? rows, event.id);
    if (result === null) return false;
    if (typeof result === 'string') {
      toast.notice(t(`costNodes.groups.refused.${result}`));
      return false;
    }
    try {
      await drag.mutateAsync(result);
      return true;
    } catch {
      return false;
    }
  };

  const removeFolder = remove.mutate;
  const columns = useMemo<DataGridColumn<GroupRow>[]>(() => {
    const label = (key: string) => t(`costNodes.groups.${key}`);
    const askRemove = async (row: GroupRow) => {
      const ok = await confirm({
        message: t('costNodes.groups.confirmDelete', { name: row.name }),
        tone: 'danger',
      });
      if (ok) removeFolder(row.refId);
    };
    const actions: RowAction<GroupRow>[] = [
      {
        id: 'rename',
        label: label('rename'),
        onPress: (row) => setRenaming(folderById.get(row.refId) ?? null),
        isVisible: (row) => row.kind === 'folder',
      },
      { id: 'move', label: label('move'), onPress: setMoving },
      {
        id: 'delete',
        label: label('deleteAction'),
        variant: 'danger',
        onPress: (row) => void askRemove(row),
        isVisible: (row) => row.kind === 'folder',
      },
    ];
    const list: DataGridColumn<GroupRow>[] = [
      {
        key: 'name',
        title: label('column'),
        width: 320,
        render: (row) =>
          row.kind === 'folder' ? (
            <strong>{row.name}</strong>
          ) : (
            <>
              {row.name} <Tag status="info">{t(`costNodes.groups.level.${row.level}`)}</Tag>
            </>
          ),
      },
    ];
    if (canEdit)
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 220,
        render: rowActionsRenderer(actions),
      });
    return list;
  }, [canEdit, folderById, removeFolder, t]);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costNodes.groups.title')}
      width="large"
    >
      <PanelNote>{t('costNodes.groups.note')}</PanelNote>
      {folders.data ? (
        folders.data.length === 0 ? (
          <PanelNote>{t('costNodes.groups.empty')}</PanelNote>
        ) : (
          <>
            <GroupSearch projectId={projectId} />
            <TreeTable<GroupRow>
              aria-label={t('costNodes.groups.tree')}
              rows={rows}
              columns={columns}
              height={320}
              defaultExpandedIds={rows.map((row) => row.id)}
              draggable={canEdit}
              onMove={canEdit ? onMove : undefined}
              gridRef={gridRef}
            />
            {canEdit ? <PanelNote>{t('costNodes.groups.moveNote')}</PanelNote> : null}
          </>
        )
      ) : (
        <p aria-busy="true">{t('costNodes.groups.loading')}</p>
      )}
      {canEdit && folders.data && nodes.data ? (
        <Form>
          <TextField
            label={t('costNodes.groups.name')}
            value={name}
            onChange={setName}
            isRequired
          />
          <Select
            label={t('costNodes.groups.parent')}
            options={[
              { value: TOP, label: t('costNodes.groups.top') },
              ...flatten(folders.data).map((folder) => ({ value: folder.id, label: folder.label })),
            ]}
            value={parentId}
            onChange={(value) => setParentId(value === null ? TOP : String(value))}
          />
          <CheckboxGroup
            label={t('costNodes.groups.nodes')}
            value={nodeIds}
            onChange={setNodeIds}
            orientation="vertical"
          >
            {nodes.data.map((node) => (
              <Checkbox key={node.id} value={node.id}>
                {node.path}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <Toolbar>
            <Button
              variant="primary"
              isDisabled={name.trim() === ''}
              isPending={create.isPending}
              onPress={() => create.mutate()}
            >
              {t('costNodes.groups.create')}
            </Button>
          </Toolbar>
        </Form>
      ) : null}
      {renaming ? (
        <GroupRenameDialog
          folder={renaming}
          onClose={() => setRenaming(null)}
          onDone={() => void refresh()}
        />
      ) : null}
      {moving && folders.data ? (
        <GroupMoveDialog
          projectId={projectId}
          row={moving}
          folders={folders.data}
          onClose={() => setMoving(null)}
          onDone={(tree) => {
            queryClient.setQueryData(nodeKeys.groups(projectId), tree);
            void refresh();
          }}
        />
      ) : null}
    </Dialog>
  );
}
