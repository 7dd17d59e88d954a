import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Popover } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    trigger: <Button>项目信息</Button>,
    title: '示例工程',
    children: <p style={{ margin: 0 }}>造价咨询事业部 · 造价一部，建筑面积 12,800 m²。</p>,
    defaultOpen: true,
    width: 260,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '140px 300px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bottom: Story = {};
export const Top: Story = { args: { placement: 'top' } };
export const Right: Story = { args: { placement: 'right' } };
export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': '项目信息', showArrow: false },
};
export const Closed: Story = { args: { defaultOpen: false } };
export const WithActions: Story = {
  args: {
    children: (close: () => void) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <span>确定要归档此项目吗？</span>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button onPress={close}>取消</Button>
          <Button variant="primary" onPress={close}>
            归档
          </Button>
        </div>
      </div>
    ),
  },
};
