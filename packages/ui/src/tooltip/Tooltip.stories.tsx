import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: '导出当前筛选条件下的全部数据',
    children: <Button>导出</Button>,
    defaultOpen: true,
    placement: 'top',
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
  },
  // Room around the trigger so every placement fits inside the frame.
  decorators: [
    (Story) => (
      <div style={{ padding: '60px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Bottom: Story = { args: { placement: 'bottom' } };
export const Left: Story = { args: { placement: 'left', content: '左侧说明' } };
export const Right: Story = { args: { placement: 'right', content: '右侧说明' } };
export const Closed: Story = { args: { defaultOpen: false } };
export const LongText: Story = {
  args: {
    content:
      '项目案例库收录已完成项目的造价指标，可按地区、工程类别和年份筛选，导出时包含全部明细。',
  },
};
