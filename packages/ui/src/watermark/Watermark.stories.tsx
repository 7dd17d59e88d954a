import type { Meta, StoryObj } from '@storybook/react-vite';
import { Watermark } from './Watermark';

// An inline image, so the story needs no network.
const logo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect x="10" y="10" width="100" height="40" rx="6" fill="none" stroke="#303133" stroke-width="3"/><circle cx="35" cy="30" r="10" fill="#303133"/></svg>',
)}`;

const content = (
  <div style={{ height: 240, padding: 16, border: '1px solid #DCDFE6' }}>
    <p>某某市第一人民医院门诊综合楼 · 施工图预算审核报告</p>
    <p>合同金额：壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整</p>
  </div>
);

const meta = {
  title: 'UI/Watermark',
  component: Watermark,
  args: { waterType: 'text', waterValue: '张三 造价一部', children: content },
} satisfies Meta<typeof Watermark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Image: Story = { args: { waterType: 'image', waterValue: logo } };
export const Empty: Story = { args: { waterValue: '' } };
