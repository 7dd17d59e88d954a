// The tree-table's rows as a tree, free of React and the DOM: index, visible rows, expansion.

/** A row of a tree-table; the app's rows extend it with their own fields. */
export interface TreeRow {
  id: string;
  /** `null` (or an id that is not among the rows) makes it a top-level row. */
  parentId: string | null;
  /** Position among its siblings; lower comes first. */
  order: number;
  /** Marks a lazy row whose children are not loaded yet. */
  hasChildren?: boolean;
}

export interface TreeIndex<Row extends TreeRow> {
  byId: ReadonlyMap<string, Row>;
  /** Children of each row by parent id (`null` = top level), sorted by `order`. */
  children: ReadonlyMap<string | null, readonly Row[]>;
  /** Parent of each row, `null` at the top level (dangling parent ids count as top level). */
  parents: ReadonlyMap<string, string | null>;
  /** 0 at the top level; rows in a parent cycle are unreachable and have none. */
  depths: ReadonlyMap<string, number>;
}

const NO_ROWS: readonly never[] = [];

/** Indexes the rows in O(n) (plus sorting sibling lists that arrive out of order). */
export function buildTreeIndex<Row extends TreeRow>(rows: readonly Row[]): TreeIndex<Row> {
  const byId = new Map<string, Row>();
  for (const row of rows) byId.set(row.id, row);
  const children = new Map<string | null, Row[]>();
  const parents = new Map<string, string | null>();
  for (const row of byId.values()) {
    const declared = row.parentId;
    const parentId = declared !== null && byId.has(declared) ? declared : null;
    parents.set(row.id, parentId);
    const siblings = children.get(parentId);
    if (siblings) siblings.push(row);
    else children.set(parentId, [row]);
  }
  for (const siblings of children.values()) {
    // Rows usually arrive in order: check in one pass before paying for a sort (which is stable).
    let sorted = true;
    for (let i = 1; i < siblings.length && sorted; i++) {
      if (siblings[i - 1]!.order > siblings[i]!.order) sorted = false;
    }
    if (!sorted) siblings.sort((a, b) => a.order - b.order);
  }
  const depths = new Map<string, number>();
  // Breadth-first from the top: each row's depth is computed once, never by walking up.
  const queue: (string | null)[] = [null];
  for (let head = 0; head < queue.length; head++) {
    const parentId = queue[head]!;
    const depth = parentId === null ? 0 : depths.get(parentId)! + 1;
    for (const child of children.get(parentId) ?? NO_ROWS) {
      depths.set(child.id, depth);
      queue.push(child.id);
    }
  }
  return { byId, children, parents, depths };
}

/**
 * The index after `changed` rows took a new `parentId` or `order` (what `applyMove` reports), in
 * O(affected sibling lists + moved subtrees) besides copying the maps: nothing is re-indexed from
 * the rows. Every changed row must already be in the index (no rows added or removed).
 */
export function updateTreeIndex<Row extends TreeRow>(
  index: TreeIndex<Row>,
  changed: readonly Row[],
): TreeIndex<Row> {
  if (changed.length === 0) return index;
  const byId = new Map(index.byId);
  for (const row of changed) byId.set(row.id, row);
  const affected = new Set<string | null>();
  const reparented: Row[] = [];
  const parentOf = new Map<string, string | null>();
  for (const row of changed) {
    const oldParentId = index.parents.get(row.id) ?? null;
    const declared = row.parentId;
    const parentId = declared !== null && byId.has(declared) ? declared : null;
    parentOf.set(row.id, parentId);
    affected.add(oldParentId);
    affected.add(parentId);
    if (parentId !== oldParentId) reparented.push(row);
  }
  // A reorder among siblings (the usual drop) changes no parent and no depth: those maps are
  // shared with the previous index instead of copied.
  let parents = index.parents;
  let depths = index.depths;
  if (reparented.length > 0) {
    const nextParents = new Map(index.parents);
    for (const row of reparented) nextParents.set(row.id, parentOf.get(row.id)!);
    parents = nextParents;
  }
  const children = new Map<string | null, readonly Row[]>(index.children);
  for (const parentId of affected) {
    const siblings: Row[] = [];
    for (const row of index.children.get(parentId) ?? NO_ROWS) {
      if (parents.get(row.id) === parentId) siblings.push(byId.get(row.id)!);
    }
    for (const row of reparented) if (parents.get(row.id) === parentId) siblings.push(row);
    siblings.sort((a, b) => a.order - b.order);
    if (siblings.length > 0) children.set(parentId, siblings);
    else children.delete(parentId);
  }
  if (reparented.length > 0) {
    // Depths change only under the rows that changed parent.
    const nextDepths = new Map(index.depths);
    for (const moved of reparented) {
      const queue: string[] = [moved.id];
      for (let head = 0; head < queue.length; head++) {
        const id = queue[head]!;
        const parentId = parents.get(id) ?? null;
        const parentDepth = parentId === null ? -1 : nextDepths.get(parentId);
        if (parentDepth === undefined) nextDepths.delete(id);
        else nextDepths.set(id, parentDepth + 1);
        for (const child of children.get(id) ?? NO_ROWS) queue.push(child.id);
      }
    }
    depths = nextDepths;
  }
  return { byId, children, parents, depths };
}

