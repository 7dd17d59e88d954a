import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: '待办事项', children: '您有 3 条待办流程需要处理。' },
  decorators: [(Story) => <div style={{ width: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const WithExtra: Story = {
  args: {
    extra: (
      <Button variant="text" size="mini">
        更多
      </Button>
    ),
  },
};
export const BodyOnly: Story = { args: { title: undefined } };
export const HoverShadow: Story = { args: { shadow: 'hover' } };
export const NoShadow: Story = { args: { shadow: 'never' } };
