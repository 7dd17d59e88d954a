import type { CostProject, SavedSearch } from '@ccms/api-client';
import { DataGrid, type RowAction } from '@ccms/data-grid';
import { Button } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Panel, PanelHeader } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { DeleteConfirm } from '../../admin/shared/DeleteConfirm';
import { useCan } from '../../admin/shared/useCan';
import {
  fromSearchParams,
  NO_LIBRARY_FILTER,
  toSearchParams,
  type LibraryFilter,
} from './libraryFilter';
import { LIBRARY_PAGE_SIZE, useDeleteProject, useProjectPage } from './libraryQueries';
import { LibrarySearchBar } from './LibrarySearchBar';
import { ProjectFormDialog } from './ProjectFormDialog';
import { SavedSearches } from './SavedSearches';
import { projectDetailHref, useProjectColumns } from './useProjectColumns';
import { CompareTray, useCompareChoice } from '../projectFiles/CompareTray';

/**
 * 项目案例库 (/consult/list, /main-page/cost-data): the company's projects searched by a condition
 * panel and saved searches, 20 a page; a name opens the project's detail in a tab of its own.
 */
export default function ConsultListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('cost:project:edit');
  const canDelete = useCan('cost:project:delete');
  const [filter, setFilter] = useState<LibraryFilter>(NO_LIBRARY_FILTER);
  // A saved search refills the fields: the bar starts again from its condition.
  const [barVersion, setBarVersion] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [isCreating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CostProject | null>(null);
  const condition = useMemo(() => toSearchParams(filter), [filter]);
  const page = useProjectPage(condition, pageNo);
  const rows = page.data?.data ?? [];
  const remove = useDeleteProject();
  // 对比: projects ticked on any page, compared 2–6 at a time.
  const compare = useCompareChoice(rows);

  const search = useCallback((next: LibraryFilter) => {
    setFilter(next);
    setPageNo(1);
  }, []);
  const applySaved = (saved: SavedSearch) => {
    search(fromSearchParams(saved.condition));
    setBarVersion((version) => version + 1);
  };

  const actions = useMemo(() => {
    const list: RowAction<CostProject>[] = [];
    if (canDelete) {
      list.push({
        id: 'delete',
        label: t('admin.delete'),
        variant: 'danger',
        onPress: setDeleting,
      });
    }
    return list;
  }, [canDelete, t]);
  const columns = useProjectColumns(actions);

  return (
    <AdminPage
      title={t('cost.library.heading')}
      actionsLabel={t('cost.library.actions')}
      actions={
        canEdit ? (
          <Button variant="primary" onPress={() => setCreating(true)}>
            {t('cost.library.create')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <LibrarySearchBar key={barVersion} initial={filter} onSearch={search} />
          <SavedSearches condition={condition} onApply={applySaved} />
        </PanelHeader>
        <DataGrid<CostProject>
          aria-label={t('cost.library.grid')}
          columns={columns}
          rows={rows}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('cost.library.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={LIBRARY_PAGE_SIZE}
          onPageChange={setPageNo}
          persistKey="cost-library"
          columnChooser
          selectionMode="multiple"
          selectedKeys={compare.selectedKeys}
          onSelectionChange={compare.onSelectionChange}
        />
        <CompareTray chosen={compare.chosen} onChange={compare.setChosen} />
      </Panel>
      {isCreating ? (
        <ProjectFormDialog
          project={null}
          onSaved={(saved) => void navigate(projectDetailHref(saved.id))}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('cost.library.deleteTitle')}
          name={deleting.name}
          note={t('cost.library.deleteNote')}
          run={() =>
            remove.mutateAsync(deleting).then(() => {
              if (pageNo > 1 && rows.length === 1) setPageNo(pageNo - 1);
            })
          }
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
