import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 12 },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  render: (args) => (
    <Badge {...args}>
      <Button>消息</Button>
    </Badge>
  ),
};
export const Overflow: Story = { ...Count, args: { count: 12000 } };
export const CustomMax: Story = { ...Count, args: { count: 120, max: 99 } };
export const Dot: Story = { ...Count, args: { dot: true, count: undefined } };
export const ZeroHidden: Story = { ...Count, args: { count: 0 } };
export const ZeroShown: Story = { ...Count, args: { count: 0, showZero: true } };
export const Inline: Story = { args: { count: 5, status: 'primary' } };
export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Badge count={1} status="danger" />
      <Badge count={2} status="primary" />
      <Badge count={3} status="success" />
      <Badge count={4} status="warning" />
      <Badge count={5} status="info" />
    </div>
  ),
};
