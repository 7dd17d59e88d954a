import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis } from './Ellipsis';

const meta = {
  title: 'UI/Ellipsis',
  component: Ellipsis,
  args: { children: '某某市第一人民医院门诊住院综合楼新建工程施工图预算审核项目' },
} satisfies Meta<typeof Ellipsis>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Long: Story = {};
export const Short: Story = { args: { children: '造价一部' } };
export const CustomLength: Story = { args: { length: 10 } };
