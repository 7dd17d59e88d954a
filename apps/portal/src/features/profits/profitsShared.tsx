import type { ProfitsPeriod } from '@ccms/api-client';
import { Radio, RadioGroup, Select } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../admin/shared/FilterBar';
import { useCockpitDepartments } from '../cockpit/cockpitQueries';
import type { MoneyUnit } from '../finance/money';

// Pieces the profit and cost reports share: the month range with the department, and the unit.

export interface MonthFilter {
  startMonth: string;
  endMonth: string;
  departmentId: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** January to this month of this year (local calendar). */
export function thisYear(today = new Date()): MonthFilter {
  return {
    startMonth: `${today.getFullYear()}-01`,
    endMonth: `${today.getFullYear()}-${pad(today.getMonth() + 1)}`,
    departmentId: null,
  };
}

/** The months a report may choose: five years back to December of this year, newest first. */
export function monthOptions(today = new Date()): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  for (let y = today.getFullYear(); y >= today.getFullYear() - 4; y--)
    for (let m = 12; m >= 1; m--) out.push({ value: `${y}-${pad(m)}`, label: `${y}-${pad(m)}` });
  return out;
}

export function toPeriod(filter: MonthFilter): ProfitsPeriod {
  return {
    startMonth: filter.startMonth,
    endMonth: filter.endMonth,
    ...(filter.departmentId ? { departmentId: filter.departmentId } : {}),
  };
}

/** A department select over the company's tree (indented by depth). */
export function DepartmentSelect({
  value,
  onChange,
  allowAll = true,
  isRequired,
  errorMessage,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  allowAll?: boolean;
  isRequired?: boolean;
  errorMessage?: string | undefined;
}) {
  const { t } = useTranslation();
  const departments = useCockpitDepartments().data ?? [];
  return (
    <Select
      label={t('profits.department')}
      placeholder={allowAll ? t('profits.allDepartments') : undefined}
      width="middle"
      isClearable={allowAll}
      isRequired={isRequired}
      errorMessage={errorMessage}
      options={departments.map((d) => ({
        value: d.id,
        label: `${'\u3000'.repeat(d.depth)}${d.name}`,
      }))}
      value={value}
      onChange={(next) => onChange(next === null ? null : String(next))}
    />
  );
}

/** The reports' search bar: a month range (always) and a department (or all). */
export function MonthRangeBar({
  empty,
  initial,
  onSearch,
}: {
  empty: MonthFilter;
  initial: MonthFilter;
  onSearch: (filter: MonthFilter) => void;
}) {
  const { t } = useTranslation();
  const months = monthOptions();
  return (
    <FilterBar<MonthFilter>
      label={t('profits.search')}
      empty={empty}
      initial={initial}
      onSearch={onSearch}
    >
      {({ draft, change }) => (
        <>
          <Select
            label={t('profits.startMonth')}
            width="short"
            options={months}
            value={draft.startMonth}
            onChange={(value) => {
              if (value !== null) change('startMonth')(String(value));
            }}
          />
          <Select
            label={t('profits.endMonth')}
            width="short"
            options={months}
            value={draft.endMonth}
            onChange={(value) => {
              if (value !== null) change('endMonth')(String(value));
            }}
          />
          <DepartmentSelect value={draft.departmentId} onChange={change('departmentId')} />
        </>
      )}
    </FilterBar>
  );
}

export function UnitSwitch({
  unit,
  onChange,
}: {
  unit: MoneyUnit;
  onChange: (unit: MoneyUnit) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={t('profits.unit')}
      orientation="horizontal"
      value={unit}
      onChange={(value) => onChange(value === 'wan' ? 'wan' : 'yuan')}
    >
      <Radio value="yuan">{t('profits.yuan')}</Radio>
      <Radio value="wan">{t('profits.wan')}</Radio>
    </RadioGroup>
  );
}

/** "12.34" → "12.34%", null (no base) → "—". */
export const formatMargin = (value: string | null) => (value === null ? '—' : `${value}%`);
