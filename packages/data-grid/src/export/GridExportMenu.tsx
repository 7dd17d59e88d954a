import { Button, DropdownMenu, type ButtonVariant, type ComponentSize } from '@ccms/ui';
import { useMemo } from 'react';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import { ExportMenuRoot } from './GridExportMenu.styles';
import { useGridExport, type GridExportFormat, type UseGridExportOptions } from './useGridExport';

export interface GridExportMenuProps<Row> extends UseGridExportOptions<Row> {
  /** Defaults to the theme's `defaultSize`. */
  size?: ComponentSize;
  variant?: ButtonVariant;
  className?: string;
}

const isExportFormat = (id: string): id is GridExportFormat => id === 'xlsx' || id === 'csv';

/**
 * An "Export" button whose menu saves the current view as .xlsx or CSV. It takes `getView`, so it
 * works with a DataGrid's `gridRef` handle or any other source of rows.
 */
export function GridExportMenu<Row>({
  getView,
  fileName,
  sheetName,
  size,
  variant = 'default',
  className,
}: GridExportMenuProps<Row>) {
  const t = useDataGridTranslation();
  const { exportView, pendingFormat } = useGridExport({ getView, fileName, sheetName });
  const pending = pendingFormat !== undefined;
  const items = useMemo(
    () => [
      { id: 'xlsx', label: t('exportExcel') },
      { id: 'csv', label: t('exportCsv') },
    ],
    [t],
  );

  return (
    <ExportMenuRoot
      className={className}
      aria-busy={pending}
      data-state={pending ? 'pending' : 'idle'}
    >
      <DropdownMenu
        trigger={
          <Button size={size} variant={variant} isPending={pending}>
            {t('exportTrigger')}
          </Button>
        }
        items={items}
        onAction={(id) => {
          if (isExportFormat(id)) void exportView(id);
        }}
      />
    </ExportMenuRoot>
  );
}
