import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmHost } from './ConfirmHost';
import { confirm } from './confirmStore';

const meta = {
  title: 'UI/Confirm',
  component: ConfirmDialog,
  args: {
    message: '确定要删除该部门吗？删除后不可恢复。',
    defaultOpen: true,
    // A trigger keeps the story root non-empty (the dialog itself renders in a portal).
    trigger: <Button variant="danger">删除</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Danger: Story = {
  args: { tone: 'danger', title: '删除用户', okText: '删除', cancelText: '取消' },
};
export const Closed: Story = { args: { defaultOpen: false } };
/** The imperative helper: press the button; the host shows the request. */
export const ImperativeHelper: Story = {
  args: { defaultOpen: false },
  render: () => (
    <>
      <Button
        variant="danger"
        onPress={() => void confirm({ message: '确定要删除该用户吗？', tone: 'danger' })}
      >
        删除用户
      </Button>
      <ConfirmHost />
    </>
  ),
};
