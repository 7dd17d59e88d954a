import type { Meta, StoryObj } from '@storybook/react-vite';
import { FunnelChart } from './FunnelChart';
import { manySalesStages, salesStages } from './fixtures';

const meta = {
  title: 'Charts/FunnelChart',
  component: FunnelChart,
  args: { title: '销售漏斗（个）', stages: salesStages },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof FunnelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ManyStages: Story = { args: { stages: manySalesStages, height: 400 } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { stages: [] } };
