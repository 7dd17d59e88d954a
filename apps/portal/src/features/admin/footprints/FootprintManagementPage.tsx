import { FOOTPRINT_OTHER_TYPE, FOOTPRINT_TYPES, type FootprintAdminRow } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import {
  Button,
  ConfirmDialog,
  DatePicker,
  DateRangePicker,
  Dialog,
  Input,
  Select,
} from '@ccms/ui';
import { FilterBar } from '../shared/FilterBar';
import { useCallback, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts, Panel, PanelHeader, PanelNote } from '../shared/AdminLayout.styles';
import { AdminPage } from '../shared/AdminPage';
import { useCan } from '../shared/useCan';
import {
  FOOTPRINT_PAGE_SIZE,
  NO_FOOTPRINT_FILTER,
  useDeleteFootprints,
  useFootprintPage,
  type FootprintFilter,
} from './footprintQueries';

const TYPE_VALUES = [...FOOTPRINT_TYPES.map((entry) => entry.type), FOOTPRINT_OTHER_TYPE];

/** What the page has open over the list. */
type Overlay =
  | { kind: 'delete'; rows: readonly FootprintAdminRow[] }
  | { kind: 'pickDate' }
  | { kind: 'clear'; before: string };

function FootprintSearchBar({ onSearch }: { onSearch: (filter: FootprintFilter) => void }) {
  const { t } = useTranslation();
  const typeOptions = TYPE_VALUES.map((type) => ({
    value: type,
    label: t(`footprints.type.${type}`),
  }));
  return (
    <FilterBar<FootprintFilter>
      label={t('footprints.search.label')}
      empty={NO_FOOTPRINT_FILTER}
      onSearch={onSearch}
    >
      {({ draft, change }) => (
        <>
          <Input
            label={t('footprints.search.user')}
            placeholder={t('footprints.search.userPlaceholder')}
            width="middle"
            value={draft.user}
            onChange={change('user')}
          />
          <Select
            label={t('footprints.search.type')}
            placeholder={t('footprints.search.allTypes')}
            width="middle"
            isClearable
            options={typeOptions}
            value={draft.type}
            onChange={(value) => change('type')(value === null ? null : Number(value))}
          />
          <Input
            label={t('footprints.search.menuName')}
            width="middle"
            value={draft.menuName}
            onChange={change('menuName')}
          />
          <DateRangePicker
            label={t('footprints.search.dates')}
            value={draft.dates}
            onChange={change('dates')}
            isClearable
          />
        </>
      )}
    </FilterBar>
  );
}

/** Asks for the day before which every footprint of the company is cleared. */
function ClearDateDialog({
  onChoose,
  onClose,
}: {
  onChoose: (day: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [day, setDay] = useState<string | null>(null);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('footprints.clear.title')}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button variant="danger" isDisabled={!day} onPress={() => day && onChoose(day)}>
            {t('footprints.clear.submit')}
          </Button>
        </>
      )}
    >
      <DatePicker label={t('footprints.clear.date')} value={day} onChange={setDay} />
      <PanelNote>{t('footprints.clear.note')}</PanelNote>
    </Dialog>
  );
}

function useFootprintColumns(
  pageNo: number,
  onDelete: ((row: FootprintAdminRow) => void) | null,
): DataGridColumn<FootprintAdminRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: DataGridColumn<FootprintAdminRow>[] = [
      {
        key: 'serial',
        title: t('footprints.columns.serial'),
        width: 64,
        align: 'center',
        render: (_row, index) => (pageNo - 1) * FOOTPRINT_PAGE_SIZE + index + 1,
      },
      {
        key: 'userName',
        title: t('footprints.columns.user'),
        width: 150,
        exportValue: (row) => `${row.userName}（${row.loginName}）`,
        render: (row) => <span title={row.loginName}>{row.userName}</span>,
      },
      { key: 'typeName', title: t('footprints.columns.type'), width: 110 },
      { key: 'menuName', title: t('footprints.columns.menuName') },
      {
        key: 'businessName',
        title: t('footprints.columns.business'),
        render: (row) => row.businessName ?? row.businessId ?? '',
      },
      {
        key: 'visitCount',
        title: t('footprints.columns.visitCount'),
        width: 100,
        align: 'right',
      },
      { key: 'firstVisitAt', title: t('footprints.columns.firstVisitAt'), width: 170 },
      { key: 'visitAt', title: t('footprints.columns.visitAt'), width: 170 },
    ];
    if (onDelete) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 90,
        pinned: 'right',
        render: rowActionsRenderer([{ id: 'delete', label: t('admin.delete'), onPress: onDelete }]),
      });
    }
    return columns;
  }, [t, pageNo, onDelete]);
}

