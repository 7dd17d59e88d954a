import type { Meta, StoryObj } from '@storybook/react-vite';
import { DictionarySelect } from './DictionarySelect';
import { loadDictionary } from './fixtures';

const meta = {
  title: 'Pickers/DictionarySelect',
  component: DictionarySelect,
  args: { label: '工程类别', code: 'projectKind', loadOptions: loadDictionary },
  decorators: [(Story) => <div style={{ width: 280, minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof DictionarySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '02' } };
export const Multiple: Story = {
  args: { label: '地区', code: 'region', multiple: true, defaultValue: 'BJ,GD' },
};
export const Required: Story = { args: { isRequired: true } };
export const NoCode: Story = { args: { code: undefined } };
export const Loading: Story = { args: { loadOptions: () => new Promise(() => undefined) } };
export const LoadFailed: Story = {
  args: { loadOptions: () => Promise.reject(new Error('dictionary service unavailable')) },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '01' } };
