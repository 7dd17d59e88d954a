import { Button, Checkbox, CheckboxGroup, Popover } from '@ccms/ui';
import {
  isColumnHidden,
  orderColumnKeys,
  setColumnHidden,
  type ColumnShape,
  type ColumnState,
} from '../core/columnState';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import { ChooserList } from './DataGrid.styles';

export interface ColumnChooserProps {
  columns: readonly ColumnShape[];
  columnState: ColumnState;
  onColumnStateChange: (state: ColumnState) => void;
}

/** A button opening the list of columns, each shown or hidden with its checkbox. */
export function ColumnChooser({ columns, columnState, onColumnStateChange }: ColumnChooserProps) {
  const t = useDataGridTranslation();
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const ordered = orderColumnKeys(columns, columnState).map((key) => byKey.get(key)!);
  const visible = ordered.filter((column) => !isColumnHidden(column, columnState));
  return (
    <Popover
      title={t('gridColumnChooser')}
      placement="bottom end"
      trigger={<Button size="mini">{t('gridColumnChooser')}</Button>}
    >
      <ChooserList>
        <CheckboxGroup
          label={t('gridColumnChooser')}
          orientation="vertical"
          value={visible.map((column) => column.key)}
          onChange={(keys) => {
            const shown = new Set(keys);
            const next = ordered.reduce(
              (state, column) => setColumnHidden(column, state, !shown.has(column.key)),
              columnState,
            );
            onColumnStateChange(next);
          }}
        >
          {ordered.map((column) => (
            <Checkbox key={column.key} value={column.key}>
              {column.title}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </ChooserList>
    </Popover>
  );
}