/**
 * 足迹管理 (/sys-manager/footprint-management): every user's footprints in the company, searched
 * and paged on the server, with the most active users; delete chosen rows or clear before a day.
 */
export default function FootprintManagementPage() {
  const { t } = useTranslation();
  const canDelete = useCan('sys:footprint:delete');
  const [filter, setFilter] = useState<FootprintFilter>(NO_FOOTPRINT_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useFootprintPage(filter, pageNo);
  const rows = page.data?.data ?? [];
  const topUsers = page.data?.users ?? [];

  const closeOverlay = useCallback(() => setOverlay(null), []);
  const openDelete = useCallback(
    (row: FootprintAdminRow) => setOverlay({ kind: 'delete', rows: [row] }),
    [],
  );
  const columns = useFootprintColumns(pageNo, canDelete ? openDelete : null);
  const remove = useDeleteFootprints(
    (count) => t('footprints.deleted', { count }),
    () => {
      setSelectedKeys([]);
      setPageNo(1);
    },
  );
  const selectedRows = rows.filter((row) => selectedKeys.includes(row.id));

  const search = (next: FootprintFilter) => {
    setFilter(next);
    setPageNo(1);
    setSelectedKeys([]);
  };
  // A refusal is told by the request layer; the dialog closes either way.
  const settle = (body: Parameters<typeof remove.mutateAsync>[0]) =>
    remove.mutateAsync(body).then(
      () => undefined,
      () => undefined,
    );

  return (
    <AdminPage
      title={t('footprints.heading')}
      actionsLabel={t('footprints.toolbar')}
      actions={
        canDelete ? (
          <>
            <Button
              variant="danger"
              isDisabled={selectedRows.length === 0}
              onPress={() => setOverlay({ kind: 'delete', rows: selectedRows })}
            >
              {t('footprints.deleteSelected')}
            </Button>
            <Button onPress={() => setOverlay({ kind: 'pickDate' })}>
              {t('footprints.clearBefore')}
            </Button>
          </>
        ) : undefined
      }
    >
      <Panel>
        <FootprintSearchBar onSearch={search} />
        {topUsers.length > 0 ? (
          <section aria-labelledby="footprint-top-users">
            <PanelHeader>
              <h2 id="footprint-top-users">{t('footprints.summary.title')}</h2>
              <PanelNote>{t('footprints.summary.note')}</PanelNote>
            </PanelHeader>
            <Facts>
              {topUsers.map((entry) => (
                <div key={entry.userId}>
                  <dt>{entry.userName}</dt>
                  <dd>
                    {t('footprints.summary.entry', { count: entry.count, visits: entry.visits })}
                  </dd>
                </div>
              ))}
            </Facts>
          </section>
        ) : null}
        <DataGrid<FootprintAdminRow>
          aria-label={t('footprints.grid')}
          columns={columns}
          rows={rows}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('footprints.empty')}
          selectionMode={canDelete ? 'multiple' : 'none'}
          selectedKeys={selectedKeys}
          onSelectionChange={setSelectedKeys}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={FOOTPRINT_PAGE_SIZE}
          onPageChange={(next) => {
            setPageNo(next);
            setSelectedKeys([]);
          }}
          persistKey="admin-footprints"
        />
      </Panel>

      {overlay?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) closeOverlay();
          }}
          tone="danger"
          title={t('footprints.deleteTitle')}
          okText={t('admin.delete')}
          cancelText={t('admin.cancel')}
          message={
            overlay.rows.length === 1
              ? t('footprints.confirmDeleteOne', {
                  user: overlay.rows[0]!.userName,
                  menu: overlay.rows[0]!.menuName,
                })
              : t('footprints.confirmDeleteMany', { count: overlay.rows.length })
          }
          onConfirm={() => settle({ ids: overlay.rows.map((row) => row.id) })}
        />
      ) : null}
      {overlay?.kind === 'pickDate' ? (
        <ClearDateDialog
          onClose={closeOverlay}
          onChoose={(before) => setOverlay({ kind: 'clear', before })}
        />
      ) : null}
      {overlay?.kind === 'clear' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) closeOverlay();
          }}
          tone="danger"
          title={t('footprints.clear.title')}
          okText={t('footprints.clear.submit')}
          cancelText={t('admin.cancel')}
          message={t('footprints.clear.confirm', { date: overlay.before })}
          onConfirm={() => settle({ before: overlay.before })}
        />
      ) : null}
    </AdminPage>
  );
}
