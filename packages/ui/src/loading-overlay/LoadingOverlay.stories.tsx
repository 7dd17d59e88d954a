import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 400, height: 200, border: '1px solid #DCDFE6' }}>
        <p style={{ margin: 16 }}>被遮罩的内容</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {};
export const CustomText: Story = { args: { text: '正在导入清单…' } };
export const Percent: Story = { args: { text: '正在上传', percent: 42 } };
export const Complete: Story = { args: { text: '正在上传', percent: 100 } };
