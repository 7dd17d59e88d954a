import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Empty } from './Empty';

const meta = { title: 'UI/Empty', component: Empty } satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: '还没有项目案例' } };
export const WithAction: Story = {
  args: { description: '还没有项目案例', children: <Button variant="primary">新建项目</Button> },
};
