import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/Button';
import { NotificationHost } from './NotificationHost';
import { notify, type NotifyOptions } from './notificationStore';

/** Shows the given notifications on mount; duration 0 keeps them for a stable screenshot. */
function NotificationDemo({ notifications }: { notifications: NotifyOptions[] }) {
  useEffect(() => {
    for (const options of notifications) notify({ ...options, duration: 0 });
    return () => notify.clear();
  }, [notifications]);
  return <NotificationHost />;
}

const meta = {
  title: 'UI/Notification',
  component: NotificationDemo,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    notifications: [
      { title: '新消息', message: '您有一条新的待办流程：费用报销申请', kind: 'info' },
    ],
  },
};
export const Success: Story = {
  args: {
    notifications: [
      { title: '审批通过', message: '示例项目的造价文件已审批通过', kind: 'success' },
    ],
  },
};
export const Warning: Story = {
  args: { notifications: [{ title: '即将到期', message: '合同将于 3 天后到期', kind: 'warning' }] },
};
export const ErrorKind: Story = {
  args: {
    notifications: [
      { title: '同步失败', message: '造价云数据同步失败，请稍后重试', kind: 'error' },
    ],
  },
};
export const TitleOnly: Story = { args: { notifications: [{ title: '已保存草稿' }] } };
export const Stacked: Story = {
  args: {
    notifications: [
      { title: '新消息', message: '张三提交了费用报销申请', kind: 'info' },
      { title: '审批通过', message: '李四的请假申请已通过', kind: 'success' },
      { title: '即将到期', message: '合同将于 3 天后到期', kind: 'warning' },
    ],
  },
};
export const Playground: Story = {
  args: { notifications: [] },
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <Button
        variant="primary"
        onPress={() => notify({ title: '新消息', message: '您有一条新的待办流程', kind: 'info' })}
      >
        notify
      </Button>
      <NotificationHost />
    </div>
  ),
};
