import { DataTable } from './ChartFrame.styles';

export interface ChartTableRow {
  /** The row's header cell, e.g. the category or the stage. */
  label: string;
  /** The row's values, already formatted, in column order. */
  cells: readonly string[];
}

export interface ChartDataTableProps {
  caption: string;
  /** Column headers: the first names the row labels, the others the value columns. */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}

/**
 * The numbers behind a chart as a table, for screen readers (the canvas is hidden from them):
 * visually hidden, captioned with the chart's title, with row and column headers.
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <DataTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th scope="col" key={`${index}-${column}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={`${rowIndex}-${row.label}`}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
