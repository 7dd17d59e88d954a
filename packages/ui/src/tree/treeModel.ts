// The state logic of Tree, free of React and the DOM: visible rows, cascading checks, search.

export interface TreeNode {
  key: string;
  label: string;
  /** Loaded children; `undefined` on a non-leaf means "not loaded yet" when the tree loads lazily. */
  children?: readonly TreeNode[];
  /** Marks a node without children, so a lazy tree offers no expander. */
  isLeaf?: boolean;
  isDisabled?: boolean;
}

export interface TreeIndexEntry {
  node: TreeNode;
  parentKey: string | null;
  /** 1-based depth, as aria-level counts. */
  level: number;
}

export type TreeIndex = ReadonlyMap<string, TreeIndexEntry>;

export type TreeRow =
  | {
      type: 'node';
      key: string;
      node: TreeNode;
      level: number;
      parentKey: string | null;
      posInSet: number;
      setSize: number;
      hasChildren: boolean;
      isExpanded: boolean;
    }
  /** Shown under a node whose children are being loaded. */
  | { type: 'loading'; key: string; parentKey: string; level: number };

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** Every node by key, with its parent and level. */
export function indexTree(nodes: readonly TreeNode[]): TreeIndex {
  const index = new Map<string, TreeIndexEntry>();
  const visit = (list: readonly TreeNode[], parentKey: string | null, level: number) => {
    for (const node of list) {
      index.set(node.key, { node, parentKey, level });
      if (node.children) visit(node.children, node.key, level + 1);
    }
  };
  visit(nodes, null, 1);
  return index;
}

/** The tree with lazily loaded children put in place (untouched branches keep their identity). */
export function mergeLoadedChildren(
  nodes: readonly TreeNode[],
  loaded: ReadonlyMap<string, readonly TreeNode[]>,
): readonly TreeNode[] {
  if (loaded.size === 0) return nodes;
  let changed = false;
  const merged = nodes.map((node) => {
    const own = node.children ?? loaded.get(node.key);
    if (!own) return node;
    const children = mergeLoadedChildren(own, loaded);
    if (children === node.children) return node;
    changed = true;
    return { ...node, children };
  });
  return changed ? merged : nodes;
}

/** Whether a node gets an expander: loaded children, or children that can still be loaded. */
export function canExpand(node: TreeNode, canLoad: boolean): boolean {
  if (node.children) return node.children.length > 0;
  return canLoad && !node.isLeaf;
}

export interface FlattenOptions {
  expandedKeys: ReadonlySet<string>;
  loadingKeys?: ReadonlySet<string>;
  /** True when the tree has a `loadChildren`. */
  canLoad?: boolean;
  /** When searching: only these nodes show. */
  visibleKeys?: ReadonlySet<string> | null;
}

/** The rows a person sees, top to bottom: expanded branches opened, collapsed ones skipped. */
export function flattenVisible(nodes: readonly TreeNode[], options: FlattenOptions): TreeRow[] {
  const { expandedKeys, loadingKeys, canLoad = false, visibleKeys = null } = options;
  const rows: TreeRow[] = [];
  const visit = (list: readonly TreeNode[], parentKey: string | null, level: number) => {
    const shown = visibleKeys ? list.filter((node) => visibleKeys.has(node.key)) : list;
    shown.forEach((node, position) => {
      const hasChildren = canExpand(node, canLoad);
      const isExpanded = hasChildren && expandedKeys.has(node.key);
      rows.push({
        type: 'node',
        key: node.key,
        node,
        level,
        parentKey,
        posInSet: position + 1,
        setSize: shown.length,
        hasChildren,
        isExpanded,
      });
      if (!isExpanded) return;
      if (loadingKeys?.has(node.key) && !node.children) {
        rows.push({
          type: 'loading',
          key: `${node.key}\u0000loading`,
          parentKey: node.key,
          level: level + 1,
        });
      } else if (node.children) {
        visit(node.children, node.key, level + 1);
      }
    });
  };
  visit(nodes, null, 1);
  return rows;
}

/** Keys of a node's loaded descendants. */
export function descendantKeys(node: TreeNode): string[] {
  const keys: string[] = [];
  const stack = [...(node.children ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as TreeNode;
    keys.push(next.key);
    if (next.children) stack.push(...next.children);
  }
  return keys;
}

/**
 * Checks or unchecks a node with its loaded descendants, then settles each ancestor:
 * checked when all its children are, unchecked otherwise. Returns the new key set.
 */
export function toggleCheck(
  index: TreeIndex,
  checkedKeys: ReadonlySet<string>,
  key: string,
  checked: boolean,
): Set<string> {
  const next = new Set(checkedKeys);
  const entry = index.get(key);
  if (!entry) return next;
  for (const affected of [key, ...descendantKeys(entry.node)]) {
    if (checked) next.add(affected);
    else next.delete(affected);
  }
  let parentKey = entry.parentKey;
  while (parentKey !== null) {
    const parent = index.get(parentKey);
    if (!parent) break;
    const children = parent.node.children ?? [];
    if (children.length > 0 && children.every((child) => next.has(child.key))) next.add(parentKey);
    else next.delete(parentKey);
    parentKey = parent.parentKey;
  }
  return next;
}

/**
 * The box each node shows: a node with loaded children is checked when all are, indeterminate
 * when some are (or are partly); a node without loaded children follows the key set.
 */
export function computeCheckStates(
  nodes: readonly TreeNode[],
  checkedKeys: ReadonlySet<string>,
): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  const visit = (node: TreeNode): CheckState => {
    let state: CheckState;
    if (node.children && node.children.length > 0) {
      const childStates = node.children.map(visit);
      if (childStates.every((child) => child === 'checked')) state = 'checked';
      else if (childStates.some((child) => child !== 'unchecked')) state = 'indeterminate';
      else state = 'unchecked';
    } else {
      state = checkedKeys.has(node.key) ? 'checked' : 'unchecked';
    }
    states.set(node.key, state);
    return state;
  };
  nodes.forEach(visit);
  return states;
}

export interface TreeFilter {
  /** Matching nodes and their ancestors. */
  visibleKeys: Set<string>;
  matchedKeys: Set<string>;
  /** Ancestors of matches, opened so every match shows. */
  expandedKeys: Set<string>;
}

/** Nodes whose label contains `query` (case-insensitive), with their ancestors; null for an empty query. */
export function filterTree(nodes: readonly TreeNode[], query: string): TreeFilter | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const filter: TreeFilter = {
    visibleKeys: new Set(),
    matchedKeys: new Set(),
    expandedKeys: new Set(),
  };
  const visit = (node: TreeNode): boolean => {
    let hasVisibleDescendant = false;
    for (const child of node.children ?? []) {
      if (visit(child)) hasVisibleDescendant = true;
    }
    const matches = node.label.toLowerCase().includes(needle);
    if (matches) filter.matchedKeys.add(node.key);
    if (hasVisibleDescendant) filter.expandedKeys.add(node.key);
    if (matches || hasVisibleDescendant) filter.visibleKeys.add(node.key);
    return matches || hasVisibleDescendant;
  };
  nodes.forEach(visit);
  return filter;
}

/** Splits a label around the first match of `query`, for highlighting; null when it does not match. */
export function splitAtMatch(
  label: string,
  query: string,
): { before: string; match: string; after: string } | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const start = label.toLowerCase().indexOf(needle);
  if (start < 0) return null;
  const end = start + needle.length;
  return { before: label.slice(0, start), match: label.slice(start, end), after: label.slice(end) };
}
