import { Workbook } from 'exceljs';
import type { GridView } from './delimited';
import {
  CSV_MIME_TYPE,
  exportViewToCsv,
  exportViewToXlsx,
  toSheetName,
  toXlsxCell,
  toXlsxColumnWidth,
  XLSX_MIME_TYPE,
} from './exportView';

interface BillItem {
  code: string;
  name: string;
  amount: number;
  quantity: number | null;
  pricedOn: Date;
  note: string;
}

const view: GridView<BillItem> = {
  columns: [
    { key: 'code', title: '清单编码', width: 140 },
    { key: 'name', title: '项目名称', width: 210 },
    { key: 'amount', title: '金额' },
    { key: 'quantity', title: '工程量', value: (row) => row.quantity },
    { key: 'pricedOn', title: '计价日期' },
    { key: 'note', title: '备注' },
  ],
  rows: [
    {
      code: '00123',
      name: '北京办公楼 土方开挖',
      amount: -1234.5,
      quantity: 12,
      pricedOn: new Date(2024, 2, 1),
      note: '=HYPERLINK("http://x")',
    },
    {
      code: '010101001',
      name: '混凝土, "C30"',
      amount: 88,
      quantity: null,
      pricedOn: new Date(2024, 11, 31, 9, 30, 0),
      note: '@SUM(A1)',
    },
  ],
};

async function readWorkbook(file: Blob) {
  const workbook = new Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  return workbook;
}

describe('exportViewToCsv', () => {
  it('given a view, is a UTF-8 CSV file with a byte-order mark and the requested name', async () => {
    const file = exportViewToCsv(view, { fileName: '清单' });
    expect(file.name).toBe('清单.csv');
    expect(file.type).toBe(CSV_MIME_TYPE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')).toEqual([
      '\uFEFF清单编码,项目名称,金额,工程量,计价日期,备注',
      `00123,北京办公楼 土方开挖,-1234.5,12,2024-03-01,"'=HYPERLINK(""http://x"")"`,
      `010101001,"混凝土, ""C30""",88,,2024-12-31 09:30:00,'@SUM(A1)`,
    ]);
  });

  it('given a name that already ends in .csv, keeps it', () => {
    expect(exportViewToCsv(view, { fileName: 'a.CSV' }).name).toBe('a.CSV');
  });
});

describe('exportViewToXlsx', () => {
  it('given a view, writes an .xlsx file with the requested name', async () => {
    const file = await exportViewToXlsx(view, { fileName: '清单', sheetName: '分部分项' });
    expect(file.name).toBe('清单.xlsx');
    expect(file.type).toBe(XLSX_MIME_TYPE);
    const workbook = await readWorkbook(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['分部分项']);
  });

  it('when read back, has a bold frozen header and the grid widths', async () => {
    const sheet = (await readWorkbook(await exportViewToXlsx(view, { fileName: 'x' })))
      .worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '清单编码',
      '项目名称',
      '金额',
      '工程量',
      '计价日期',
      '备注',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.getColumn(2).width).toBe(30);
  });

  it('when read back, keeps numbers as numbers, leading zeros and Chinese as text, dates as dates', async () => {
    const sheet = (await readWorkbook(await exportViewToXlsx(view, { fileName: 'x' })))
      .worksheets[0]!;
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('00123');
    expect(first.getCell(2).value).toBe('北京办公楼 土方开挖');
    expect(first.getCell(3).value).toBe(-1234.5);
    expect(first.getCell(4).value).toBe(12);
    const day = first.getCell(5);
    expect(day.value).toBeInstanceOf(Date);
    expect((day.value as Date).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(day.numFmt).toBe('yyyy-mm-dd');

    const second = sheet.getRow(3);
    expect(second.getCell(4).value).toBeNull();
    expect((second.getCell(5).value as Date).toISOString()).toBe('2024-12-31T09:30:00.000Z');
    expect(second.getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('when read back, formula-looking text is neutralised text, not a formula', async () => {
    const sheet = (await readWorkbook(await exportViewToXlsx(view, { fileName: 'x' })))
      .worksheets[0]!;
    expect(sheet.getRow(2).getCell(6).value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getRow(3).getCell(6).value).toBe(`'@SUM(A1)`);
    expect(sheet.getRow(2).getCell(6).formula).toBeUndefined();
  });
});

describe('toXlsxCell', () => {
  it('given empty and non-finite values, leaves the cell empty', () => {
    expect(toXlsxCell(undefined)).toEqual({ value: null });
    expect(toXlsxCell(Number.NaN)).toEqual({ value: null });
    expect(toXlsxCell(new Date(Number.NaN))).toEqual({ value: null });
  });

  it('given booleans and big integers, keeps booleans and writes safe integers as numbers', () => {
    expect(toXlsxCell(true)).toEqual({ value: true });
    expect(toXlsxCell(42n)).toEqual({ value: 42 });
    expect(toXlsxCell(2n ** 64n)).toEqual({ value: '18446744073709551616' });
  });

  it('given a negative number, keeps it a number', () => {
    expect(toXlsxCell(-5)).toEqual({ value: -5 });
  });
});

describe('toSheetName', () => {
  it('given characters Excel forbids or more than 31 characters, cleans the name', () => {
    expect(toSheetName('a/b:c[1]')).toBe('a b c 1');
    expect(toSheetName('x'.repeat(40))).toHaveLength(31);
    expect(toSheetName(' ')).toBe('Sheet1');
  });
});

describe('toXlsxColumnWidth', () => {
  it('given pixels, is about one character per 7 px', () => {
    expect(toXlsxColumnWidth(140)).toBe(20);
    expect(toXlsxColumnWidth(0)).toBe(1);
  });
});
