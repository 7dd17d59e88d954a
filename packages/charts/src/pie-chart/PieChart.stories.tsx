import type { Meta, StoryObj } from '@storybook/react-vite';
import { PieChart } from './PieChart';
import { incomeByBusiness, manyBusinessTypes } from './fixtures';

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  args: { title: '业务类型收入占比（万元）', slices: incomeByBusiness },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Donut: Story = { args: { donut: true } };
export const ManySlices: Story = { args: { slices: manyBusinessTypes, donut: true, height: 360 } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { slices: [] } };
