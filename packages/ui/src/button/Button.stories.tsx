import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '保存', variant: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['medium', 'small', 'mini'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary', children: '提交' } };
export const Danger: Story = { args: { variant: 'danger', children: '删除' } };
export const Text: Story = { args: { variant: 'text', children: '查看详情' } };
export const Disabled: Story = { args: { variant: 'primary', isDisabled: true } };
export const Pending: Story = { args: { variant: 'primary', isPending: true, children: '登录' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="medium">
        中
      </Button>
      <Button {...args} size="small">
        小
      </Button>
      <Button {...args} size="mini">
        迷你
      </Button>
    </div>
  ),
  args: { variant: 'primary' },
};
