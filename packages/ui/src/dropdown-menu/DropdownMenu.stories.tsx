import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button>更多操作</Button>,
    items: [
      { id: 'edit', label: '编辑' },
      { id: 'copy', label: '复制' },
      { id: 'archive', label: '归档', isDisabled: true },
      { id: 'divider', type: 'separator' },
      { id: 'delete', label: '删除', tone: 'danger' },
    ],
    defaultOpen: true,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const PlacedAbove: Story = {
  args: { placement: 'top start' },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 220 }}>
        <Story />
      </div>
    ),
  ],
};
