import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './StatCard';

const meta = {
  title: 'Charts/StatCard',
  component: StatCard,
  args: {
    label: '本月收款',
    value: '12345678.90',
    previousValue: '10975000.00',
    unit: 'tenThousandYuan',
    comparisonLabel: '较上月',
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSparkline: Story = {
  args: { sparkline: [820, 910, 870, 1040, 980, 1097.5, 1234.57] },
};
export const CostFalling: Story = {
  args: {
    label: '本月成本',
    value: '865432.10',
    previousValue: '1020000.00',
    unit: 'yuan',
    riseIsGood: false,
  },
};
export const Rate: Story = {
  args: {
    label: '回款率',
    value: 78.4,
    previousValue: 81.2,
    unit: 'percent',
    comparisonLabel: '较去年同期',
  },
};
export const People: Story = {
  args: {
    label: '在岗人数',
    value: 128,
    previousValue: 128,
    unit: 'people',
    sparkline: [121, 124, 126, 128, 128],
  },
};
/** A row of tiles, as the cockpit lays them out. */
export const Row: Story = {
  decorators: [(Story) => <div style={{ width: 'auto' }}>{Story()}</div>],
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: 12,
        width: 960,
      }}
    >
      <StatCard
        label="年度合同额"
        value="86512345.00"
        previousValue="79020000.00"
        unit="tenThousandYuan"
        comparisonLabel="较去年"
      />
      <StatCard
        label="年度收款"
        value="61230000.00"
        previousValue="64800000.00"
        unit="tenThousandYuan"
        comparisonLabel="较去年"
      />
      <StatCard
        label="产值完成率"
        value={82.5}
        previousValue={76}
        unit="percent"
        comparisonLabel="较上月"
      />
      <StatCard
        label="在岗人数"
        value={128}
        previousValue={121}
        unit="people"
        comparisonLabel="较上月"
      />
    </div>
  ),
};
export const Loading: Story = { args: { loading: true, value: null } };
export const Empty: Story = { args: { value: null, previousValue: null } };
