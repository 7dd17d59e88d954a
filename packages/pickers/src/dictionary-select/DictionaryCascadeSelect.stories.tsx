import type { Meta, StoryObj } from '@storybook/react-vite';
import { DictionaryCascadeSelect } from './DictionaryCascadeSelect';
import { loadRegionTree } from './fixtures';

const meta = {
  title: 'Pickers/DictionaryCascadeSelect',
  component: DictionaryCascadeSelect,
  args: {
    label: '地区',
    levels: [{ label: '省' }, { label: '市' }, { label: '区' }],
    code: 'region',
    loadTree: loadRegionTree,
  },
  decorators: [(Story) => <div style={{ width: 640, minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof DictionaryCascadeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPath: Story = { args: { defaultValue: ['44', '4401', '440106'] } };
export const TwoLevels: Story = {
  args: { levels: [{ label: '省' }, { label: '市' }], defaultValue: ['32'] },
};
export const NoCode: Story = { args: { code: undefined } };
