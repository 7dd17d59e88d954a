import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './BarChart';
import { departmentSeries, growthLine, incomeMonths, incomeSeries, quarters } from './fixtures';

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

/** Bars and a line on a second axis: monthly income (万元) and its growth on the previous month. */
export const WithGrowthLine: Story = {
  args: {
    title: '月度收入与环比增长率',
    categories: incomeMonths,
    series: incomeSeries,
    lines: growthLine,
    formatValue: (value: number) => `${value} 万元`,
    formatRightValue: (value: number) => `${value}%`,
  },
};
