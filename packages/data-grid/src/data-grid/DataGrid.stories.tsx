import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type Key } from 'react';
import type { SortState } from '../core/sorting';
import { EMPTY_COLUMN_STATE } from '../core/columnState';
import {
  dateRenderer,
  dictionaryRenderer,
  linkRenderer,
  moneyRenderer,
  rowActionsRenderer,
  tagRenderer,
} from './cellRenderers';
import { DataGrid } from './DataGrid';
import {
  generateProjects,
  generateWideRows,
  projectColumns,
  projectRows,
  statusColumn,
  statusOptions,
  wideColumns,
  type ProjectRow,
} from './fixtures';
import type { DataGridColumn } from './gridColumn';

const manyRows = generateProjects(60);
const wideRows = generateWideRows(100_000, 20);
const wideGridColumns = wideColumns(20);

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

/** Each header's funnel opens its filter: text, choices, amount range, date range. */
export const Filters: Story = {
  args: {
    rows: manyRows,
    height: 360,
    defaultFilters: { region: { kind: 'select', values: ['北京', '重庆'] } },
  },
};

export const Selection: Story = {
  args: {
    rows: manyRows,
    height: 360,
    selectionMode: 'multiple',
    defaultSelectedKeys: ['P-000002', 'P-000003'],
  },
};

export const SingleSelection: Story = { args: { selectionMode: 'single' } };

/** A click selects only its row, Ctrl/Cmd+click adds or removes one, Shift+click extends. */
export const RowClickSelection: Story = {
  args: {
    rows: manyRows,
    height: 360,
    selectionMode: 'multiple',
    selectOnRowClick: true,
    defaultSelectedKeys: ['P-000004'],
  },
};

export const PinnedAndResized: Story = {
  args: {
    rows: manyRows,
    height: 360,
    columns: [...projectColumns, statusColumn],
    defaultColumnState: {
      ...EMPTY_COLUMN_STATE,
      pinned: { id: 'left', status: 'right' },
      widths: { name: 320, region: 200 },
    },
  },
};

export const ColumnChooser: Story = {
  args: {
    columnChooser: true,
    defaultColumnState: { ...EMPTY_COLUMN_STATE, hidden: ['signedOn'] },
  },
};

export const ClientPagination: Story = {
  args: { rows: manyRows, pagination: 'client', height: 400 },
};

/** A server answering after a fixed delay: the page and sort go out, one page of rows comes back. */
function ServerPaginationDemo() {
  const [pageNo, setPageNo] = useState(1);
  const [sortState, setSortState] = useState<SortState>([]);
  // The first page is there at once, so the story's screenshot does not depend on timing.
  const [page, setPage] = useState<{ rows: ProjectRow[]; loading: boolean }>({
    rows: manyRows.slice(0, 20),
    loading: false,
  });
  useEffect(() => {
    if (!page.loading) return;
    let live = true;
    const timer = setTimeout(() => {
      const sorted = [...manyRows];
      const sort = sortState[0];
      if (sort?.key === 'amount') {
        sorted.sort((a, b) => (a.amount - b.amount) * (sort.direction === 'asc' ? 1 : -1));
      }
      if (live) setPage({ rows: sorted.slice((pageNo - 1) * 20, pageNo * 20), loading: false });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [page.loading, pageNo, sortState]);
  return (
    <DataGrid
      aria-label="项目案例"
      columns={projectColumns}
      rows={page.rows}
      rowKey="id"
      height={400}
      pagination="server"
      total={manyRows.length}
      pageNo={pageNo}
      loading={page.loading}
      sortState={sortState}
      onSortChange={(next) => {
        setPage((current) => ({ ...current, loading: true }));
        setSortState(next);
      }}
      onPageChange={(next) => {
        setPage((current) => ({ ...current, loading: true }));
        setPageNo(next);
      }}
    />
  );
}

export const ServerPagination: Story = { render: () => <ServerPaginationDemo /> };

/** 100,000 rows × 20 columns: only the visible window of rows and columns is in the page. */
export const Virtual100k: Story = {
  render: () => (
    <DataGrid
      aria-label="指标"
      columns={wideGridColumns}
      rows={wideRows}
      rowKey="id"
      height={480}
      selectionMode="multiple"
    />
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['medium', 'small', 'mini'] as const).map((size) => (
        <DataGrid
          key={size}
          {...args}
          aria-label={`项目案例 ${size}`}
          rows={projectRows.slice(0, 2)}
          size={size}
        />
      ))}
    </div>
  ),
};

const editableColumns: DataGridColumn<ProjectRow>[] = projectColumns.map((column) =>
  column.key === 'amount' || column.key === 'name'
    ? {
        ...column,
        editable: true,
        validate: (value: unknown) =>
          column.key === 'amount'
            ? typeof value === 'number' && value >= 0
              ? undefined
              : '请输入不小于 0 的数字'
            : typeof value === 'string' && value.trim() !== ''
              ? undefined
              : '请输入项目名称',
      }
    : column,
);

/**
 * Enter, F2 or a double click edits 项目名称 and 造价; Enter or leaving the cell saves, Esc cancels.
 * The amount must not be negative: an invalid value keeps the editor open with its message.
 */
function EditingDemo() {
  const [rows, setRows] = useState(projectRows);
  return (
    <DataGrid
      aria-label="项目案例"
      columns={editableColumns}
      rows={rows}
      rowKey="id"
      onCellEdit={({ rowKey, columnKey, value }) =>
        setRows((current) =>
          current.map((row) => (row.id === rowKey ? { ...row, [columnKey]: value } : row)),
        )
      }
    />
  );
}

export const Editing: Story = { render: () => <EditingDemo /> };

const noop = (_row: ProjectRow) => undefined;
const rendererColumns: DataGridColumn<ProjectRow>[] = [
  { key: 'id', title: '编号', width: 100, render: linkRenderer('id', { onPress: noop }) },
  { key: 'name', title: '项目名称', width: 200 },
  { key: 'amount', title: '造价（万元）', align: 'right', render: moneyRenderer('amount') },
  { key: 'signedOn', title: '签约日期', render: dateRenderer('signedOn') },
  {
    key: 'status',
    title: '状态',
    width: 110,
    render: tagRenderer('status', statusOptions, (value) =>
      value === 'active' ? 'success' : value === 'closed' ? 'info' : 'warning',
    ),
  },
  {
    key: 'statusLabel',
    title: '状态名称',
    width: 110,
    render: dictionaryRenderer('status', statusOptions),
  },
  {
    key: 'actions',
    title: '操作',
    width: 130,
    pinned: 'right',
    render: rowActionsRenderer<ProjectRow>([
      { id: 'edit', label: '编辑', onPress: noop },
      { id: 'delete', label: '删除', onPress: noop },
    ]),
  },
];

export const Renderers: Story = { args: { columns: rendererColumns } };

export const Empty: Story = { args: { rows: [] } };
export const EmptyWithText: Story = { args: { rows: [], emptyText: '没有找到符合条件的项目' } };
export const Loading: Story = { args: { loading: true } };

/** Selection is reported as row keys; the owner keeps them, and they survive sorting. */
function ControlledSelectionDemo() {
  const [keys, setKeys] = useState<Key[]>(['P-003']);
  return (
    <DataGrid
      aria-label="项目案例"
      columns={projectColumns}
      rows={projectRows}
      rowKey="id"
      selectionMode="multiple"
      selectedKeys={keys}
      onSelectionChange={setKeys}
    />
  );
}

export const ControlledSelection: Story = { render: () => <ControlledSelectionDemo /> };
