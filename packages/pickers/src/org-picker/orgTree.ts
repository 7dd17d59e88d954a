// The organisation tree of the pickers, free of React: node shapes, picked values, lazy merging.
import type { TreeNode } from '@ccms/ui';

/** `Group` is a department, `User` a person (the spec's department-or-person tree node kinds). */
export type OrgNodeKind = 'Group' | 'User';

/** A department or a person as the pickers show it; apps map their API nodes onto it. */
export interface OrgNode {
  id: string;
  name: string;
  /** Left out: a department. */
  kind?: OrgNodeKind;
  /** Loaded children; `undefined` on a department means "not loaded yet" when loading lazily. */
  children?: readonly OrgNode[];
  /** A department known to have no children, so a lazy tree offers no expander. */
  isLeaf?: boolean;
  isDisabled?: boolean;
}

/** One chosen department or person: the value of the pickers is a list of these. */
export interface PickedEntry {
  id: string;
  name: string;
}

export interface OrgIndexEntry {
  node: OrgNode;
  parentId: string | null;
}

export type OrgIndex = ReadonlyMap<string, OrgIndexEntry>;

export const isPerson = (node: OrgNode): boolean => node.kind === 'User';

/** Lazily loaded children put in place; untouched branches keep their identity. */
export function mergeLoadedOrg(
  nodes: readonly OrgNode[],
  loaded: ReadonlyMap<string, readonly OrgNode[]>,
): readonly OrgNode[] {
  if (loaded.size === 0) return nodes;
  let changed = false;
  const merged = nodes.map((node) => {
    const own = node.children ?? loaded.get(node.id);
    if (!own) return node;
    const children = mergeLoadedOrg(own, loaded);
    if (children === node.children) return node;
    changed = true;
    return { ...node, children };
  });
  return changed ? merged : nodes;
}

/** Every loaded node by id, with its parent. */
export function indexOrg(nodes: readonly OrgNode[]): OrgIndex {
  const index = new Map<string, OrgIndexEntry>();
  const stack: { node: OrgNode; parentId: string | null }[] = nodes.map((node) => ({
    node,
    parentId: null,
  }));
  while (stack.length > 0) {
    const entry = stack.pop() as OrgIndexEntry;
    index.set(entry.node.id, entry);
    for (const child of entry.node.children ?? []) {
      stack.push({ node: child, parentId: entry.node.id });
    }
  }
  return index;
}

/**
 * The nodes as @ccms/ui Tree nodes. `departmentsOnly` drops people, for the department picker.
 * People never expand, so they are leaves.
 */
export function toTreeNodes(
  nodes: readonly OrgNode[],
  options: { departmentsOnly?: boolean } = {},
): TreeNode[] {
  const convert = (list: readonly OrgNode[]): TreeNode[] =>
    (options.departmentsOnly ? list.filter((node) => !isPerson(node)) : list).map((node) => {
      const treeNode: TreeNode = { key: node.id, label: node.name };
      if (node.children) treeNode.children = convert(node.children);
      if (node.isLeaf || isPerson(node)) treeNode.isLeaf = true;
      if (node.isDisabled) treeNode.isDisabled = true;
      return treeNode;
    });
  return convert(nodes);
}

/**
 * What the department picker's right-hand list offers: with nothing highlighted, the top-level
 * departments; otherwise the highlighted department followed by its loaded sub-departments.
 */
export function departmentChoices(
  roots: readonly OrgNode[],
  index: OrgIndex,
  highlightedId: string | null,
): OrgNode[] {
  const highlighted = highlightedId === null ? undefined : index.get(highlightedId)?.node;
  if (!highlighted) return roots.filter((node) => !isPerson(node));
  return [highlighted, ...(highlighted.children ?? []).filter((node) => !isPerson(node))];
}

/** Whether a department's children still have to be fetched before they can be shown. */
export function needsChildren(node: OrgNode, canLoad: boolean): boolean {
  return canLoad && !isPerson(node) && !node.isLeaf && node.children === undefined;
}

/** Adds or removes one entry; in single mode the new entry replaces the previous choice. */
export function togglePicked(
  picked: readonly PickedEntry[],
  entry: PickedEntry,
  multiple: boolean,
): PickedEntry[] {
  const has = picked.some((item) => item.id === entry.id);
  if (!multiple) return [entry];
  return has ? picked.filter((item) => item.id !== entry.id) : [...picked, entry];
}

/** The form representation: ids and names each joined by commas, in the same order. */
export function joinPicked(picked: readonly PickedEntry[]): { ids: string; names: string } {
  return {
    ids: picked.map((entry) => entry.id).join(','),
    names: picked.map((entry) => entry.name).join(','),
  };
}

/** Reads the comma-joined form representation back; a missing name falls back to the id. */
export function splitPicked(ids: string, names = ''): PickedEntry[] {
  const idList = ids.split(',').filter((id) => id !== '');
  const nameList = names.split(',');
  return idList.map((id, position) => ({ id, name: nameList[position] || id }));
}
