import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatePicker } from './DatePicker';

// `today` is fixed so the empty calendar opens at the same month on every run.
const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: '签订日期', today: '2024-05-20' },
  argTypes: {
    size: { control: 'inline-radio', options: ['medium', 'small', 'mini'] },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: '2024-05-15' } };
export const Open: Story = { args: { defaultValue: '2024-05-15', defaultOpen: true } };
export const MinMax: Story = {
  args: {
    defaultValue: '2024-05-15',
    minValue: '2024-05-10',
    maxValue: '2024-05-24',
    defaultOpen: true,
  },
};
export const Clearable: Story = { args: { defaultValue: '2024-05-15', isClearable: true } };
export const Disabled: Story = { args: { defaultValue: '2024-05-15', isDisabled: true } };
export const Invalid: Story = { args: { isRequired: true, errorMessage: '签订日期不能为空' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
      <DatePicker {...args} label="中" size="medium" />
      <DatePicker {...args} label="小" size="small" />
      <DatePicker {...args} label="迷你" size="mini" />
    </div>
  ),
  args: { defaultValue: '2024-05-15' },
};
