import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../excel/workbook';
import { isDateFormat } from '../../excel/xlsxSheets';
import { generateStatement, sheetWorkbook } from './generate';
import { mapStatement } from './map';
import { readStatementSheets } from './read';
import { bankTemplate } from './template';

async function mixedWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('流水 & 明细');
  sheet.addRow(['交易日期', '金额', '备注', '是否', '公式', '错误']);
  sheet.addRow([
    new Date(Date.UTC(2025, 0, 3, 10, 30, 5)),
    1234.5,
    { richText: [{ text: '造价' }, { text: '<一部>' }] },
    true,
    { formula: 'B2*2', result: 2469 },
    { error: '#N/A' },
  ]);
  sheet.getCell('A2').numFmt = 'yyyy/mm/dd hh:mm:ss';
  sheet.getCell('G5').value = 'far & away';
  sheet.getCell('B4').value = 45000;
  sheet.getCell('B4').numFmt = '#,##0.00;[Red](#,##0.00)';
  sheet.getCell('C4').value = 45000;
  sheet.getCell('C4').numFmt = 'yyyy"年"m"月"d"日"';
  workbook.addWorksheet('隐藏', { state: 'hidden' }).addRow(['x']);
  workbook.addWorksheet('第二页').addRow(['a', null, 'c']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading statement files', () => {
  it('reads a workbook as exceljs does: dates, rich text, formulas, errors, hidden sheets', async () => {
    const content = await mixedWorkbook();
    const fast = await readStatementSheets(content, 'xlsx');
    const peer = await readWorkbook(content, 'xlsx');
    expect(fast).toEqual(peer);
    expect(fast[0]!.name).toBe('流水 & 明细');
    expect(fast[0]!.rows[1]![0]).toEqual(new Date(Date.UTC(2025, 0, 3, 10, 30, 5)));
    expect(fast[0]!.rows[3]).toEqual([null, 45000, new Date(Date.UTC(2023, 2, 15))]);
    expect(fast.map((sheet) => sheet.name)).toEqual(['流水 & 明细', '第二页']);
  });

  it('tells date formats from number formats', () => {
    expect(isDateFormat('yyyy/mm/dd')).toBe(true);
    expect(isDateFormat('yyyy"年"m"月"d"日"')).toBe(true);
    expect(isDateFormat('hh:mm:ss')).toBe(true);
    expect(isDateFormat('#,##0.00;[Red](#,##0.00)')).toBe(false);
    expect(isDateFormat('"余额"0.00')).toBe(false);
    expect(isDateFormat('General')).toBe(false);
  });

  it('reads a generated statement written by a streaming writer and maps it back', async () => {
    const generated = generateStatement({
      rows: 500,
      seed: 9,
      dates: 'date',
      metadata: true,
      totals: true,
    });
    let progress: [number, number] = [0, 0];
    const sheets = await readStatementSheets(
      await sheetWorkbook(generated.sheet),
      'xlsx',
      (done, total) => {
        progress = [done, total];
      },
    );
    expect(progress[0]).toBe(progress[1]);
    expect(progress[1]).toBeGreaterThan(0);
    const mapped = mapStatement(sheets);
    expect(mapped.issues).toEqual([]);
    expect(mapped.meta.accountName).toBe('某某工程造价咨询有限公司');
    expect(mapped.lines).toEqual(generated.lines);
  });

  it('reads CSV in GBK', async () => {
    const content = Buffer.from(
      'bdbbd2d7c8d5c6da2ccad5c8ebbdf0b6ee2cd3e0b6ee2cb6d4b7bdbba7c3fb0a323032352f30312f30322c22312c3230302e3030222c22312c3230302e3030222cbcd7b9abcbbe0a',
      'hex',
    );
    const mapped = mapStatement(await readStatementSheets(content, 'csv'));
    expect(mapped.issues).toEqual([]);
    expect(mapped.lines).toMatchObject([
      {
        dateTime: '2025-01-02 00:00:00',
        income: '1200.00',
        balance: '1200.00',
        otherSideName: '甲公司',
      },
    ]);
  });

  it('reads UTF-8 CSV with ="…" wrapped numbers and tab-padded cells', async () => {
    const csv =
      '\ufeff账号:,="6222000011112222333"\n交易日期,交易时间,贷方金额,借方金额,余额,对方账号,交易流水号\n' +
      '="20250102",\t10:20:30,"3,000.00",,="3000.00",="6222000099998888777",="0001"\n';
    const mapped = mapStatement(await readStatementSheets(Buffer.from(csv), 'csv'));
    expect(mapped.issues).toEqual([]);
    expect(mapped.lines).toMatchObject([
      {
        dateTime: '2025-01-02 10:20:30',
        income: '3000.00',
        balance: '3000.00',
        otherSideAccount: '6222000099998888777',
        serialNo: '0001',
      },
    ]);
    expect(mapped.meta.accountNo).toBe('6222000011112222333');
  });

  it('refuses other files with the excel messages', async () => {
    await expect(readStatementSheets(Buffer.from('%PDF'), 'pdf')).rejects.toMatchObject({
      key: 'excel.suffix',
    });
    await expect(
      readStatementSheets(Buffer.from('d0cf11e0a1b11ae1000000', 'hex'), 'xls'),
    ).rejects.toMatchObject({
      key: 'excel.legacyXls',
    });
    await expect(
      readStatementSheets(Buffer.from('PK\u0003\u0004 broken'), 'xlsx'),
    ).rejects.toMatchObject({
      key: 'excel.unreadable',
    });
  });

  it('serves a template the import reads back, dated YYYY/MM/DD', async () => {
    const template = await bankTemplate();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getCell('A2').numFmt).toBe('yyyy/mm/dd');
    const mapped = mapStatement(await readStatementSheets(template, 'xlsx'));
    expect(mapped.issues).toEqual([]);
    expect(mapped.lines).toEqual([
      {
        rowNumber: 2,
        dateTime: '2026-01-05 09:30:00',
        income: '12600.00',
        pay: '0.00',
        balance: '385600.50',
        otherSideName: '某某建设集团有限公司',
        otherSideAccount: '6222020200001234567',
        otherSideUnit: '中国工商银行某某支行',
        summary: '咨询服务费',
        matter: '结算审核费',
        memo: null,
        serialNo: 'T202601050001',
      },
    ]);
  });
});
