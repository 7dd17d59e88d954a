import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: '用户名', placeholder: '请输入用户名' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'admin' } };
export const Password: Story = {
  args: { label: '密码', type: 'password', autoComplete: 'current-password', placeholder: '' },
};
export const Required: Story = { args: { isRequired: true } };
export const WithDescription: Story = {
  args: { label: '手机号', description: '用于接收短信验证码的 11 位手机号码' },
};
export const Invalid: Story = {
  args: { label: '验证码', isRequired: true, defaultValue: '12', errorMessage: '验证码错误' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'admin' } };
