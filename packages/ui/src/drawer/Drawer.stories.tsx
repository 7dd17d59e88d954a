import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    title: '会员信息',
    children: '张三 · 造价一部 · 造价工程师',
    defaultOpen: true,
    // A trigger keeps the story root non-empty (the drawer itself renders in a portal).
    trigger: <Button>会员信息</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['right', 'left'] },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const Left: Story = { args: { side: 'left', width: 320, title: '筛选' } };
export const WithFooter: Story = { args: { title: '编辑会员', onOk: () => undefined } };
export const Closed: Story = { args: { defaultOpen: false } };
