import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { rows: 3 },
  decorators: [(Story) => <div style={{ width: 400, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};
export const WithAvatar: Story = { args: { avatar: true } };
export const Active: Story = { args: { active: true, avatar: true } };
export const NoTitle: Story = { args: { title: false, rows: 2 } };
export const Loaded: Story = {
  args: { loading: false, children: '内容已加载：项目案例库共 128 个项目。' },
};
