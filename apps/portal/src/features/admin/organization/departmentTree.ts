// The organisation page's view of the department tree, free of React: lookups, the tree the
// page shows, the parent choices of the edit dialog and the order a new department gets.
import type { DepartmentNode } from '@ccms/api-client';
import type { OrgNode } from '@ccms/pickers';
import type { TreeNode } from '@ccms/ui';
import { toDepartmentNodes } from '../../../api/pickerData';

/** Every department by id. */
export function indexDepartments(nodes: readonly DepartmentNode[]): Map<string, DepartmentNode> {
  const index = new Map<string, DepartmentNode>();
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop() as DepartmentNode;
    index.set(node.id, node);
    stack.push(...node.children);
  }
  return index;
}

/** The departments as the page's tree shows them; a department without children is a leaf. */
export function toTreeNodes(nodes: readonly DepartmentNode[]): TreeNode[] {
  return nodes.map((node) => ({
    key: node.id,
    label: node.name,
    children: toTreeNodes(node.children),
  }));
}

/**
 * The parent choices of a department being edited: the whole tree, with the department itself
 * and everything beneath it disabled, since a department cannot move under its own subtree.
 */
export function parentChoices(nodes: readonly DepartmentNode[], editedId?: string): OrgNode[] {
  const disableFrom = (list: readonly OrgNode[], disabled: boolean): OrgNode[] =>
    list.map((node) => {
      const isDisabled = disabled || node.id === editedId;
      return {
        ...node,
        ...(isDisabled ? { isDisabled: true } : {}),
        children: disableFrom(node.children ?? [], isDisabled),
      };
    });
  return disableFrom(toDepartmentNodes(nodes), false);
}

/** The order number that puts a new department after its future siblings. */
export function nextSort(siblings: readonly DepartmentNode[]): number {
  return siblings.reduce((highest, sibling) => Math.max(highest, sibling.sort + 1), 0);
}
