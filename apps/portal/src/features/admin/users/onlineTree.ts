import type { OnlineNode } from '@ccms/api-client';
import type { TreeRow } from '@ccms/data-grid';

// The online tree (departments with their people) as the list shows it, free of React:
// filtering by name or department and status, and the rows of the tree-table.

export type OnlineStatusFilter = 'all' | 'online' | 'offline';

export interface OnlineFilter {
  /** Matches a person's name, or the name of any department above them. */
  keyword: string;
  status: OnlineStatusFilter;
}

/** The page opens on the people signed in now: that is what staff come here to see. */
export const DEFAULT_ONLINE_FILTER: OnlineFilter = { keyword: '', status: 'online' };

/** A row of the tree-table: a department or a person, with the server's node beside it. */
export interface OnlineRow extends TreeRow {
  node: OnlineNode;
  name: string;
}

const contains = (text: string, keyword: string) =>
  keyword === '' || text.toLowerCase().includes(keyword);

function statusMatches(node: OnlineNode, status: OnlineStatusFilter): boolean {
  return status === 'all' || node.online === (status === 'online');
}

function prune(
  nodes: readonly OnlineNode[],
  keyword: string,
  status: OnlineStatusFilter,
  departmentMatched: boolean,
): OnlineNode[] {
  const kept: OnlineNode[] = [];
  for (const node of nodes) {
    const matched = departmentMatched || contains(node.name, keyword);
    if (node.dept) {
      const children = prune(node.children, keyword, status, matched);
      // A department stays only for the people it still holds.
      if (children.length > 0) kept.push({ ...node, children });
    } else if (matched && statusMatches(node, status)) {
      kept.push(node);
    }
  }
  return kept;
}

/** The people the filter asks for, under their departments; without a filter, the whole tree. */
export function filterOnlineTree(
  nodes: readonly OnlineNode[],
  filter: OnlineFilter,
): readonly OnlineNode[] {
  const keyword = filter.keyword.trim().toLowerCase();
  if (keyword === '' && filter.status === 'all') return nodes;
  return prune(nodes, keyword, filter.status, false);
}

/**
 * The tree as tree-table rows. Departments and people come from two tables, so the row id
 * carries the kind: the same id in both can never merge two rows.
 */
export function toOnlineRows(nodes: readonly OnlineNode[]): OnlineRow[] {
  const rows: OnlineRow[] = [];
  const visit = (list: readonly OnlineNode[], parentId: string | null) =>
    list.forEach((node, order) => {
      const id = `${node.dept ? 'dept' : 'user'}:${node.id}`;
      rows.push({ id, parentId, order, node, name: node.name });
      visit(node.children, id);
    });
  visit(nodes, null);
  return rows;
}

/** The rows that have children: opened all at once after each search. */
export function parentRowIds(rows: readonly OnlineRow[]): string[] {
  const parents = new Set(rows.map((row) => row.parentId));
  return rows.filter((row) => parents.has(row.id)).map((row) => row.id);
}
