import type { OrgNode } from './orgTree';

// Shared by the picker stories and tests: the demo company's organisation and a big generated one.

const person = (id: string, name: string): OrgNode => ({ id, name, kind: 'User' });

/** The demo company: departments with their people, everything loaded. */
export const demoOrganisation: OrgNode[] = [
  {
    id: 'demo',
    name: '示例造价咨询有限公司',
    kind: 'Group',
    children: [
      {
        id: 'cost',
        name: '造价咨询事业部',
        kind: 'Group',
        children: [
          {
            id: 'cost1',
            name: '造价一部',
            kind: 'Group',
            children: [person('u-zhang', '张伟'), person('u-wang', '王芳')],
          },
          {
            id: 'cost2',
            name: '造价二部',
            kind: 'Group',
            children: [person('u-li', '李娜'), { ...person('u-zhao', '赵磊'), isDisabled: true }],
          },
        ],
      },
      {
        id: 'admin',
        name: '综合管理部',
        kind: 'Group',
        children: [
          { id: 'finance', name: '财务部', kind: 'Group', children: [person('u-chen', '陈静')] },
          { id: 'hr', name: '人力行政部', kind: 'Group', children: [person('u-liu', '刘洋')] },
        ],
      },
    ],
  },
];

/** The departments of the demo company alone, as a department picker is usually fed. */
export function departmentsOf(nodes: readonly OrgNode[]): OrgNode[] {
  return nodes
    .filter((node) => node.kind !== 'User')
    .map((node) => {
      const children = node.children ? departmentsOf(node.children) : undefined;
      return children ? { ...node, children } : { ...node };
    });
}

/** The demo company's top level only: its branches come from `loadDemoChildren`. */
export const lazyRoots: OrgNode[] = [{ id: 'demo', name: '示例造价咨询有限公司', kind: 'Group' }];

function findNode(nodes: readonly OrgNode[], id: string): OrgNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** A department's direct children as a server would send them: departments arrive unloaded. */
export function loadDemoChildren(parentId: string): Promise<readonly OrgNode[]> {
  const children = findNode(demoOrganisation, parentId)?.children ?? [];
  return Promise.resolve(
    children.map((child) => {
      const { children: grandChildren, ...rest } = child;
      return child.kind === 'User' || (grandChildren && grandChildren.length > 0)
        ? rest
        : { ...rest, isLeaf: true };
    }),
  );
}

/** `departments` departments of `perDepartment` people each: 500 × 10 = 5,000 people. */
export function makeBigOrganisation(departments: number, perDepartment: number): OrgNode[] {
  return Array.from({ length: departments }, (_, department) => ({
    id: `d${department}`,
    name: `项目部 ${department + 1}`,
    kind: 'Group' as const,
    children: Array.from({ length: perDepartment }, (_, member) =>
      person(`d${department}-u${member}`, `员工 ${department + 1}-${member + 1}`),
    ),
  }));
}
