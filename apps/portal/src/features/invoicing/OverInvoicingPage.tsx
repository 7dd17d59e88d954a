import type { OverInvoicingRow } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Input, Select, Tabs } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { FilterBar } from '../admin/shared/FilterBar';
import { TotalsLine } from '../finance/financeShared';
import { formatYuan } from '../finance/money';
import { InvoiceApplyList } from './InvoiceApplyPage';
import { INVOICING_PAGE_SIZE, useOverInvoicingPage, type OverFilter } from './invoicingQueries';

const NO_FILTER: OverFilter = { basis: 'received', keyword: '' };

/**
 * 超额开票 (/over-invoicing/list): contracts invoiced beyond the cash received (or beyond their
 * amount) with the excess and how long it has stood, then the over-invoicing requests themselves.
 */
export default function OverInvoicingPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OverFilter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const page = useOverInvoicingPage(filter, pageNo);

  const columns = useMemo<DataGridColumn<OverInvoicingRow>[]>(
    () => [
      { key: 'contractCode', title: t('invoicing.over.contractCode'), width: 130 },
      { key: 'contractName', title: t('invoicing.over.contractName'), width: 260 },
      { key: 'customerName', title: t('invoicing.invoice.customer'), width: 200 },
      { key: 'departmentName', title: t('invoicing.over.department'), width: 120 },
      { key: 'leaderName', title: t('invoicing.over.leader'), width: 90 },
      {
        key: 'contractAmount',
        title: t('invoicing.over.contractAmount'),
        width: 140,
        align: 'right',
        render: (row) => formatYuan(row.contractAmount),
      },
      {
        key: 'invoicedTotal',
        title: t('invoicing.over.invoiced'),
        width: 140,
        align: 'right',
        render: (row) => formatYuan(row.invoicedTotal),
      },
      {
        key: 'receivedTotal',
        title: t('invoicing.over.received'),
        width: 140,
        align: 'right',
        render: (row) => formatYuan(row.receivedTotal),
      },
      {
        key: 'exceeded',
        title: t('invoicing.over.exceeded'),
        width: 140,
        align: 'right',
        render: (row) => formatYuan(row.exceeded),
      },
      { key: 'since', title: t('invoicing.over.since'), width: 110 },
      { key: 'daysOutstanding', title: t('invoicing.over.days'), width: 100, align: 'right' },
    ],
    [t],
  );
  const totals = page.data?.totals;

  const contractsPanel = (
    <Panel>
      <PanelHeader>
        <FilterBar<OverFilter>
          label={t('invoicing.search')}
          empty={NO_FILTER}
          initial={filter}
          onSearch={(next) => {
            setFilter({ ...next, keyword: next.keyword.trim() });
            setPageNo(1);
          }}
        >
          {({ draft, change }) => (
            <>
              <Select
                label={t('invoicing.over.basis')}
                width="middle"
                options={[
                  { value: 'received', label: t('invoicing.over.basisReceived') },
                  { value: 'contract', label: t('invoicing.over.basisContract') },
                ]}
                value={draft.basis}
                onChange={(value) =>
                  change('basis')(value === 'contract' ? 'contract' : 'received')
                }
              />
              <Input
                label={t('invoicing.keyword')}
                placeholder={t('invoicing.over.keywordPlaceholder')}
                width="middle"
                value={draft.keyword}
                onChange={change('keyword')}
              />
            </>
          )}
        </FilterBar>
        {totals ? (
          <TotalsLine aria-live="polite">
            {t('invoicing.over.totals', {
              count: page.data?.total ?? 0,
              invoiced: formatYuan(totals.invoicedTotal),
              received: formatYuan(totals.receivedTotal),
              exceeded: formatYuan(totals.exceeded),
            })}
          </TotalsLine>
        ) : null}
      </PanelHeader>
      <DataGrid<OverInvoicingRow>
        aria-label={t('invoicing.over.grid')}
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey="contractId"
        loading={page.isFetching}
        emptyText={t('invoicing.empty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={INVOICING_PAGE_SIZE}
        onPageChange={setPageNo}
      />
    </Panel>
  );

  return (
    <AdminPage title={t('invoicing.over.heading')}>
      <Tabs
        aria-label={t('invoicing.over.heading')}
        closable={false}
        items={[
          { key: 'contracts', title: t('invoicing.over.grid'), content: contractsPanel },
          {
            key: 'requests',
            title: t('invoicing.over.requests'),
            content: (
              <InvoiceApplyList initialOverOnly gridLabel={t('invoicing.over.requestsGrid')} />
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
