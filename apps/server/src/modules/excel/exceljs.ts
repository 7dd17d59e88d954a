import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first workbook the server writes or reads with it. It costs about 30 MB
 * of memory, which a server that never exports should not carry (issue 9's memory goal); the
 * types come from `import type ExcelJS from 'exceljs'` as usual.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/**
 * exceljs's streaming writer, writing into memory: rows committed as they are added are turned
 * into XML and let go, so a sheet of hundreds of thousands of rows costs only its finished bytes.
 * `finish` commits the workbook and answers the file.
 */
export async function bufferedWorkbookWriter(
  options: { useStyles?: boolean; useSharedStrings?: boolean } = {},
): Promise<{ workbook: ExcelJS.stream.xlsx.WorkbookWriter; finish: () => Promise<Buffer> }> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({
    stream,
    useStyles: options.useStyles ?? true,
    useSharedStrings: options.useSharedStrings ?? false,
  });
  return {
    workbook,
    finish: async () => {
      await workbook.commit();
      return Buffer.concat(chunks);
    },
  };
}
