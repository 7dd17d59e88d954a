import type { BankDetail } from '@ccms/api-client';
import { rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { formatBankDateTime, Tag } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../money';

/** Which of the bank row's columns a list shows, in order. */
export type BankColumnKey =
  | 'dateTime'
  | 'accountUnit'
  | 'account'
  | 'otherSideName'
  | 'otherSideAccount'
  | 'otherSideUnit'
  | 'summary'
  | 'matter'
  | 'income'
  | 'pay'
  | 'balance'
  | 'claimTotal'
  | 'needClaimTotal'
  | 'isNeedClaim'
  | 'isChangeAccount'
  | 'isCorrect'
  | 'correctedBy'
  | 'correctedAt'
  | 'memo';

function money(key: 'income' | 'pay' | 'balance' | 'claimTotal' | 'needClaimTotal') {
  return {
    align: 'right' as const,
    width: 130,
    sortValue: (row: BankDetail) => Number(row[key] ?? 0),
    exportValue: (row: BankDetail) => row[key] ?? '',
    render: (row: BankDetail) => formatYuan(row[key]),
  };
}

/** The bank row's columns (spec 001 §3): dates YYYY/MM/DD, money right aligned with 2 decimals. */
export function useBankColumns(
  keys: readonly BankColumnKey[],
  actions: readonly RowAction<BankDetail>[],
  actionsWidth = 120,
): DataGridColumn<BankDetail>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const all: Record<BankColumnKey, DataGridColumn<BankDetail>> = {
      dateTime: {
        key: 'dateTime',
        title: t('finance.field.dateTime'),
        width: 170,
        render: (row) => formatBankDateTime(row.dateTime),
        exportValue: (row) => formatBankDateTime(row.dateTime),
      },
      accountUnit: { key: 'accountUnit', title: t('finance.field.accountUnit'), width: 180 },
      account: {
        key: 'account',
        title: t('finance.field.accountName'),
        width: 240,
        sortValue: (row) => row.accountNo,
        exportValue: (row) => `${row.accountName} ${row.accountNo}`,
        render: (row) => `${row.accountName} ${row.accountNo}`,
      },
      otherSideName: { key: 'otherSideName', title: t('finance.field.otherSideName'), width: 200 },
      otherSideAccount: {
        key: 'otherSideAccount',
        title: t('finance.field.otherSideAccount'),
        width: 180,
      },
      otherSideUnit: { key: 'otherSideUnit', title: t('finance.field.otherSideUnit'), width: 160 },
      summary: { key: 'summary', title: t('finance.field.summary'), width: 160 },
      matter: { key: 'matter', title: t('finance.field.matter'), width: 140 },
      income: { key: 'income', title: t('finance.field.income'), ...money('income') },
      pay: { key: 'pay', title: t('finance.field.pay'), ...money('pay') },
      balance: { key: 'balance', title: t('finance.field.balance'), ...money('balance') },
      claimTotal: {
        key: 'claimTotal',
        title: t('finance.field.claimTotal'),
        ...money('claimTotal'),
      },
      needClaimTotal: {
        key: 'needClaimTotal',
        title: t('finance.field.needClaimTotal'),
        ...money('needClaimTotal'),
      },
      isNeedClaim: {
        key: 'isNeedClaim',
        title: t('finance.field.isNeedClaim'),
        width: 80,
        render: (row) => (row.isNeedClaim ? t('finance.yes') : t('finance.no')),
      },
      isChangeAccount: {
        key: 'isChangeAccount',
        title: t('finance.field.isChangeAccount'),
        width: 100,
        exportValue: (row) => (row.isChangeAccount ? t('finance.yes') : ''),
        render: (row) =>
          row.isChangeAccount ? (
            <Tag status="info">{t('finance.field.isChangeAccount')}</Tag>
          ) : null,
      },
      isCorrect: {
        key: 'isCorrect',
        title: t('finance.field.isCorrect'),
        width: 90,
        exportValue: (row) => (row.isCorrect ? t('finance.yes') : ''),
        render: (row) =>
          row.isCorrect ? <Tag status="success">{t('finance.funds.corrected')}</Tag> : null,
      },
      correctedBy: {
        key: 'correctedByName',
        title: t('finance.field.correctedBy'),
        width: 100,
        render: (row) => (row.isCorrect ? row.correctedByName : null),
      },
      correctedAt: {
        key: 'correctedAt',
        title: t('finance.field.correctedAt'),
        width: 170,
        render: (row) => (row.isCorrect ? row.correctedAt : null),
      },
      memo: { key: 'memo', title: t('finance.field.memo'), width: 160 },
    };
    const columns = keys.map((key) => all[key]);
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: actionsWidth,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [keys, actions, actionsWidth, t]);
}
