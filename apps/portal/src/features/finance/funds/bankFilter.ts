import type { BankDetailParams } from '@ccms/api-client';
import type { IsoDateRange } from '@ccms/ui';

/** A yes/no filter that can also be left open. */
export type Tristate = 'all' | 'yes' | 'no';

/** The bank-funds list's search fields as the bar holds them. */
export interface BankFilter {
  accountId: string | null;
  period: IsoDateRange | null;
  keyword: string;
  direction: 'all' | 'in' | 'out';
  needClaim: Tristate;
  corrected: Tristate;
}

export const NO_BANK_FILTER: BankFilter = {
  accountId: null,
  period: null,
  keyword: '',
  direction: 'all',
  needClaim: 'all',
  corrected: 'all',
};

const tristate = (value: Tristate): boolean | undefined =>
  value === 'all' ? undefined : value === 'yes';

/** The filter as the list call takes it: only the fields set. */
export function toBankDetailParams(filter: BankFilter): BankDetailParams {
  const params: BankDetailParams = {};
  if (filter.accountId) params.accountId = filter.accountId;
  if (filter.period) {
    params.dateFrom = filter.period.start;
    params.dateTo = filter.period.end;
  }
  const keyword = filter.keyword.trim();
  if (keyword) params.keyword = keyword;
  if (filter.direction !== 'all') params.direction = filter.direction;
  const needClaim = tristate(filter.needClaim);
  if (needClaim !== undefined) params.isNeedClaim = needClaim;
  const corrected = tristate(filter.corrected);
  if (corrected !== undefined) params.isCorrect = corrected;
  return params;
}
