import { toast } from '@ccms/ui';
import { useCallback, useRef, useState } from 'react';
import type { GridView } from '../core/delimited';
import { exportViewToCsv, exportViewToXlsx } from '../core/exportView';
import { useDataGridTranslation } from '../i18n/dataGridResources';
import { downloadBlob } from './downloadBlob';

export type GridExportFormat = 'xlsx' | 'csv';

export interface UseGridExportOptions<Row> {
  /** Read when the user exports, so the file holds the view as it is at that moment. */
  getView: () => GridView<Row>;
  /** The download name without extension; `.xlsx` / `.csv` is added. */
  fileName: string;
  /** The worksheet's name in .xlsx; defaults to the file name. */
  sheetName?: string;
}

export interface GridExport {
  /** Builds the file, downloads it and reports the outcome in a toast; never rejects. */
  exportView: (format: GridExportFormat) => Promise<void>;
  /** The format being built, `undefined` when idle. */
  pendingFormat: GridExportFormat | undefined;
}

/** Resolves after the next frame is painted, so the pending state shows before the work blocks. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Export of a grid view to a downloaded .xlsx or CSV file, one at a time. */
export function useGridExport<Row>({
  getView,
  fileName,
  sheetName,
}: UseGridExportOptions<Row>): GridExport {
  const t = useDataGridTranslation();
  const [pendingFormat, setPendingFormat] = useState<GridExportFormat>();
  // A ref, not the state, so a second request in the same tick is already refused.
  const busy = useRef(false);

  const exportView = useCallback(
    async (format: GridExportFormat) => {
      if (busy.current) return;
      busy.current = true;
      setPendingFormat(format);
      try {
        const view = getView();
        // Building a workbook holds the main thread for seconds on large views.
        await afterNextPaint();
        const file =
          format === 'xlsx'
            ? await exportViewToXlsx(view, { fileName, sheetName })
            : exportViewToCsv(view, { fileName });
        downloadBlob(file, file.name);
        toast.success(t('exportDone', { fileName: file.name }));
      } catch {
        toast.error(t('exportFailed'));
      } finally {
        busy.current = false;
        setPendingFormat(undefined);
      }
    },
    [getView, fileName, sheetName, t],
  );

  return { exportView, pendingFormat };
}
