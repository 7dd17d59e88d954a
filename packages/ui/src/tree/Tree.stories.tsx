import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField } from '../text-field/TextField';
import { departmentTree, makeBigTree } from './fixtures';
import { Tree } from './Tree';
import type { TreeNode } from './treeModel';

const bigTree = makeBigTree(100, 99);

/** Children a server would return; resolved after a short fixed delay. */
function loadDepartments(node: TreeNode): Promise<readonly TreeNode[]> {
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve([
          { key: `${node.key}-1`, label: `${node.label} · 一组` },
          { key: `${node.key}-2`, label: `${node.label} · 二组`, isLeaf: true },
        ]),
      600,
    );
  });
}

function SearchableTree({ initialQuery }: { initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <TextField label="搜索部门" value={query} onChange={setQuery} />
      <Tree aria-label="部门" nodes={departmentTree} filterText={query} checkable />
    </div>
  );
}

const meta = {
  title: 'UI/Tree',
  component: Tree,
  args: {
    'aria-label': '部门',
    nodes: departmentTree,
    defaultExpandedKeys: ['demo', 'cost', 'admin'],
  },
  decorators: [(Story) => <div style={{ width: 320, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Collapsed: Story = { args: { defaultExpandedKeys: [] } };
export const Selected: Story = { args: { defaultSelectedKeys: ['finance'] } };
export const Checkable: Story = { args: { checkable: true, defaultCheckedKeys: ['cost1'] } };
export const CheckableAll: Story = {
  args: {
    checkable: true,
    defaultCheckedKeys: ['demo', 'cost', 'cost1', 'cost2', 'admin', 'finance', 'hr'],
  },
};
export const Search: Story = { render: () => <SearchableTree initialQuery="财务" /> };
export const NoMatch: Story = { args: { filterText: '不存在的部门' } };
export const LazyChildren: Story = {
  args: {
    nodes: [
      { key: 'demo', label: '示例造价咨询有限公司' },
      { key: 'external', label: '外部单位', isLeaf: true },
    ],
    defaultExpandedKeys: [],
    loadChildren: loadDepartments,
    checkable: true,
  },
};
export const TenThousandNodes: Story = {
  args: {
    'aria-label': '造价文件',
    nodes: bigTree,
    defaultExpandedKeys: bigTree.map((node) => node.key),
  },
};
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['cost1', 'finance'] },
};
