import { DateRangePicker, type IsoDateRange } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../admin/shared/FilterBar';
import { AccountSelect } from '../financeShared';
import type { Period } from '../financeQueries';

export interface PeriodFilter {
  accountId: string | null;
  period: IsoDateRange;
}

export function toPeriod(filter: PeriodFilter): Period {
  return {
    ...(filter.accountId ? { accountId: filter.accountId } : {}),
    dateFrom: filter.period.start,
    dateTo: filter.period.end,
  };
}

export interface PeriodBarProps {
  label: string;
  /** What 重置 returns to: the report's default period, all accounts. */
  empty: PeriodFilter;
  initial: PeriodFilter;
  onSearch: (filter: PeriodFilter) => void;
}

/** The reports' search bar: an account (or all) and a period, which a report always has. */
export function PeriodBar({ label, empty, initial, onSearch }: PeriodBarProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<PeriodFilter> label={label} empty={empty} initial={initial} onSearch={onSearch}>
      {({ draft, change }) => (
        <>
          <AccountSelect value={draft.accountId} onChange={change('accountId')} />
          <DateRangePicker
            label={t('finance.filter.period')}
            value={draft.period}
            onChange={(value) => {
              // A report needs a period: clearing it keeps the one there was.
              if (value) change('period')(value);
            }}
          />
        </>
      )}
    </FilterBar>
  );
}
