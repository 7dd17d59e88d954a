import type { ProjectConditionKind, ProjectSearchParams } from '@ccms/api-client';

/** The search panel's chosen condition values per kind (spec 001 §2 condition panel). */
export type ConditionValues = Readonly<Partial<Record<ProjectConditionKind, readonly string[]>>>;

export const CONDITION_KINDS: readonly ProjectConditionKind[] = [
  'subject',
  'bill',
  'material',
  'items',
  'relativity',
  'expand',
];

type ConditionParam =
  'subjectCodes' | 'billCodes' | 'materialCodes' | 'items' | 'relativity' | 'expand';

const PARAM: Record<ProjectConditionKind, ConditionParam> = {
  subject: 'subjectCodes',
  bill: 'billCodes',
  material: 'materialCodes',
  items: 'items',
  relativity: 'relativity',
  expand: 'expand',
};

/** The chosen values as the search's params (kinds without a choice left out). */
export function conditionParams(values: ConditionValues): Partial<ProjectSearchParams> {
  const params: Partial<Record<ConditionParam, string[]>> = {};
  for (const kind of CONDITION_KINDS) {
    const chosen = values[kind];
    if (chosen?.length) params[PARAM[kind]] = [...chosen];
  }
  return params;
}

/** A saved search's params back as chosen values. */
export function conditionValues(params: ProjectSearchParams): ConditionValues {
  const values: Partial<Record<ProjectConditionKind, readonly string[]>> = {};
  for (const kind of CONDITION_KINDS) {
    const chosen = params[PARAM[kind]];
    if (chosen?.length) values[kind] = chosen;
  }
  return values;
}
