import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateRangePicker } from './DateRangePicker';

// `today` is fixed so quick picks and the empty calendar are the same on every run.
const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { label: '统计区间', today: '2024-05-20' },
  argTypes: {
    size: { control: 'inline-radio', options: ['medium', 'small', 'mini'] },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = {
  args: { defaultValue: { start: '2024-05-06', end: '2024-05-17' } },
};
export const OpenWithQuickPicks: Story = {
  args: { defaultValue: { start: '2024-05-06', end: '2024-05-17' }, defaultOpen: true },
};
export const OpenWithoutQuickPicks: Story = {
  args: { defaultOpen: true, showQuickPicks: false },
};
export const MinMax: Story = {
  args: { minValue: '2024-05-10', maxValue: '2024-05-24', defaultOpen: true },
};
export const Clearable: Story = {
  args: { defaultValue: { start: '2024-05-06', end: '2024-05-17' }, isClearable: true },
};
export const Disabled: Story = {
  args: { defaultValue: { start: '2024-05-06', end: '2024-05-17' }, isDisabled: true },
};
export const Invalid: Story = { args: { isRequired: true, errorMessage: '统计区间不能为空' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <DateRangePicker {...args} label="中" size="medium" />
      <DateRangePicker {...args} label="小" size="small" />
      <DateRangePicker {...args} label="迷你" size="mini" />
    </div>
  ),
  args: { defaultValue: { start: '2024-05-06', end: '2024-05-17' } },
};
