// Page: AG Grid Community through ag-grid-react (same React) with the benchmark table.
import { AllCommunityModule, ModuleRegistry } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createGridRows, GRID_COLUMNS, numberParameter } from './grid-data.mjs';
import { installGridBench } from './page-runtime.mjs';

ModuleRegistry.registerModules([AllCommunityModule]);

const rows = createGridRows(numberParameter('rows', 100_000));
const columnDefs = GRID_COLUMNS.map(({ key, title, width }) => ({
  field: key,
  headerName: title,
  width,
}));
// The same row height as our grid when the bench passes it, so both show as many rows.
const rowHeight = numberParameter('rowHeight', undefined);

const container = document.getElementById('root');
const root = createRoot(container);

installGridBench({
  container,
  render: () =>
    root.render(
      h(
        'div',
        { style: { height: 600 } },
        h(AgGridReact, { columnDefs, rowData: rows, rowHeight }),
      ),
    ),
});
