import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from './Radio';

const options = (
  <>
    <Radio value="1">个人</Radio>
    <Radio value="2">单位</Radio>
  </>
);

const meta = {
  title: 'UI/Radio',
  component: RadioGroup,
  args: { label: '发票类型', children: options },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: '2' } };
export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: '1' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { isRequired: true, errorMessage: '发票类型不能为空' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '1' } };
export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="1">个人</Radio>
        <Radio value="2" isDisabled>
          单位
        </Radio>
      </>
    ),
  },
};
