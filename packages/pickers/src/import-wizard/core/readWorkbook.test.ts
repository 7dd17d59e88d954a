import { buildXlsx, staffSheet } from './fixtures';
import {
  cellValueText,
  formatCellNumber,
  parseDelimitedText,
  readWorkbook,
  UnsupportedWorkbookError,
} from './readWorkbook';

const encode = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

describe('readWorkbook', () => {
  it('given an .xlsx, returns every visible sheet with each cell as the text the user sees', async () => {
    const sheets = await readWorkbook(await buildXlsx(staffSheet));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['员工', '说明']);
    const rows = sheets[0]?.rows ?? [];
    // The merged title keeps its text once, not in every merged cell.
    expect(rows[0]).toEqual(['2024年员工花名册']);
    expect(rows[2]).toEqual(['员工编号', '姓名', '联系电话', '入职日期', '工资', '备注']);
    expect(rows[3]).toEqual(['00123', '李四', '13800138000', '2023-03-05', '8500.5', '']);
    expect(rows[4]).toEqual(['00124', '王五', '13912345678', '2023/04/01', '9,000', '试用']);
    // A number formatted 00000 shows, and is read, with its leading zeros.
    expect(rows[5]?.[0]).toBe('00125');
    expect(rows).toHaveLength(7);
  });

  it('keeps a phone number stored as a number as its digits, never a date or 1.38E+10', async () => {
    const buffer = await buildXlsx((workbook) => {
      const sheet = workbook.addWorksheet('S');
      sheet.addRow([13800138000, 18600001111]);
      sheet.getCell('B1').numFmt = '0';
    });
    const [sheet] = await readWorkbook(buffer);
    expect(sheet?.rows).toEqual([['13800138000', '18600001111']]);
  });

  it('reads formula results, rich text, hyperlinks, booleans and times', async () => {
    const buffer = await buildXlsx((workbook) => {
      const sheet = workbook.addWorksheet('S');
      sheet.addRow([
        { formula: 'A2*2', result: 4 },
        { richText: [{ text: '北京' }, { text: '分公司' }] },
        { text: '官网', hyperlink: 'https://example.com' },
        true,
        new Date(Date.UTC(2024, 0, 2, 9, 30, 0)),
      ]);
      sheet.addRow([2]);
    });
    const [sheet] = await readWorkbook(buffer);
    expect(sheet?.rows[0]).toEqual(['4', '北京分公司', '官网', 'TRUE', '2024-01-02 09:30:00']);
  });

  it('skips hidden sheets and trailing blank rows', async () => {
    const buffer = await buildXlsx((workbook) => {
      const sheet = workbook.addWorksheet('数据');
      sheet.addRow(['a']);
      sheet.getRow(5).getCell(1).numFmt = '@';
      const hidden = workbook.addWorksheet('隐藏');
      hidden.state = 'hidden';
    });
    const sheets = await readWorkbook(buffer);
    expect(sheets).toEqual([{ name: '数据', rows: [['a']] }]);
  });

  it('given a CSV, keeps every field as typed: leading zeros, phone numbers, quoted commas', async () => {
    const csv =
      '\uFEFF工号,姓名,手机号,备注\r\n00123,李四,13800138000,"含,逗号"\r\n"007","王""五",,\n';
    const sheets = await readWorkbook(encode(csv));
    expect(sheets).toEqual([
      {
        name: 'Sheet1',
        rows: [
          ['工号', '姓名', '手机号', '备注'],
          ['00123', '李四', '13800138000', '含,逗号'],
          ['007', '王"五', '', ''],
        ],
      },
    ]);
  });

  it('given a GB18030 CSV (what Chinese Excel saves), decodes it', async () => {
    // 工号 in GB18030.
    const bytes = new Uint8Array([0xb9, 0xa4, 0xba, 0xc5, 0x0a, 0x30, 0x30, 0x31]);
    const [sheet] = await readWorkbook(bytes.buffer);
    expect(sheet?.rows).toEqual([['工号'], ['001']]);
  });

  it('given an old binary .xls, rejects with UnsupportedWorkbookError', async () => {
    const bytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(readWorkbook(bytes.buffer)).rejects.toBeInstanceOf(UnsupportedWorkbookError);
  });

  it('reports progress up to 1', async () => {
    const onProgress = vi.fn();
    await readWorkbook(await buildXlsx(staffSheet), { onProgress });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });
});

describe('formatCellNumber', () => {
  it.each([
    [0.1 + 0.2, undefined, '0.3'],
    [13800138000, undefined, '13800138000'],
    [42, '00000', '00042'],
    [1234.5, '#,##0.00', '1,234.50'],
    [-1234.5, '0.00', '-1234.50'],
    [0.125, '0.0%', '12.5%'],
    [1e21, undefined, '1e+21'],
  ])('formats %s under %s as %s', (value, format, text) => {
    expect(formatCellNumber(value, format)).toBe(text);
  });

  it('reads an error value and an empty formula result as text', () => {
    expect(cellValueText({ error: '#N/A' })).toBe('#N/A');
    expect(cellValueText({ formula: 'A1', result: undefined })).toBe('');
  });
});

describe('parseDelimitedText', () => {
  it('picks a tab or semicolon delimiter from the first line', () => {
    expect(parseDelimitedText('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseDelimitedText('a;b\r\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps line breaks inside quoted fields', () => {
    expect(parseDelimitedText('"a\nb",c')).toEqual([['a\nb', 'c']]);
  });
});
