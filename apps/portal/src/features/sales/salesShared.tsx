import { formatDecimal, formatTenThousandYuan, Select } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// What the sales pages share: money in 元 and 万元, percentages, the year select and a stat row.

/** 万元 with 2 decimals (summaries). */
export const wan = (value: string | null | undefined) =>
  value === null || value === undefined ? '' : formatTenThousandYuan(value);
/** 元 with thousands commas and 2 decimals. */
export const yuan = (value: string | null | undefined) => formatDecimal(value, 2);
/** A percent string with its sign, or a dash when there is no base. */
export const pct = (value: string | null | undefined) =>
  value === null || value === undefined ? '—' : `${value}%`;
/** 万元 as a number for a chart (exact enough for drawing; the tables show the text). */
export const wanNumber = (value: string) => Number(formatTenThousandYuan(value) || 0);

/** This year and the four before it. */
export function recentYears(now: Date = new Date()): number[] {
  return Array.from({ length: 5 }, (_, i) => now.getFullYear() - i);
}

export function YearSelect({
  value,
  onChange,
  allowAll = false,
}: {
  value: number | null;
  onChange: (year: number | null) => void;
  allowAll?: boolean;
}) {
  const { t } = useTranslation();
  const years = recentYears();
  return (
    <Select
      label={t('sales.year')}
      width="short"
      value={value === null ? 'all' : String(value)}
      onChange={(next) => onChange(next === 'all' ? null : Number(next))}
      options={[
        ...(allowAll ? [{ value: 'all', label: t('sales.allYears') }] : []),
        ...years.map((year) => ({ value: String(year), label: t('sales.yearOption', { year }) })),
      ]}
    />
  );
}

/** A row of labelled figures. */
export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.spacing.md};
    border-radius: ${({ theme }) => theme.radius.base};
    background: ${({ theme }) => theme.colors.background.base};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

/** A table that scrolls sideways on narrow screens. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
