import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Department, DepartmentNode } from '@ccms/api-client';
import { Button, Empty } from '@ccms/ui';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { useCan } from '../shared/useCan';
import { DepartmentDetails } from './DepartmentDetails';
import { DepartmentDialog, type DepartmentDraft } from './DepartmentDialog';
import { DepartmentTreePanel } from './DepartmentTreePanel';
import { indexDepartments } from './departmentTree';
import { useDeleteDepartment, useDepartmentTree } from './organizationQueries';
import { Page, PageHeader, Panel, Split, Toolbar } from '../shared/AdminLayout.styles';

const NO_DEPARTMENTS: readonly DepartmentNode[] = [];

/**
 * 组织机构: the company's department tree beside the selected department and its people.
 * Departments are added, edited, moved (a new parent in the edit dialog) and deleted here;
 * people are only shown (the user page manages them).
 */
export default function OrganizationPage() {
  const { t } = useTranslation();
  const canEdit = useCan('sys:dept:edit');
  const treeQuery = useDepartmentTree();
  const tree = treeQuery.data;
  const departments = useMemo(() => indexDepartments(tree ?? NO_DEPARTMENTS), [tree]);
  const rootIds = useMemo(() => (tree ?? NO_DEPARTMENTS).map((node) => node.id), [tree]);

  const [chosenId, setChosenId] = useState<string | null>(null);
  // Undefined until the user opens or closes a branch: the top level starts open.
  const [expanded, setExpanded] = useState<readonly string[] | undefined>();
  const [draft, setDraft] = useState<DepartmentDraft | null>(null);
  const [deleting, setDeleting] = useState<DepartmentNode | null>(null);

  // The company (first top-level department) is shown until the user picks another one, and
  // again when the picked one disappears (deleted elsewhere).
  const selected =
    (chosenId === null ? undefined : departments.get(chosenId)) ??
    (rootIds[0] === undefined ? undefined : departments.get(rootIds[0]));
  const expandedKeys = expanded ?? rootIds;

  const onSaved = (department: Department) => {
    setChosenId(department.id);
    // A new or moved department is shown where it now is: its ancestors open.
    const ancestors = department.parentIds.split(',').filter((id) => id !== '');
    setExpanded([...new Set([...expandedKeys, ...ancestors])]);
  };
  const remove = useDeleteDepartment((id) => {
    if (id === selected?.id) setChosenId(selected.parentId);
  });

  return (
    <Page>
      <PageHeader>
        <h1>{t('org.heading')}</h1>
        {canEdit ? (
          <Toolbar role="toolbar" aria-label={t('org.pageActions')}>
            <Button variant="primary" onPress={() => setDraft({ kind: 'create', parentId: null })}>
              {t('org.addRoot')}
            </Button>
          </Toolbar>
        ) : null}
      </PageHeader>
      <Split>
        <DepartmentTreePanel
          // A failed load was reported by the request layer; the tree is then simply empty.
          tree={tree ?? (treeQuery.isError ? NO_DEPARTMENTS : undefined)}
          selectedId={selected?.id ?? null}
          onSelect={setChosenId}
          expandedKeys={expandedKeys}
          onExpandedChange={setExpanded}
        />
        {selected ? (
          <DepartmentDetails
            department={selected}
            parent={selected.parentId === null ? undefined : departments.get(selected.parentId)}
            onAddChild={() => setDraft({ kind: 'create', parentId: selected.id })}
            onEdit={() => setDraft({ kind: 'edit', department: selected })}
            onDelete={() => setDeleting(selected)}
          />
        ) : (
          <Panel>
            <Empty description={t('org.selectHint')} />
          </Panel>
        )}
      </Split>
      {draft ? (
        <DepartmentDialog
          draft={draft}
          tree={tree ?? NO_DEPARTMENTS}
          onClose={() => setDraft(null)}
          onSaved={onSaved}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('org.deleteTitle')}
          name={deleting.name}
          note={t('org.deleteHint')}
          run={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}
