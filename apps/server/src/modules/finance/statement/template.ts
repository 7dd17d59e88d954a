import { loadExcelJs } from '../../excel/exceljs';

/** The columns of the bank row (spec 001 §3) as the template lays them out, with a sample line. */
export const TEMPLATE_COLUMNS: readonly {
  title: string;
  width: number;
  sample: string | number | Date;
}[] = [
  { title: '交易日期', width: 14, sample: new Date(Date.UTC(2026, 0, 5)) },
  { title: '交易时间', width: 10, sample: '09:30:00' },
  { title: '收入金额', width: 14, sample: 12600 },
  { title: '支出金额', width: 14, sample: 0 },
  { title: '余额', width: 16, sample: 385600.5 },
  { title: '对方户名', width: 28, sample: '某某建设集团有限公司' },
  { title: '对方账号', width: 22, sample: '6222020200001234567' },
  { title: '对方开户行', width: 24, sample: '中国工商银行某某支行' },
  { title: '摘要', width: 16, sample: '咨询服务费' },
  { title: '用途', width: 16, sample: '结算审核费' },
  { title: '备注', width: 20, sample: '' },
  { title: '交易流水号', width: 22, sample: 'T202601050001' },
];

/**
 * The workbook getBankTemplate serves: the header the import recognises, dates as YYYY/MM/DD,
 * amounts with two decimals, and one sample line to show the forms (to be replaced).
 */
export async function bankTemplate(): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'ccms';
  const sheet = workbook.addWorksheet('银行流水', { views: [{ state: 'frozen', ySplit: 1 }] });
  TEMPLATE_COLUMNS.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width;
    if (column.title === '交易日期') sheetColumn.numFmt = 'yyyy/mm/dd';
    else if (typeof column.sample === 'number') sheetColumn.numFmt = '#,##0.00';
    else sheetColumn.numFmt = '@';
    const cell = sheet.getCell(1, index + 1);
    cell.value = column.title;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
    sheet.getCell(2, index + 1).value = column.sample === '' ? null : column.sample;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
