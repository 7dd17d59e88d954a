// The state logic of the authorization trees, free of React: what the trees show and what a save
// sends. The trees cascade (a parent stands for all its children), the server stores plain ids.
import { computeCheckStates, type TreeNode } from '@ccms/ui';

/** Anything with an id and children of its own kind: menus, departments, data attributes. */
export interface AuthorizationSource<Self> {
  id: string;
  children: readonly Self[];
}

/**
 * How checked boxes become the ids a role is granted.
 * - `withAncestors` (menus): the directories above a granted page are granted too, so the side
 *   menu keeps its folders when only some of their pages are granted.
 * - `exact` (departments, data attributes): only fully checked nodes; a partly checked parent is
 *   not itself granted, as the server grants each id on its own, without its subtree.
 */
export type GrantRule = 'withAncestors' | 'exact';

export function toTreeNodes<Source extends AuthorizationSource<Source>>(
  sources: readonly Source[],
  label: (source: Source) => string,
): TreeNode[] {
  return sources.map((source) => ({
    key: source.id,
    label: label(source),
    children: toTreeNodes(source.children, label),
  }));
}

/** The same tree with every box locked: shown, not changeable. */
export function lockedTree(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.map((node) => ({
    ...node,
    isDisabled: true,
    ...(node.children ? { children: lockedTree(node.children) } : {}),
  }));
}

/** The ids a save sends for the checked keys (children before their parents). */
export function grantedIds(
  nodes: readonly TreeNode[],
  checkedKeys: readonly string[],
  rule: GrantRule,
): string[] {
  const states = computeCheckStates(nodes, new Set(checkedKeys));
  const ids: string[] = [];
  for (const [key, state] of states) {
    const granted = state === 'checked' || (rule === 'withAncestors' && state === 'indeterminate');
    if (granted) ids.push(key);
  }
  return ids;
}

/** Whether two id lists grant the same (order does not matter). */
export function sameGrant(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Every key of the tree that has children: what "expand all" opens. */
export function branchKeys(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children && node.children.length > 0 ? [node.key, ...branchKeys(node.children)] : [],
  );
}
