import type { BankAccount } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, formatBankDateTime, Input, Tag } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { DeleteConfirm } from '../../admin/shared/DeleteConfirm';
import { FilterBar } from '../../admin/shared/FilterBar';
import { useCan } from '../../admin/shared/useCan';
import { FINANCE_PAGE_SIZE, useBankAccountPage, useDeleteBankAccount } from '../financeQueries';
import { formatYuan } from '../money';
import { AccountFormDialog } from './AccountFormDialog';

type Overlay =
  | { kind: 'create' }
  | { kind: 'edit'; account: BankAccount }
  | { kind: 'delete'; account: BankAccount };

/**
 * 银行账户 (/bank-funds/accounts): the company's bank accounts with their current balance and
 * rows; added, edited and deleted by those allowed (the server checks each call).
 */
export default function BankAccountsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('finance:bank:account');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useBankAccountPage(keyword, pageNo);
  const remove = useDeleteBankAccount();
  const close = useCallback(() => setOverlay(null), []);

  const columns = useMemo(() => {
    const list: DataGridColumn<BankAccount>[] = [
      { key: 'accountUnit', title: t('finance.field.accountUnit'), width: 200 },
      { key: 'accountName', title: t('finance.field.accountName'), width: 200 },
      { key: 'accountNo', title: t('finance.field.accountNo'), width: 200 },
      { key: 'bankName', title: t('finance.field.bankName'), width: 180 },
      { key: 'currency', title: t('finance.accounts.currency'), width: 70 },
      {
        key: 'openingBalance',
        title: t('finance.accounts.openingBalance'),
        width: 140,
        align: 'right',
        render: (row) => formatYuan(row.openingBalance),
      },
      {
        key: 'balance',
        title: t('finance.accounts.balance'),
        width: 150,
        align: 'right',
        render: (row) => formatYuan(row.balance),
      },
      { key: 'rowCount', title: t('finance.accounts.rowCount'), width: 90, align: 'right' },
      {
        key: 'lastDateTime',
        title: t('finance.accounts.lastDateTime'),
        width: 170,
        render: (row) => formatBankDateTime(row.lastDateTime),
      },
      {
        key: 'enabled',
        title: t('finance.accounts.status'),
        width: 80,
        exportValue: (row) =>
          row.enabled ? t('finance.accounts.enabled') : t('finance.accounts.disabled'),
        render: (row) =>
          row.enabled ? (
            <Tag status="success">{t('finance.accounts.enabled')}</Tag>
          ) : (
            <Tag status="info">{t('finance.accounts.disabled')}</Tag>
          ),
      },
    ];
    if (canEdit) {
      const actions: RowAction<BankAccount>[] = [
        {
          id: 'edit',
          label: t('finance.accounts.edit'),
          onPress: (account) => setOverlay({ kind: 'edit', account }),
        },
        {
          id: 'delete',
          label: t('finance.accounts.delete'),
          variant: 'danger',
          onPress: (account) => setOverlay({ kind: 'delete', account }),
        },
      ];
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 120,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    }
    return list;
  }, [canEdit, t]);

  return (
    <AdminPage
      title={t('finance.accounts.heading')}
      actionsLabel={t('finance.accounts.actions')}
      actions={
        canEdit ? (
          <Button variant="primary" onPress={() => setOverlay({ kind: 'create' })}>
            {t('finance.accounts.create')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FilterBar<string>
            label={t('finance.accounts.searchLabel')}
            empty=""
            initial={keyword}
            onSearch={(next) => {
              setKeyword(next.trim());
              setPageNo(1);
            }}
          >
            {({ draft, setDraft }) => (
              <Input
                label={t('finance.accounts.keyword')}
                placeholder={t('finance.accounts.keywordPlaceholder')}
                width="middle"
                value={draft}
                onChange={setDraft}
              />
            )}
          </FilterBar>
        </PanelHeader>
        <DataGrid<BankAccount>
          aria-label={t('finance.accounts.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('finance.accounts.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={FINANCE_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {overlay?.kind === 'create' ? <AccountFormDialog account={null} onClose={close} /> : null}
      {overlay?.kind === 'edit' ? (
        <AccountFormDialog account={overlay.account} onClose={close} />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('finance.accounts.deleteTitle')}
          name={`${overlay.account.accountName} ${overlay.account.accountNo}`}
          note={t('finance.accounts.deleteNote')}
          run={() => remove.mutateAsync(overlay.account)}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}
