import { useControllableState } from '@ccms/ui';
import { useCallback, useState } from 'react';
import { EMPTY_COLUMN_STATE, parseColumnState, type ColumnState } from '../core/columnState';

export interface UseColumnStateParams {
  columnState?: ColumnState | undefined;
  defaultColumnState?: ColumnState | undefined;
  onColumnStateChange?: ((state: ColumnState) => void) | undefined;
  /** Remembers the state in localStorage under this table's name. */
  persistKey?: string | undefined;
}

/** The localStorage key of a table's remembered columns. */
export function columnStateStorageKey(persistKey: string): string {
  return `ccms.dataGrid.columns.${persistKey}`;
}

// Storage may be missing (SSR), blocked (privacy mode) or full: the grid then simply forgets.
function readStored(persistKey: string | undefined): ColumnState | undefined {
  if (!persistKey) return undefined;
  try {
    return parseColumnState(globalThis.localStorage?.getItem(columnStateStorageKey(persistKey)));
  } catch {
    return undefined;
  }
}

function writeStored(persistKey: string | undefined, state: ColumnState): void {
  if (!persistKey) return;
  try {
    globalThis.localStorage?.setItem(columnStateStorageKey(persistKey), JSON.stringify(state));
  } catch {
    // Nothing to do: the state still applies for this visit.
  }
}

/** Column order, widths, pins and hidden columns: controlled, uncontrolled, optionally remembered. */
export function useColumnState({
  columnState,
  defaultColumnState,
  onColumnStateChange,
  persistKey,
}: UseColumnStateParams): [ColumnState, (state: ColumnState) => void] {
  const [initial] = useState(
    () => readStored(persistKey) ?? defaultColumnState ?? EMPTY_COLUMN_STATE,
  );
  const [state, setState] = useControllableState({
    value: columnState,
    defaultValue: initial,
    onChange: onColumnStateChange,
  });
  const update = useCallback(
    (next: ColumnState) => {
      writeStored(persistKey, next);
      setState(next);
    },
    [persistKey, setState],
  );
  return [state, update];
}
