import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const departments = [
  { value: 'cost1', label: '造价一部' },
  { value: 'cost2', label: '造价二部' },
  { value: 'finance', label: '财务部' },
  { value: 'hr', label: '人力行政部', isDisabled: true },
];

// Deterministic names so the screenshot of the long-list story never changes.
const projects = Array.from({ length: 10_000 }, (_, index) => ({
  value: index,
  label: `项目 ${String(index + 1).padStart(5, '0')}`,
}));

const meta: Meta<typeof Select> = {
  title: 'UI/Select',
  component: Select,
  args: { label: '部门', options: departments, width: 'middle' },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof Select>;

export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: 'finance' } };
export const Clearable: Story = { args: { defaultValue: 'cost1', isClearable: true } };
export const Multiple: Story = {
  args: { selectionMode: 'multiple', defaultValue: ['cost1', 'finance'], width: 'long' },
};
export const Searchable: Story = { args: { isSearchable: true, placeholder: '输入部门名称搜索' } };
export const SearchableMultiple: Story = {
  args: {
    isSearchable: true,
    selectionMode: 'multiple',
    defaultValue: ['cost2'],
    isClearable: true,
    width: 'long',
  },
};
export const LongList: Story = {
  args: { label: '项目', options: projects, isSearchable: true, width: 'long' },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { isRequired: true, errorMessage: '部门不能为空' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'cost1' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Small: Story = { args: { size: 'small' } };
