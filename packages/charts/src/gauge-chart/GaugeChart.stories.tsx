import type { Meta, StoryObj } from '@storybook/react-vite';
import { GaugeChart } from './GaugeChart';

const meta = {
  title: 'Charts/GaugeChart',
  component: GaugeChart,
  args: { title: '年度产值目标完成率', value: 82.5, target: 90 },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof GaugeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TargetReached: Story = { args: { value: 96.3, target: 90 } };
export const AboveHundred: Story = { args: { title: '回款完成率', value: 118.4, target: 100 } };
export const WithoutTarget: Story = { args: { title: '合同签订率', value: 64, target: null } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { value: null, target: null } };
