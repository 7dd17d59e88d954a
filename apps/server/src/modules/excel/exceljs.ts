import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first workbook the server writes or reads with it. It costs about 30 MB
 * of memory, which a server that never exports should not carry (issue 9's memory goal); the
 * types come from `import type ExcelJS from 'exceljs'` as usual.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
