import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from './Clock';

const meta = {
  title: 'UI/Clock',
  component: Clock,
  // A fixed instant and zone, so every screenshot is the same: 2026-11-22 14:05:09 in Shanghai.
  args: { now: new Date(Date.UTC(2026, 10, 22, 6, 5, 9)), timeZone: 'Asia/Shanghai' },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fixed: Story = {};
export const Midnight: Story = { args: { now: new Date(Date.UTC(2026, 0, 4, 16, 0, 1)) } };
