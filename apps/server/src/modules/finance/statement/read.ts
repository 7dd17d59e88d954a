import { businessFailure } from '../../../http/failure';
import { MAX_LEADING_ROWS, decodeText, parseCsv, type SheetData } from '../../excel/workbook';
import { TooManyRows, readXlsxSheets } from '../../excel/xlsxSheets';

/** Lines one statement import may carry (a year of a busy account is well under this). */
export const MAX_STATEMENT_ROWS = 200_000;

const SUFFIXES = new Set(['xlsx', 'xls', 'csv']);

const isZip = (content: Buffer) =>
  content.length > 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03;
const isLegacyExcel = (content: Buffer) =>
  content.length > 8 &&
  content.readUInt32BE(0) === 0xd0cf11e0 &&
  content.readUInt32BE(4) === 0xa1b11ae1;

/**
 * The visible sheets of a bank statement file (.xlsx, or .csv in UTF-8, UTF-16 or GBK/GB18030):
 * the content decides how it is read, not the suffix. Workbooks go through the fast sheet reader
 * (modules/excel/xlsxSheets.ts), which reads 100,000 rows in about a second; `onProgress`
 * reports the characters of sheet XML read so far and in all.
 */
export async function readStatementSheets(
  content: Buffer,
  suffix: string,
  onProgress?: (done: number, total: number) => void,
): Promise<SheetData[]> {
  const kind = suffix.toLowerCase().replace(/^\./, '');
  if (!SUFFIXES.has(kind))
    throw businessFailure(kind ? 'excel.suffix' : 'excel.suffixMissing', { suffix: kind });
  const maxRows = MAX_STATEMENT_ROWS + MAX_LEADING_ROWS;
  if (isZip(content)) {
    let sheets: SheetData[];
    try {
      sheets = await readXlsxSheets(content, { onProgress, maxRows });
    } catch (error) {
      if (error instanceof TooManyRows)
        throw businessFailure('excel.tooManyRows', { max: MAX_STATEMENT_ROWS });
      throw businessFailure('excel.unreadable');
    }
    if (sheets.length === 0) throw businessFailure('excel.noSheet');
    return sheets;
  }
  if (isLegacyExcel(content)) throw businessFailure('excel.legacyXls');
  if (kind === 'csv') {
    const rows = parseCsv(decodeText(content), MAX_STATEMENT_ROWS);
    onProgress?.(content.length, content.length);
    return [{ name: 'Sheet1', rows }];
  }
  throw businessFailure('excel.unreadable');
}
