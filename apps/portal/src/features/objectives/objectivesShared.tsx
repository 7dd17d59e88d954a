import { OBJECTIVE_MEASURES, type ObjectiveLight, type ObjectiveMeasure } from '@ccms/api-client';
import { Radio, RadioGroup, Select } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// Pieces both 经营目标 pages share: the year select, the measure switch, the editable sheet.

/** Last year, this year and next year, newest first. */
export function yearOptions(today = new Date()) {
  const year = today.getFullYear();
  return [year + 1, year, year - 1, year - 2].map((y) => ({ value: y, label: String(y) }));
}

export function YearSelect({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('objectives.year')}
      width="short"
      options={yearOptions()}
      value={year}
      onChange={(value) => {
        if (value !== null) onChange(Number(value));
      }}
    />
  );
}

export function MeasureSwitch({
  measure,
  onChange,
  label,
}: {
  measure: ObjectiveMeasure;
  onChange: (measure: ObjectiveMeasure) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={label}
      orientation="horizontal"
      value={measure}
      onChange={(value) => {
        const next = OBJECTIVE_MEASURES.find((m) => m === value);
        if (next) onChange(next);
      }}
    >
      {OBJECTIVE_MEASURES.map((m) => (
        <Radio key={m} value={m}>
          {t(`objectives.measures.${m}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** A decimal with at most two places (commas allowed) in cents; null when it is not one. */
export function toCents(value: string): bigint | null {
  const text = value.trim().replace(/,/g, '');
  const match = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

/** Cents as a plain decimal string with two places. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** "12.34" → "12.34%", null (no base) → "—". */
export const formatPercent = (value: string | null) => (value === null ? '—' : `${value}%`);

const LIGHT_COLOURS: Record<ObjectiveLight, string> = {
  green: '#2e7d32',
  yellow: '#8a6100',
  red: '#c62828',
  none: '#555',
};

const LightBadge = styled.span<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ $colour }) => $colour};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ $colour }) => $colour};
  }
`;

/** The traffic light with its words (the colour alone tells nothing to some people). */
export function Light({ light }: { light: ObjectiveLight }) {
  const { t } = useTranslation();
  return <LightBadge $colour={LIGHT_COLOURS[light]}>{t(`objectives.lights.${light}`)}</LightBadge>;
}

export const Sheet = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  font-variant-numeric: tabular-nums;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.background.page};
    font-weight: 600;
  }
  td.number {
    text-align: right;
  }
  tr.total td,
  tr.total th {
    font-weight: 600;
  }
  input {
    width: 8rem;
    text-align: right;
    font: inherit;
    padding: 2px 4px;
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger.base};
  }
`;

export const Scroll = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

export const Problems = styled.ul`
  color: ${({ theme }) => theme.colors.danger.base};
  margin: ${({ theme }) => theme.spacing.xs} 0;
`;

/** A parent department's target rolled up from its children (下级汇总), above its own input. */
export const Rolled = styled.span`
  display: block;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
