import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { key: 'home', label: '首页', href: '#/main-page' },
      { key: 'system', label: '系统管理', href: '#/sys-manager' },
      { key: 'user', label: '用户管理' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Single: Story = { args: { items: [{ key: 'home', label: '首页' }] } };
export const ArrowSeparator: Story = { args: { separator: '>' } };
export const WithActions: Story = {
  args: {
    items: [
      { key: 'cost', label: '造价数据' },
      { key: 'library', label: '项目案例库' },
      { key: 'detail', label: '示例项目' },
    ],
    onAction: () => undefined,
  },
};
