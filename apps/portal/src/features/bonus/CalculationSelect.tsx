import type { BonusCalculationStatus } from '@ccms/api-client';
import { Select } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { yuan } from './bonusFormat';
import { useBonusCalculations } from './bonusQueries';

/** The calculations a page acts on (newest 200 of the given statuses), as one select. */
export function CalculationSelect({
  label,
  statuses,
  value,
  onChange,
}: {
  label: string;
  statuses: readonly BonusCalculationStatus[];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const list = useBonusCalculations(statuses.length === 1 ? { status: statuses[0]! } : {}, 1, 200);
  const rows = (list.data?.data ?? []).filter((row) => statuses.includes(row.status));
  return (
    <Select
      label={label}
      width="long"
      value={value ?? ''}
      onChange={(next) => onChange(next ? String(next) : null)}
      options={[
        { value: '', label: t('bonus.adjust.pick') },
        ...rows.map((row) => ({
          value: row.id,
          label: `${row.contractCode} ${row.contractName} · ${row.periodFrom} ~ ${row.periodTo} · ${yuan(row.pool)}`,
        })),
      ]}
    />
  );
}
