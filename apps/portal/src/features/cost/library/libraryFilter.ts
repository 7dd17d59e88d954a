import type { CostFileType, CostKind, ProjectSearchParams } from '@ccms/api-client';
import type { IsoDateRange } from '@ccms/ui';
import {
  conditionParams,
  conditionValues,
  type ConditionValues,
} from '../projectFiles/conditionParams';

/** The condition panel's fields as typed; applied with 搜索. */
export interface LibraryFilter {
  searchContent: string;
  searchProjectKind: CostKind | null;
  /** The project-kind tree's chosen ids: [kind1, kind2] ('' for none). */
  kinds: readonly string[];
  fileType: CostFileType | null;
  region: string;
  priceDate: IsoDateRange | null;
  onlyWithErrors: boolean;
  /** The library conditions (subjects, bills, materials, indicators, flagged rules). */
  conditions: ConditionValues;
}

export const NO_LIBRARY_FILTER: LibraryFilter = {
  searchContent: '',
  searchProjectKind: null,
  kinds: [],
  fileType: null,
  region: '',
  priceDate: null,
  onlyWithErrors: false,
  conditions: {},
};

export const COST_KINDS: readonly CostKind[] = [
  'residential-multi',
  'residential-high',
  'office-high',
  'basement',
];
export const FILE_TYPES: readonly CostFileType[] = ['control', 'bid', 'settlement'];

/** The filter as the contract's condition: empty parts left out. */
export function toSearchParams(filter: LibraryFilter): ProjectSearchParams {
  const searchContent = filter.searchContent.trim();
  const region = filter.region.trim();
  const [kind1, kind2] = filter.kinds;
  return {
    ...(searchContent ? { searchContent } : {}),
    ...(filter.searchProjectKind ? { searchProjectKind: filter.searchProjectKind } : {}),
    ...(kind1 ? { kind1 } : {}),
    ...(kind1 && kind2 ? { kind2 } : {}),
    ...(filter.fileType ? { fileType: filter.fileType } : {}),
    ...(region ? { region } : {}),
    ...(filter.priceDate
      ? { priceDateFrom: filter.priceDate.start, priceDateTo: filter.priceDate.end }
      : {}),
    ...(filter.onlyWithErrors ? { hasErrors: true } : {}),
    ...conditionParams(filter.conditions),
  };
}

/** A saved condition back in the panel's fields. */
export function fromSearchParams(params: ProjectSearchParams): LibraryFilter {
  const { priceDateFrom, priceDateTo } = params;
  return {
    searchContent: params.searchContent ?? '',
    searchProjectKind: params.searchProjectKind ?? null,
    kinds: params.kind1 ? [params.kind1, params.kind2 ?? ''] : [],
    fileType: params.fileType ?? null,
    region: params.region ?? '',
    priceDate:
      priceDateFrom || priceDateTo
        ? { start: priceDateFrom ?? priceDateTo!, end: priceDateTo ?? priceDateFrom! }
        : null,
    onlyWithErrors: params.hasErrors === true,
    conditions: conditionValues(params),
  };
}
