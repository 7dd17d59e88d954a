import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { label: '项目名称', placeholder: '请输入项目名称' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '综合楼造价咨询' } };
export const Short: Story = { args: { width: 'short' } };
export const Middle: Story = { args: { width: 'middle' } };
export const Long: Story = { args: { width: 'long' } };
export const Medium: Story = { args: { size: 'medium', width: 'middle' } };
export const Small: Story = { args: { size: 'small', width: 'middle' } };
export const Required: Story = { args: { isRequired: true, width: 'middle' } };
export const WithDescription: Story = {
  args: { width: 'long', description: '与合同上的项目名称保持一致' },
};
export const Invalid: Story = {
  args: { width: 'middle', isRequired: true, errorMessage: '项目名称不能为空' },
};
export const Disabled: Story = {
  args: { width: 'middle', isDisabled: true, defaultValue: '综合楼' },
};
