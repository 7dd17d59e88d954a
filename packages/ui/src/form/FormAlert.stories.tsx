import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from './FormAlert';

const meta = { title: 'UI/FormAlert', component: FormAlert } satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerRefusal: Story = {
  args: { children: '未能保存：各收费节点比例之和须为 100%，现为 90%。' },
};
export const SeveralLines: Story = {
  args: { children: '第 3 行：节点名称必填\n第 4 行：计划日期早于上一节点' },
};
