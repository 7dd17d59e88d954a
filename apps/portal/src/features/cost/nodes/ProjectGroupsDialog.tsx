import type { ProjectTreeFolderTree } from '@ccms/api-client';
import { Button, Checkbox, CheckboxGroup, confirm, Dialog, Select, TextField } from '@ccms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { nodeKeys } from './nodeQueries';

const Folders = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding-inline-start: 1.25em;

  li {
    margin: ${({ theme }) => theme.spacing.xs} 0;
  }
`;

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border.light};
  padding-top: ${({ theme }) => theme.spacing.md};
`;

const TOP = '';

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
  const askRemove = async (folder: ProjectTreeFolderTree) => {
    const ok = await confirm({
      message: t('costNodes.groups.confirmDelete', { name: folder.name }),
      tone: 'danger',
    });
    if (ok) remove.mutate(folder.id);
  };

  const renderFolders = (list: readonly ProjectTreeFolderTree[]) => (
    <Folders>
      {list.map((folder) => (
        <li key={folder.id}>
          <strong>{folder.name}</strong>
          {folder.nodes.length > 0
            ? `：${folder.nodes.map((node) => node.name).join('，')}`
            : `：${t('costNodes.groups.noNodes')}`}{' '}
          {canEdit ? (
            <Button
              size="small"
              aria-label={t('costNodes.groups.delete', { name: folder.name })}
              onPress={() => void askRemove(folder)}
            >
              ✕
            </Button>
          ) : null}
          {folder.children.length > 0 ? renderFolders(folder.children) : null}
        </li>
      ))}
    </Folders>
  );

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
          renderFolders(folders.data)
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
    </Dialog>
  );
}
