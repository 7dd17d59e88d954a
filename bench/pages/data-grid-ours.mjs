// Page: @ccms/data-grid's DataGrid with the benchmark table, inside the app's theme and i18n.
import { DataGrid, registerDataGridResources } from '@ccms/data-grid';
import { registerUiResources, ThemeProvider } from '@ccms/ui';
import { createInstance } from 'i18next';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createGridRows, GRID_COLUMNS, numberParameter } from './grid-data.mjs';
import { installGridBench } from './page-runtime.mjs';

const rows = createGridRows(numberParameter('rows', 100_000));
const columns = GRID_COLUMNS.map(({ key, title, width }) => ({ key, title, width }));

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh',
  fallbackLng: 'zh',
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});
registerUiResources(i18n);
registerDataGridResources(i18n);

const container = document.getElementById('root');
const root = createRoot(container);

installGridBench({
  container,
  render: () =>
    root.render(
      h(
        I18nextProvider,
        { i18n },
        h(
          ThemeProvider,
          null,
          h(DataGrid, { columns, rows, rowKey: 'id', height: 600, 'aria-label': '基准表格' }),
        ),
      ),
    ),
});
