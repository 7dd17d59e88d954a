import { useState } from 'react';
import type { DictType } from '@ccms/api-client';
import { useDictTypes, type DictKind } from './dictQueries';

/**
 * The dictionaries of a page and the one chosen: the one the user picked, else the one a link
 * named by code (?type=), else the first. A deleted choice falls back the same way.
 */
export function useChosenType(kind: DictKind | undefined, linkedCode: string | null) {
  const types = useDictTypes(kind);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list: readonly DictType[] | undefined = types.data;
  const selected =
    list?.find((type) => type.id === chosenId) ??
    list?.find((type) => type.code === linkedCode) ??
    list?.[0];
  return { types: list, selected, select: setChosenId, isLoading: types.isLoading };
}
