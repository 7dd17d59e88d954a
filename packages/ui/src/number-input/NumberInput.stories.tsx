import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'UI/NumberInput',
  component: NumberInput,
  args: { label: '合同金额（元）', width: 'middle' },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: '请输入金额' } };
export const WithValue: Story = { args: { defaultValue: 12345678.9 } };
export const Negative: Story = { args: { label: '差额（元）', defaultValue: -1520.75 } };
export const Precision: Story = { args: { defaultValue: 1000, precision: 2 } };
export const Bounded: Story = {
  args: { label: '税率（%）', defaultValue: 9, min: 0, max: 100, step: 0.5 },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: '合同金额（元）不能为空' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 500 } };
export const Medium: Story = { args: { size: 'medium', defaultValue: 88 } };
