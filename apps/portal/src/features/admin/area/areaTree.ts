// The company's areas as tree-table rows, and what a form or a move needs of them: pure, so the
// page, the dialog and the moves share one answer and it is tested without a DOM.
import type { AreaNode, AreaSave } from '@ccms/api-client';
import type { TreeRow } from '@ccms/data-grid';
import { changedRows } from '../shared/treeRows';

/** An area as a tree-table row: the server's node without children; `order` starts as `sort`. */
export interface AreaRow extends TreeRow, Omit<AreaNode, 'children'> {
  parentId: string | null;
}

/** The tree depth first, in the server's order. */
export function areaRows(nodes: readonly AreaNode[]): AreaRow[] {
  const rows: AreaRow[] = [];
  const visit = (node: AreaNode) => {
    const { children, ...fields } = node;
    rows.push({ ...fields, order: node.sort });
    children.forEach(visit);
  };
  nodes.forEach(visit);
  return rows;
}

/** Each area's place as text, by id: 华东 / 上海 / 浦东新区. */
export function areaPaths(rows: readonly AreaRow[]): Map<string, string> {
  const paths = new Map<string, string>();
  // Rows come depth first, so a parent's path is known before its children's.
  for (const row of rows) {
    const parentPath = row.parentId === null ? undefined : paths.get(row.parentId);
    paths.set(row.id, parentPath === undefined ? row.name : `${parentPath} / ${row.name}`);
  }
  return paths;
}

/** The area and everything beneath it (what its parent may not be). */
export function branchOf(rows: readonly AreaRow[], id: string): Set<string> {
  const branch = new Set([id]);
  for (const row of rows) {
    if (row.parentId !== null && branch.has(row.parentId)) branch.add(row.id);
  }
  return branch;
}

/** The sort a new area takes to come last under its parent. */
export function nextAreaSort(rows: readonly AreaRow[], parentId: string | null): number {
  return rows.reduce(
    (most, row) => (row.parentId === parentId ? Math.max(most, row.order + 1) : most),
    1,
  );
}

/**
 * The rows a search shows: the areas whose name contains the keyword, with their ancestors so
 * each stays in its place. An empty keyword shows everything.
 */
export function matchingAreas(rows: readonly AreaRow[], keyword: string): AreaRow[] {
  const text = keyword.trim().toLowerCase();
  if (!text) return [...rows];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept = new Set<string>();
  for (const row of rows) {
    if (!row.name.toLowerCase().includes(text)) continue;
    for (let at: AreaRow | undefined = row; at && !kept.has(at.id);) {
      kept.add(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
  }
  return rows.filter((row) => kept.has(row.id));
}

/** The ancestor list the spec's form sends: the parent's ancestors and the parent, comma ended. */
export function parentIdsOf(rows: readonly AreaRow[], parentId: string | null): string {
  if (parentId === null) return '';
  const parent = rows.find((row) => row.id === parentId);
  return parent ? `${parent.parentIds}${parent.id},` : '';
}

/**
 * The saves a move needs: every shown area whose parent or order differs from what the server
 * last sent, with its name and its new ancestor list, as the save endpoint takes them.
 */
export function movedAreas(saved: readonly AreaRow[], shown: readonly AreaRow[]): AreaSave[] {
  const known = new Set(saved.map((row) => row.id));
  return changedRows(saved, shown)
    .filter((row) => known.has(row.id))
    .map((row) => ({
      id: row.id,
      parentId: row.parentId,
      parentIds: parentIdsOf(shown, row.parentId),
      name: row.name,
      sort: row.order,
    }));
}
