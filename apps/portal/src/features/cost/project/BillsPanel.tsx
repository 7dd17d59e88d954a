import type { BillItem } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Input, Select, Switch, formatDecimal } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar } from '../../admin/shared/FilterBar';
import { BillAnalysisDialog, BillFormDialog } from './BillDialogs';
import { BILL_PAGE_SIZE, NO_BILL_FILTER, useBillPage, type BillFilter } from './projectQueries';
import { TextButton } from '../library/TextButton';
import { UnusualBadge, useUnusualBills } from './unusualBills';

const BILL_KINDS: readonly BillItem['kind'][] = ['item', 'measure'];

export interface BillsPanelProps {
  projectId: string;
  nodeId: string;
  /** A bill to open the page of and highlight (a finding's link); cleared by paging. */
  targetBillId: string | null;
  onLeaveTarget: () => void;
  canEdit: boolean;
}

/**
 * 分部分项: the bills of a unit or division (and the divisions beneath it), searched by keyword
 * and kind, paged; a bill opens its 综合单价分析, and with the edit permission its correction.
 */
export function BillsPanel({
  projectId,
  nodeId,
  targetBillId,
  onLeaveTarget,
  canEdit,
}: BillsPanelProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BillFilter>(NO_BILL_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [analysing, setAnalysing] = useState<BillItem | null>(null);
  const [editing, setEditing] = useState<BillItem | null>(null);
  const [onlyUnusual, setOnlyUnusual] = useState(false);
  const unusual = useUnusualBills(projectId);
  const page = useBillPage(projectId, nodeId, filter, pageNo, targetBillId, null, onlyUnusual);
  const navigate = useNavigate();
  const rows = page.data?.data ?? [];
  // A linked bill's page is the server's choice: show the page it answered.
  const shownPage = targetBillId ? (page.data?.pageNo ?? 1) : pageNo;

  const columns = useMemo(() => {
    const actions: RowAction<BillItem>[] = [
      { id: 'analysis', label: t('cost.project.bills.analysis'), onPress: setAnalysing },
    ];
    if (canEdit) actions.push({ id: 'edit', label: t('admin.edit'), onPress: setEditing });
    const list: DataGridColumn<BillItem>[] = [
      {
        key: 'unusual',
        title: t('cost.project.bills.unusual.column'),
        width: 84,
        render: (row) => {
          const mark = unusual.marks.get(row.id);
          return mark ? (
            <UnusualBadge
              bill={`${row.code} ${row.name}`}
              mark={mark}
              onOpenBill={() => setAnalysing(row)}
              onOpenIndicators={() =>
                navigate(
                  `/consult/detail/project-summary?projectId=${encodeURIComponent(projectId)}`,
                )
              }
            />
          ) : null;
        },
      },
      { key: 'seq', title: t('cost.project.bills.seq'), width: 60, align: 'right' },
      { key: 'code', title: t('cost.project.bills.code'), width: 130 },
      {
        key: 'name',
        title: t('cost.project.bills.name'),
        width: 200,
        render: (row) => (
          <TextButton type="button" onClick={() => setAnalysing(row)}>
            {row.name}
          </TextButton>
        ),
      },
      { key: 'features', title: t('cost.project.bills.features'), width: 220 },
      { key: 'unit', title: t('cost.project.bills.unit'), width: 60 },
      {
        key: 'quantity',
        title: t('cost.project.bills.quantity'),
        width: 100,
        align: 'right',
        render: (row) => formatDecimal(row.quantity, 3),
      },
      {
        key: 'unitPrice',
        title: t('cost.project.bills.unitPrice'),
        width: 110,
        align: 'right',
        render: (row) => formatDecimal(row.unitPrice),
      },
      {
        key: 'amount',
        title: t('cost.project.bills.amount'),
        width: 130,
        align: 'right',
        render: (row) => formatDecimal(row.amount),
      },
      {
        key: 'actions',
        title: t('admin.actions'),
        width: 170,
        render: rowActionsRenderer(actions),
      },
    ];
    return list;
  }, [canEdit, t, unusual, navigate, projectId]);

  return (
    <>
      <FilterBar<BillFilter>
        label={t('cost.project.bills.searchLabel')}
        empty={NO_BILL_FILTER}
        onSearch={(next) => {
          setFilter(next);
          setPageNo(1);
          onLeaveTarget();
        }}
      >
        {({ draft, change }) => (
          <>
            <Input
              label={t('cost.project.bills.keyword')}
              placeholder={t('cost.project.bills.keywordPlaceholder')}
              width="middle"
              value={draft.keyword}
              onChange={change('keyword')}
            />
            <Select
              label={t('cost.project.bills.kind')}
              placeholder={t('cost.library.search.all')}
              width="short"
              isClearable
              options={BILL_KINDS.map((kind) => ({
                value: kind,
                label: t(`cost.project.bills.kinds.${kind}`),
              }))}
              value={draft.kind}
              onChange={(value) =>
                change('kind')(value === null ? null : (String(value) as BillItem['kind']))
              }
            />
          </>
        )}
      </FilterBar>
      <Switch
        isSelected={onlyUnusual}
        isDisabled={!onlyUnusual && unusual.total === 0}
        onChange={(selected) => {
          setOnlyUnusual(selected);
          setPageNo(1);
          onLeaveTarget();
        }}
      >
        {t('cost.project.bills.unusual.only', { count: unusual.total })}
      </Switch>
      <DataGrid<BillItem>
        aria-label={t('cost.project.bills.grid')}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={page.isFetching}
        emptyText={t('cost.project.bills.empty')}
        selectionMode="single"
        selectOnRowClick={false}
        selectedKeys={targetBillId ? [targetBillId] : []}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={shownPage}
        pageSize={BILL_PAGE_SIZE}
        onPageChange={(next) => {
          setPageNo(next);
          onLeaveTarget();
        }}
        persistKey="cost-bills"
      />
      {analysing ? (
        <BillAnalysisDialog
          projectId={projectId}
          bill={analysing}
          onClose={() => setAnalysing(null)}
        />
      ) : null}
      {editing ? (
        <BillFormDialog projectId={projectId} bill={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
