import { ApiError, type ProjectTreeFolderTree } from '@ccms/api-client';
import { Button, FormAlert, Select, TextField } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { subtreeIds, type GroupRow } from './groupTree';

const Found = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding-inline-start: 1.25em;
`;

const TOP = 'top';

function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'business' ? error.message : null;
}

function flatten(folders: readonly ProjectTreeFolderTree[], depth = 0) {
  return folders.flatMap((folder): { id: string; label: string }[] => [
    { id: folder.id, label: `${'　'.repeat(depth)}${folder.name}` },
    ...flatten(folder.children, depth + 1),
  ]);
}

/** 重命名: a folder's new name (its remark and nodes are kept). */
export function GroupRenameDialog({
  folder,
  onClose,
  onDone,
}: {
  folder: ProjectTreeFolderTree;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(folder.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useAdminMutation({
    run: () =>
      api.costNodes.projectTreeUpdate({
        body: { id: folder.id, name: name.trim(), remark: folder.remark },
      }),
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('costNodes.groups.renameTitle', { name: folder.name })}
      isPending={rename.isPending}
      onClose={onClose}
    >
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) {
              setProblem(t('costNodes.groups.nameRequired'));
              return;
            }
            setProblem(null);
            rename.mutate(undefined, { onError: (error) => setProblem(refusalOf(error)) });
          }}
        >
          <TextField
            label={t('costNodes.groups.name')}
            value={name}
            onChange={setName}
            isRequired
            maxLength={60}
          />
          {problem ? <FormAlert>{problem}</FormAlert> : null}
        </form>
      )}
    </FormDialog>
  );
}

/**
 * 移动到…: the keyboard-and-pointer alternative to dragging — a folder to another folder or the
 * top, a node to another folder or out of its own. A folder into itself or its sub-folders is
 * refused here, and the server refuses it too.
 */
export function GroupMoveDialog({
  projectId,
  row,
  folders,
  onClose,
  onDone,
}: {
  projectId: string;
  row: GroupRow;
  folders: readonly ProjectTreeFolderTree[];
  onClose: () => void;
  onDone: (tree: ProjectTreeFolderTree[]) => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useAdminMutation({
    run: (targetId: string | null) =>
      api.costNodes.projectTreeDrag({
        body: {
          projectId,
          type: row.kind,
          id: row.refId,
          targetId,
          fromId: row.folderId,
          index: 10_000,
        },
      }),
    onSuccess: (tree) => {
      onDone(tree);
      onClose();
    },
  });
  const options = [
    {
      value: TOP,
      label: row.kind === 'folder' ? t('costNodes.groups.top') : t('costNodes.groups.outOfFolder'),
    },
    ...flatten(folders)
      .filter((folder) => folder.id !== row.refId && folder.id !== row.folderId)
      .map((folder) => ({ value: folder.id, label: folder.label })),
  ];
  return (
    <FormDialog
      title={t('costNodes.groups.moveTitle', { name: row.name })}
      isPending={move.isPending}
      onClose={onClose}
      submitText={t('costNodes.groups.moveSubmit')}
    >
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            if (target === null) {
              setProblem(t('costNodes.groups.chooseTarget'));
              return;
            }
            const targetId = target === TOP ? null : target;
            if (row.kind === 'folder' && targetId && subtreeIds(folders, row.refId).has(targetId)) {
              setProblem(t('costNodes.groups.refused.intoItself'));
              return;
            }
            setProblem(null);
            move.mutate(targetId, { onError: (error) => setProblem(refusalOf(error)) });
          }}
        >
          <Select
            label={t('costNodes.groups.target')}
            options={options}
            value={target}
            onChange={(value) => setTarget(value === null ? null : String(value))}
            isRequired
          />
          {problem ? <FormAlert>{problem}</FormAlert> : null}
        </form>
      )}
    </FormDialog>
  );
}

/** 查找分组: folders whose name or a grouped node's name holds the keyword, with their path. */
export function GroupSearch({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const find = useAdminMutation({
    run: (text: string) =>
      api.costNodes.projectTreeFind({ body: { projectId, keyword: text || null } }),
    successMessage: false,
  });
  return (
    <section aria-label={t('costNodes.groups.search')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          find.mutate(keyword.trim());
        }}
      >
        <Toolbar>
          <TextField
            label={t('costNodes.groups.keyword')}
            value={keyword}
            onChange={setKeyword}
            maxLength={60}
          />
          <Button type="submit" isPending={find.isPending}>
            {t('costNodes.groups.find')}
          </Button>
        </Toolbar>
      </form>
      {find.data ? (
        <div role="status">
          {find.data.length === 0 ? (
            <PanelNote>{t('costNodes.groups.notFound')}</PanelNote>
          ) : (
            <>
              <PanelNote>{t('costNodes.groups.found', { count: find.data.length })}</PanelNote>
              <Found>
                {find.data.map((folder) => (
                  <li key={folder.id}>{folder.path}</li>
                ))}
              </Found>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
