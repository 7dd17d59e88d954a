import type { BankAccount } from '@ccms/api-client';
import { Select, type IsoDateRange } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAllBankAccounts } from './financeQueries';

// Pieces the finance pages share: the account select, the totals line and the default periods.

export interface AccountSelectProps {
  value: string | null;
  onChange: (accountId: string | null) => void;
  /** The select's label; defaults to 账户. */
  label?: string;
  /** Offer "all accounts" (a filter) rather than requiring one (an import target). */
  allowAll?: boolean;
  errorMessage?: string | undefined;
  isRequired?: boolean;
}

/** The account name and number as people tell accounts apart. */
export function accountLabel(account: Pick<BankAccount, 'accountName' | 'accountNo'>): string {
  return `${account.accountName} ${account.accountNo}`;
}

/** A select of the company's bank accounts (name and number). */
export function AccountSelect({
  value,
  onChange,
  label,
  allowAll = true,
  errorMessage,
  isRequired,
}: AccountSelectProps) {
  const { t } = useTranslation();
  const accounts = useAllBankAccounts().data ?? [];
  return (
    <Select
      label={label ?? t('finance.filter.account')}
      placeholder={allowAll ? t('finance.allAccounts') : undefined}
      width="long"
      isClearable={allowAll}
      isRequired={isRequired}
      errorMessage={errorMessage}
      options={accounts.map((account) => ({ value: account.id, label: accountLabel(account) }))}
      value={value}
      onChange={(next) => onChange(next === null ? null : String(next))}
    />
  );
}

/** A line of figures under a list's toolbar (totals), read out when it changes. */
export const TotalsLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.text.regular};
  font-variant-numeric: tabular-nums;
`;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** From the first of this month to today (local calendar). */
export function thisMonth(today = new Date()): IsoDateRange {
  return {
    start: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)),
    end: isoDay(today),
  };
}

/** The last `days` days up to today, today included. */
export function lastDays(days: number, today = new Date()): IsoDateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { start: isoDay(start), end: isoDay(today) };
}
