import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './Textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { label: '备注', placeholder: '请输入备注', width: 'long' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Rows: Story = { args: { rows: 6 } };
export const WithCount: Story = { args: { maxLength: 200, defaultValue: '项目位于市中心' } };
export const WithDescriptionAndCount: Story = {
  args: { maxLength: 100, description: '说明材料价格的来源' },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { isRequired: true, errorMessage: '备注不能为空' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '已归档项目' } };
export const Medium: Story = { args: { size: 'medium' } };
