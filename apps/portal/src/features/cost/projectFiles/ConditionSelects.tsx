import type { ProjectConditionKind } from '@ccms/api-client';
import { Select } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { CONDITION_KINDS, type ConditionValues } from './conditionParams';
import { useConditionChoices } from './projectFileQueries';

interface ConditionSelectProps {
  kind: ProjectConditionKind;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** One condition kind: a searchable multiple select of the library's choices with their counts. */
function ConditionSelect({ kind, value, onChange }: ConditionSelectProps) {
  const { t } = useTranslation();
  const choices = useConditionChoices(kind);
  const options = (choices.data ?? []).map((choice) => ({
    value: choice.value,
    label: t('costProjectFiles.condition.choice', { label: choice.label, count: choice.count }),
  }));
  // A saved search may name a value the library no longer offers: keep it visible and removable.
  for (const chosen of value)
    if (!options.some((option) => option.value === chosen))
      options.push({ value: chosen, label: chosen });
  return (
    <Select
      selectionMode="multiple"
      isSearchable
      label={t(`costProjectFiles.condition.${kind}`)}
      placeholder={t('costProjectFiles.condition.any')}
      width="middle"
      options={options}
      value={[...value]}
      onChange={(keys) => onChange(keys.map(String))}
    />
  );
}

export interface ConditionSelectsProps {
  value: ConditionValues;
  onChange: (value: ConditionValues) => void;
}

/**
 * The search panel's library conditions (spec 001 §2): subjects, bills, materials, indicators and
 * the relativity and expand rules flagged by the latest check; a project matches any choice of a
 * kind and every kind chosen.
 */
export function ConditionSelects({ value, onChange }: ConditionSelectsProps) {
  return (
    <>
      {CONDITION_KINDS.map((kind) => (
        <ConditionSelect
          key={kind}
          kind={kind}
          value={value[kind] ?? []}
          onChange={(chosen) => onChange({ ...value, [kind]: chosen })}
        />
      ))}
    </>
  );
}
