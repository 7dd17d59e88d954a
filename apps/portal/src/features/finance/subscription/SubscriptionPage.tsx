import type { BankDetail } from '@ccms/api-client';
import { DataGrid, type RowAction } from '@ccms/data-grid';
import {
  Checkbox,
  ConfirmDialog,
  DateRangePicker,
  Input,
  toast,
  type IsoDateRange,
} from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { FilterBar } from '../../admin/shared/FilterBar';
import { useCan } from '../../admin/shared/useCan';
import { AccountSelect, TotalsLine } from '../financeShared';
import {
  FINANCE_PAGE_SIZE,
  useSetNeedClaim,
  useSubscriptionPage,
  type SubscriptionParams,
} from '../financeQueries';
import { useBankColumns, type BankColumnKey } from '../funds/bankColumns';
import { formatYuan } from '../money';
import { ClaimDialog } from './ClaimDialog';
import { ClaimsDialog } from './ClaimsDialog';

interface SubscriptionFilter {
  accountId: string | null;
  period: IsoDateRange | null;
  keyword: string;
  all: boolean;
}

const NO_FILTER: SubscriptionFilter = { accountId: null, period: null, keyword: '', all: false };

function toParams(filter: SubscriptionFilter): SubscriptionParams {
  const params: SubscriptionParams = {};
  if (filter.accountId) params.accountId = filter.accountId;
  if (filter.period) {
    params.dateFrom = filter.period.start;
    params.dateTo = filter.period.end;
  }
  if (filter.keyword.trim()) params.keyword = filter.keyword.trim();
  if (filter.all) params.all = true;
  return params;
}

const COLUMNS: readonly BankColumnKey[] = [
  'dateTime',
  'income',
  'needClaimTotal',
  'claimTotal',
  'otherSideName',
  'summary',
  'account',
  'otherSideAccount',
  'memo',
];

type Overlay =
  | { kind: 'claim'; row: BankDetail }
  | { kind: 'claims'; row: BankDetail }
  | { kind: 'noClaim'; row: BankDetail };

/**
 * 资金认领 (/bank-subscription/list): income still to claim, newest first. A row is claimed to a
 * contract (in parts if need be), its claims listed and undone, or marked as needing no claim.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const canClaim = useCan('finance:bank:claim');
  const [filter, setFilter] = useState<SubscriptionFilter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const params = useMemo(() => toParams(filter), [filter]);
  const page = useSubscriptionPage(params, pageNo);
  const setNeedClaim = useSetNeedClaim();

  const search = useCallback((next: SubscriptionFilter) => {
    setFilter(next);
    setPageNo(1);
  }, []);

  const actions = useMemo(() => {
    const list: RowAction<BankDetail>[] = [];
    if (canClaim) {
      list.push({
        id: 'claim',
        label: t('finance.subscription.claim'),
        variant: 'primary',
        isVisible: (row) => row.isNeedClaim && Number(row.needClaimTotal) > 0,
        onPress: (row) => setOverlay({ kind: 'claim', row }),
      });
    }
    list.push({
      id: 'claims',
      label: t('finance.subscription.claims'),
      isVisible: (row) => Number(row.claimTotal) > 0,
      onPress: (row) => setOverlay({ kind: 'claims', row }),
    });
    if (canClaim) {
      list.push({
        id: 'noClaim',
        label: t('finance.subscription.noClaim'),
        isVisible: (row) => row.isNeedClaim && Number(row.claimTotal) === 0,
        onPress: (row) => setOverlay({ kind: 'noClaim', row }),
      });
      list.push({
        id: 'needClaim',
        label: t('finance.subscription.needClaim'),
        isVisible: (row) => !row.isNeedClaim,
        onPress: (row) =>
          void setNeedClaim
            .mutateAsync({ id: row.id, isNeedClaim: true })
            .then(() => toast.success(t('finance.subscription.needClaimDone')))
            .catch(() => undefined),
      });
    }
    return list;
  }, [canClaim, setNeedClaim, t]);
  const columns = useBankColumns(COLUMNS, actions, 230);
  const close = useCallback(() => setOverlay(null), []);

  return (
    <AdminPage title={t('finance.subscription.heading')}>
      <Panel>
        <PanelHeader>
          <FilterBar<SubscriptionFilter>
            label={t('finance.filter.label')}
            empty={NO_FILTER}
            initial={filter}
            onSearch={search}
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
                <Checkbox isSelected={draft.all} onChange={change('all')}>
                  {t('finance.subscription.showAll')}
                </Checkbox>
              </>
            )}
          </FilterBar>
        </PanelHeader>
        <TotalsLine role="status" aria-live="polite">
          {page.data ? (
            <span>
              {t('finance.subscription.total', {
                amount: formatYuan(page.data.needClaimTotal),
              })}
            </span>
          ) : null}
        </TotalsLine>
        <DataGrid<BankDetail>
          aria-label={t('finance.subscription.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('finance.subscription.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={FINANCE_PAGE_SIZE}
          onPageChange={setPageNo}
          persistKey="finance-subscription"
        />
      </Panel>
      {overlay?.kind === 'claim' ? <ClaimDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'claims' ? <ClaimsDialog row={overlay.row} onClose={close} /> : null}
      {overlay?.kind === 'noClaim' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          title={t('finance.subscription.noClaimTitle')}
          okText={t('finance.subscription.noClaim')}
          cancelText={t('admin.cancel')}
          message={t('finance.subscription.noClaimNote')}
          onConfirm={() =>
            setNeedClaim.mutateAsync({ id: overlay.row.id, isNeedClaim: false }).then(
              () => {
                toast.success(t('finance.subscription.noClaimDone'));
              },
              () => undefined,
            )
          }
        />
      ) : null}
    </AdminPage>
  );
}
