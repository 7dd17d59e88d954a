import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from './Progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { percent: 50 },
  argTypes: {
    status: { control: 'inline-radio', options: ['normal', 'success', 'warning', 'exception'] },
    type: { control: 'inline-radio', options: ['line', 'circle'] },
  },
  decorators: [(Story) => <div style={{ width: 400, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Success: Story = { args: { percent: 100, status: 'success' } };
export const Warning: Story = { args: { percent: 80, status: 'warning' } };
export const Exception: Story = { args: { percent: 30, status: 'exception' } };
export const CustomText: Story = { args: { percent: 30, format: () => '3 / 10' } };
export const NoText: Story = { args: { percent: 70, showText: false } };
export const Indeterminate: Story = { args: { indeterminate: true } };
export const Circle: Story = { args: { type: 'circle', percent: 75 } };
export const CircleException: Story = {
  args: { type: 'circle', percent: 40, status: 'exception' },
};
export const Uploading: Story = {
  name: 'Upload steps (10 / 30 / 50 / 80)',
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[10, 30, 50, 80].map((percent) => (
        <Progress key={percent} percent={percent} label={`上传 ${percent}%`} />
      ))}
    </div>
  ),
};
