import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './BarChart';
import { departmentSeries, quarters } from './fixtures';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: { title: '部门合同额（万元）', categories: quarters, series: departmentSeries },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleSeries: Story = { args: { series: [departmentSeries[0]!] } };
export const Horizontal: Story = { args: { horizontal: true } };
export const Stacked: Story = { args: { stacked: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { categories: [], series: [] } };
