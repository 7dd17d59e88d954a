import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/Button';
import { Toaster } from './Toaster';
import { toast, type ToastKind } from './toastStore';

/** Shows one toast of a kind on mount (persistent, so the story is stable for screenshots). */
function ToastDemo({ kind, message }: { kind: ToastKind; message: string }) {
  useEffect(() => {
    toast[kind](message, { duration: 0 });
    return () => toast.clear();
  }, [kind, message]);
  return <Toaster />;
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { kind: 'success', message: '保存成功' } };
export const ErrorAlert: Story = { args: { kind: 'error', message: '用户名或密码错误' } };
export const Network: Story = { args: { kind: 'network', message: '网络异常，请稍后重试' } };
export const Notice: Story = { args: { kind: 'notice', message: '系统将于今晚 22:00 维护' } };

export const Playground: Story = {
  args: { kind: 'success', message: '' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <Button variant="primary" onPress={() => toast.success('保存成功')}>
        success
      </Button>
      <Button variant="danger" onPress={() => toast.error('用户名或密码错误')}>
        error
      </Button>
      <Button onPress={() => toast.network('网络异常，请稍后重试')}>network</Button>
      <Button onPress={() => toast.notice('会话即将过期', { dismissable: false, duration: 4000 })}>
        notice
      </Button>
      <Toaster />
    </div>
  ),
};
