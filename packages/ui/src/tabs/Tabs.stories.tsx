import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, type TabItem } from './Tabs';

const workspaceTabs: TabItem[] = [
  { key: 'home', title: '首页', closable: false, content: '工作台' },
  { key: 'todo', title: '待办事项', content: '待办事项列表' },
  { key: 'done', title: '已办事项', content: '已办事项列表' },
  { key: 'mine', title: '我的申请', content: '我的申请列表' },
];

const manyTabs: TabItem[] = [
  { key: 'home', title: '首页', closable: false },
  ...[
    '待办事项',
    '已办事项',
    '我的申请',
    '项目案例库',
    '造价文件管理',
    '部门资金',
    '电子发票',
    '部门成本',
    '办公用品',
    '会议室管理',
    '员工通知',
    '组织机构',
    '用户管理',
  ].map((title, index) => ({ key: `page-${index}`, title })),
];

/** The shell's tab bar: closing removes the tab; the fixed home tab cannot close. */
function WorkspaceTabs({ initial }: { initial: TabItem[] }) {
  const [items, setItems] = useState(initial);
  const [selectedKey, setSelectedKey] = useState(initial[1]?.key ?? 'home');
  return (
    <Tabs
      aria-label="已打开的页面"
      closable
      items={items}
      selectedKey={selectedKey}
      onSelectionChange={setSelectedKey}
      onClose={(key) => setItems((current) => current.filter((item) => item.key !== key))}
    />
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { 'aria-label': '流程信息', items: workspaceTabs },
  decorators: [(Story) => <div style={{ width: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedKey: 'done' } };
export const Closable: Story = { render: () => <WorkspaceTabs initial={workspaceTabs} /> };
export const Overflow: Story = { render: () => <WorkspaceTabs initial={manyTabs} /> };
export const WithDisabled: Story = {
  args: {
    items: [
      { key: 'base', title: '业务内容', content: '业务内容' },
      { key: 'status', title: '审批意见', content: '审批意见' },
      { key: 'chart', title: '流程图', isDisabled: true },
    ],
  },
};
export const Medium: Story = { args: { size: 'medium' } };
