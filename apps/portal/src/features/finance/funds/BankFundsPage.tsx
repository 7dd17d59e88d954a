import type { BankDetail } from '@ccms/api-client';
import { DataGrid, type RowAction } from '@ccms/data-grid';
import { Button, DateRangePicker, Input, Select } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { FilterBar } from '../../admin/shared/FilterBar';
import { useCan } from '../../admin/shared/useCan';
import { AccountSelect, TotalsLine } from '../financeShared';
import { FINANCE_PAGE_SIZE, useBankDetailPage } from '../financeQueries';
import { BankImportDialog } from '../import/BankImportDialog';
import { formatYuan } from '../money';
import { NO_BANK_FILTER, toBankDetailParams, type BankFilter, type Tristate } from './bankFilter';
import { useBankColumns, type BankColumnKey } from './bankColumns';
import { CorrectDialog } from './CorrectDialog';

// As a bank statement reads: when, how much in and out, the balance, with whom and what for; the
// account and the claim and correction marks after.
const COLUMNS: readonly BankColumnKey[] = [
  'dateTime',
  'income',
  'pay',
  'balance',
  'otherSideName',
  'summary',
  'account',
  'accountUnit',
  'otherSideAccount',
  'otherSideUnit',
  'matter',
  'isNeedClaim',
  'claimTotal',
  'needClaimTotal',
  'isChangeAccount',
  'isCorrect',
  'correctedBy',
  'correctedAt',
  'memo',
];

function BankFilterBar({
  initial,
  onSearch,
}: {
  initial: BankFilter;
  onSearch: (filter: BankFilter) => void;
}) {
  const { t } = useTranslation();
  const tristateOptions = [
    { value: 'all', label: t('finance.all') },
    { value: 'yes', label: t('finance.yes') },
    { value: 'no', label: t('finance.no') },
  ];
  return (
    <FilterBar<BankFilter>
      label={t('finance.filter.label')}
      empty={NO_BANK_FILTER}
      initial={initial}
      onSearch={onSearch}
    >
      {({ draft, change }) => (
        <>
          <AccountSelect value={draft.accountId} onChange={change('accountId')} />
          <DateRangePicker
            label={t('finance.filter.period')}
            value={draft.period}
            onChange={change('period')}
            isClearable
          />
          <Input
            label={t('finance.filter.keyword')}
            placeholder={t('finance.filter.keywordPlaceholder')}
            width="middle"
            value={draft.keyword}
            onChange={change('keyword')}
          />
          <Select
            label={t('finance.filter.direction')}
            width="short"
            options={[
              { value: 'all', label: t('finance.all') },
              { value: 'in', label: t('finance.filter.in') },
              { value: 'out', label: t('finance.filter.out') },
            ]}
            value={draft.direction}
            onChange={(value) => change('direction')((value ?? 'all') as BankFilter['direction'])}
          />
          <Select
            label={t('finance.filter.needClaim')}
            width="short"
            options={tristateOptions}
            value={draft.needClaim}
            onChange={(value) => change('needClaim')((value ?? 'all') as Tristate)}
          />
          <Select
            label={t('finance.filter.corrected')}
            width="short"
            options={tristateOptions}
            value={draft.corrected}
            onChange={(value) => change('corrected')((value ?? 'all') as Tristate)}
          />
        </>
      )}
    </FilterBar>
  );
}

/**
 * 银行资金 (/bank-funds/list): the company's bank statement rows, newest first, searched by
 * account, period, text, in/out, claim and correction, with the totals of the whole search; rows
 * are corrected in place and statements imported from Excel or CSV.
 */
export default function BankFundsPage() {
  const { t } = useTranslation();
  const canImport = useCan('finance:bank:import');
  const canCorrect = useCan('finance:bank:correct');
  const [filter, setFilter] = useState<BankFilter>(NO_BANK_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [correcting, setCorrecting] = useState<BankDetail | null>(null);
  const [isImporting, setImporting] = useState(false);
  const params = useMemo(() => toBankDetailParams(filter), [filter]);
  const page = useBankDetailPage(params, pageNo);
  const rows = page.data?.data ?? [];

  const search = useCallback((next: BankFilter) => {
    setFilter(next);
    setPageNo(1);
  }, []);

  const actions = useMemo(() => {
    const list: RowAction<BankDetail>[] = [];
    if (canCorrect) {
      list.push({ id: 'correct', label: t('finance.funds.correct'), onPress: setCorrecting });
    }
    return list;
  }, [canCorrect, t]);
  const columns = useBankColumns(COLUMNS, actions, 80);
  const totals = page.data?.totals;
  const pageTotals = page.data?.pageTotals;

  return (
    <AdminPage
      title={t('finance.funds.heading')}
      actionsLabel={t('finance.funds.actions')}
      actions={
        canImport ? (
          <Button variant="primary" onPress={() => setImporting(true)}>
            {t('finance.funds.import')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <BankFilterBar initial={filter} onSearch={search} />
        </PanelHeader>
        <TotalsLine role="status" aria-live="polite">
          {totals ? (
            <span>
              {t('finance.funds.totals', {
                count: page.data?.total ?? 0,
                income: formatYuan(totals.income),
                pay: formatYuan(totals.pay),
              })}
            </span>
          ) : null}
          {pageTotals && (page.data?.total ?? 0) > FINANCE_PAGE_SIZE ? (
            <span>
              {t('finance.funds.pageTotals', {
                income: formatYuan(pageTotals.income),
                pay: formatYuan(pageTotals.pay),
              })}
            </span>
          ) : null}
        </TotalsLine>
        <DataGrid<BankDetail>
          aria-label={t('finance.funds.grid')}
          columns={columns}
          rows={rows}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('finance.funds.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={FINANCE_PAGE_SIZE}
          onPageChange={setPageNo}
          persistKey="finance-bank-funds"
          columnChooser
        />
      </Panel>
      {correcting ? <CorrectDialog row={correcting} onClose={() => setCorrecting(null)} /> : null}
      {isImporting ? (
        <BankImportDialog defaultAccountId={filter.accountId} onClose={() => setImporting(false)} />
      ) : null}
    </AdminPage>
  );
}
