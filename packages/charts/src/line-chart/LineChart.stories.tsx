import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineChart } from './LineChart';
import { departmentLines, incomeAndCost, marginRate, months } from './fixtures';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: { title: '月度收入与成本（万元）', categories: months, series: incomeAndCost },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Area: Story = { args: { area: true } };
export const SecondAxis: Story = {
  args: {
    title: '收入、成本与利润率',
    series: [...incomeAndCost, marginRate],
    formatRightValue: (value: number) => `${value}%`,
  },
};
export const ManySeries: Story = {
  args: { title: '各部门月度合同额（万元）', series: departmentLines },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { categories: [], series: [] } };
