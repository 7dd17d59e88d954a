import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/main-page/toDoAll', children: '待办事项' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = {
  args: { href: 'https://example.com/help', isExternal: true, children: '帮助文档' },
};
export const Default: Story = { args: { variant: 'default', children: '查看详情' } };
export const Danger: Story = { args: { variant: 'danger', children: '删除' } };
export const Disabled: Story = { args: { isDisabled: true, children: '用户管理' } };
