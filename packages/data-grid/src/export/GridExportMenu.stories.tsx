import { Toaster } from '@ccms/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import type { GridView } from '../core/delimited';
import { DataGrid, type DataGridHandle } from '../data-grid/DataGrid';
import { GridExportMenu } from './GridExportMenu';

interface BillItem {
  code: string;
  name: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  pricedOn: Date;
}

const billView: GridView<BillItem> = {
  columns: [
    { key: 'code', title: '项目编码', width: 140 },
    { key: 'name', title: '项目名称', width: 220 },
    { key: 'unit', title: '单位', width: 80 },
    { key: 'quantity', title: '工程量', width: 100 },
    { key: 'unitPrice', title: '综合单价', width: 110 },
    { key: 'total', title: '合价', width: 120, value: (row) => row.quantity * row.unitPrice },
    { key: 'pricedOn', title: '计价日期', width: 120 },
  ],
  rows: [
    {
      code: '010101001001',
      name: '平整场地',
      unit: 'm²',
      quantity: 1520.5,
      unitPrice: 3.2,
      pricedOn: new Date(2024, 2, 1),
    },
    {
      code: '010101002001',
      name: '挖一般土方',
      unit: 'm³',
      quantity: 860,
      unitPrice: 28.75,
      pricedOn: new Date(2024, 2, 1),
    },
    {
      code: '010501003001',
      name: '独立基础 C30',
      unit: 'm³',
      quantity: 132.4,
      unitPrice: 612,
      pricedOn: new Date(2024, 2, 15),
    },
  ],
};

/** The menu reading the grid's current view (its sorting, filters and column order) via gridRef. */
function ExportFromDataGrid() {
  const gridRef = useRef<DataGridHandle<BillItem>>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div>
        <GridExportMenu
          getView={() => gridRef.current?.getView() ?? { columns: [], rows: [] }}
          fileName="分部分项工程量清单"
        />
      </div>
      <DataGrid
        gridRef={gridRef}
        aria-label="分部分项工程量清单"
        columns={billView.columns.map(({ key, title, width, value }) => ({
          key,
          title,
          width,
          exportValue: value,
          render: value && ((row: BillItem) => String(value(row))),
        }))}
        rows={billView.rows}
        rowKey="code"
      />
    </div>
  );
}

const meta = {
  title: 'Data grid/GridExportMenu',
  component: GridExportMenu<BillItem>,
  // Toasts report the outcome of an export.
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  args: {
    getView: () => billView,
    fileName: '分部分项工程量清单',
    sheetName: '分部分项',
  },
} satisfies Meta<typeof GridExportMenu<BillItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const WithDataGrid: Story = { render: () => <ExportFromDataGrid /> };
