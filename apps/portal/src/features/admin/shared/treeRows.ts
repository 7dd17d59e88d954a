import type { TreeRow } from '@ccms/data-grid';

/** Where a row of a drag-sorted tree now sits: the body the tree save endpoints take. */
export interface TreePlacement {
  id: string;
  parentId: string | null;
  sort: number;
}

/**
 * The shown rows a move changed: every row whose parent or order differs from what the server
 * last sent. A row moved before the server's fresh tree arrived comes again, which is harmless.
 */
export function changedRows<Row extends TreeRow>(
  saved: readonly TreeRow[],
  shown: readonly Row[],
): Row[] {
  const before = new Map(saved.map((row) => [row.id, row]));
  return shown.filter((row) => {
    const old = before.get(row.id);
    return !old || old.parentId !== row.parentId || old.order !== row.order;
  });
}

/**
 * What a drag-sort move must persist (menus, tree dictionaries, …): the changed rows' parent and
 * sort. Pages whose save takes more than that map changedRows themselves (areas).
 */
export function changedPlacements(
  saved: readonly TreeRow[],
  shown: readonly TreeRow[],
): TreePlacement[] {
  return changedRows(saved, shown).map((row) => ({
    id: row.id,
    parentId: row.parentId,
    sort: row.order,
  }));
}

/** The top-level rows that have children: the branches a tree page opens when it opens. */
export function topLevelBranches(rows: readonly TreeRow[]): string[] {
  const parents = new Set(rows.map((row) => row.parentId));
  return rows.filter((row) => row.parentId === null && parents.has(row.id)).map((row) => row.id);
}
