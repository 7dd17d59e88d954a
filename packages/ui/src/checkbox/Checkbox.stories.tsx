import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: '记住密码' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: '全选' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledChecked: Story = { args: { isDisabled: true, defaultSelected: true } };
export const Medium: Story = { args: { size: 'medium' } };

const modules = (
  <>
    <Checkbox value="cost">造价数据</Checkbox>
    <Checkbox value="finance">财务管理</Checkbox>
    <Checkbox value="hr">人力资源</Checkbox>
  </>
);

export const Group: Story = {
  render: () => (
    <CheckboxGroup label="模块" defaultValue={['cost']}>
      {modules}
    </CheckboxGroup>
  ),
};
export const GroupVertical: Story = {
  render: () => (
    <CheckboxGroup label="模块" orientation="vertical" defaultValue={['finance']}>
      {modules}
    </CheckboxGroup>
  ),
};
export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="模块" isRequired errorMessage="模块不能为空">
      {modules}
    </CheckboxGroup>
  ),
};
