import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataGrid } from './DataGrid';
import { projectColumns, projectRows, type ProjectRow } from './fixtures';

const manyRows: ProjectRow[] = Array.from({ length: 60 }, (_, index) => ({
  ...projectRows[index % projectRows.length]!,
  id: `P-${String(index + 1).padStart(3, '0')}`,
  amount: Math.round(((index * 7919) % 20000) * 100) / 100,
}));

const meta = {
  title: 'Data grid/DataGrid',
  component: DataGrid<ProjectRow>,
  args: {
    'aria-label': '项目案例',
    columns: projectColumns,
    rows: projectRows,
    rowKey: 'id',
  },
} satisfies Meta<typeof DataGrid<ProjectRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sorted: Story = {
  args: {
    defaultSortState: [
      { key: 'region', direction: 'asc' },
      { key: 'amount', direction: 'desc' },
    ],
  },
};
export const StickyHeader: Story = { args: { rows: manyRows, height: 320 } };
export const Empty: Story = { args: { rows: [] } };
export const EmptyWithText: Story = { args: { rows: [], emptyText: '没有找到符合条件的项目' } };
export const Loading: Story = { args: { loading: true } };
