import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: '新增部门',
    children: '部门名称、上级部门与负责人保存后可在组织机构中查看。',
    defaultOpen: true,
    width: 'small',
    // A trigger keeps the story root non-empty (the dialog itself renders in a portal).
    trigger: <Button variant="primary">打开对话框</Button>,
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['small', 'medium', 'large', 'xlarge'] },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {};
export const Medium: Story = { args: { width: 'medium', title: '选择部门' } };
export const Large: Story = { args: { width: 'large', title: '工作模式' } };
export const XLarge: Story = { args: { width: 'xlarge', title: '上传附件' } };
export const NotDismissable: Story = {
  args: { isDismissable: false, title: '请先完成设置' },
};
export const CustomFooter: Story = {
  args: {
    title: '提交成功',
    footer: (close: () => void) => (
      <Button variant="primary" onPress={close}>
        知道了
      </Button>
    ),
  },
};
export const WithoutFooter: Story = { args: { footer: null, title: '详情' } };
export const Closed: Story = { args: { defaultOpen: false } };