/** The loaded children of a row (`null` = the top-level rows), in order. */
export function childrenOf<Row extends TreeRow>(
  index: TreeIndex<Row>,
  parentId: string | null,
): readonly Row[] {
  return index.children.get(parentId) ?? NO_ROWS;
}

/** A row whose children are promised by `hasChildren` but not loaded yet. */
export function isUnloaded<Row extends TreeRow>(index: TreeIndex<Row>, row: Row): boolean {
  return row.hasChildren === true && !index.children.has(row.id);
}

/** Whether a row can open: it has loaded children or children still to load. */
export function isExpandable<Row extends TreeRow>(index: TreeIndex<Row>, row: Row): boolean {
  return index.children.has(row.id) || row.hasChildren === true;
}

/** Ids of every row with loaded children: what "expand all" opens (lazy rows stay closed). */
export function expandableIds<Row extends TreeRow>(index: TreeIndex<Row>): string[] {
  const ids: string[] = [];
  for (const parentId of index.children.keys()) {
    if (parentId !== null && index.depths.has(parentId)) ids.push(parentId);
  }
  return ids;
}

/** Ids of a row's loaded descendants, depth first. */
export function descendantIds<Row extends TreeRow>(index: TreeIndex<Row>, id: string): string[] {
  const ids: string[] = [];
  const stack = [...childrenOf(index, id)].reverse();
  while (stack.length > 0) {
    const row = stack.pop()!;
    ids.push(row.id);
    const children = childrenOf(index, row.id);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return ids;
}

/** Whether `id` is `ancestorId` or lies under it. O(depth). */
export function isSelfOrDescendant<Row extends TreeRow>(
  index: TreeIndex<Row>,
  id: string,
  ancestorId: string,
): boolean {
  let current: string | null | undefined = id;
  while (current !== null && current !== undefined) {
    if (current === ancestorId) return true;
    current = index.parents.get(current);
  }
  return false;
}

/** Status of a lazy row's children while they load or after loading failed. */
export type TreeLoadStatus = 'loading' | 'error';

export type VisibleTreeRow<Row extends TreeRow> =
  | {
      kind: 'row';
      id: string;
      row: Row;
      parentId: string | null;
      /** 1-based, as aria-level counts. */
      level: number;
      /** 1-based position among its siblings and their count (aria-posinset / aria-setsize). */
      posInSet: number;
      setSize: number;
      isExpandable: boolean;
      isExpanded: boolean;
    }
  /** A placeholder under an expanded lazy row: its children are loading or failed to load. */
  | { kind: TreeLoadStatus; id: string; parentId: string; level: number };

export interface FlattenOptions {
  /** Lazy rows whose children are loading or failed; they show a placeholder row when open. */
  loadStatus?: ReadonlyMap<string, TreeLoadStatus>;
}

/** The rows a person sees, top to bottom, in O(visible rows): collapsed branches are skipped. */
export function flattenVisible<Row extends TreeRow>(
  index: TreeIndex<Row>,
  expandedIds: ReadonlySet<string>,
  { loadStatus }: FlattenOptions = {},
): VisibleTreeRow<Row>[] {
  const visible: VisibleTreeRow<Row>[] = [];
  // An explicit stack of sibling cursors: a 10,000-deep chain must not overflow the call stack.
  const stack: { siblings: readonly Row[]; next: number; parentId: string | null }[] = [
    { siblings: childrenOf(index, null), next: 0, parentId: null },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.siblings.length) {
      stack.pop();
      continue;
    }
    const position = frame.next++;
    const row = frame.siblings[position]!;
    const level = stack.length;
    // One lookup serves both questions: can it open, and what opens under it.
    const children = index.children.get(row.id);
    const expandable = children !== undefined || row.hasChildren === true;
    const isExpanded = expandable && expandedIds.has(row.id);
    visible.push({
      kind: 'row',
      id: row.id,
      row,
      parentId: frame.parentId,
      level,
      posInSet: position + 1,
      setSize: frame.siblings.length,
      isExpandable: expandable,
      isExpanded,
    });
    if (!isExpanded) continue;
    if (children) {
      stack.push({ siblings: children, next: 0, parentId: row.id });
    } else {
      const status = loadStatus?.get(row.id);
      if (status) {
        visible.push({
          kind: status,
          id: `${row.id}\u0000${status}`,
          parentId: row.id,
          level: level + 1,
        });
      }
    }
  }
  return visible;
}
