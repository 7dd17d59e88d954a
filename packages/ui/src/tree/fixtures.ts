import type { TreeNode } from './treeModel';

// Shared by the Tree story and test: the demo company's department tree and a big generated one.

export const departmentTree: TreeNode[] = [
  {
    key: 'demo',
    label: '示例造价咨询有限公司',
    children: [
      {
        key: 'cost',
        label: '造价咨询事业部',
        children: [
          { key: 'cost1', label: '造价一部' },
          { key: 'cost2', label: '造价二部' },
        ],
      },
      {
        key: 'admin',
        label: '综合管理部',
        children: [
          { key: 'finance', label: '财务部' },
          { key: 'hr', label: '人力行政部' },
        ],
      },
    ],
  },
];

/** `groups` × (1 + `perGroup`) nodes: e.g. 100 × 100 = 10,000. */
export function makeBigTree(groups: number, perGroup: number): TreeNode[] {
  return Array.from({ length: groups }, (_, group) => ({
    key: `g${group}`,
    label: `项目组 ${group + 1}`,
    children: Array.from({ length: perGroup }, (_, item) => ({
      key: `g${group}-${item}`,
      label: `造价文件 ${group + 1}-${item + 1}`,
    })),
  }));
}
