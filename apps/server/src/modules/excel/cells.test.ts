import { describe, expect, it } from 'vitest';
import {
  cellText,
  columnLetter,
  normaliseHeader,
  parseBoolean,
  parseDate,
  parseNumber,
  plainCell,
} from './cells';
import { TreePaths } from './importers';
import { parseCsv, readWorkbook } from './workbook';

describe('reading cells', () => {
  it('reads formulas as their cached result, rich text and links as text, errors as errors', () => {
    expect(plainCell({ formula: 'A1+1', result: 42 })).toBe(42);
    expect(plainCell({ sharedFormula: 'B2', result: '张三' })).toBe('张三');
    expect(plainCell({ formula: 'A1', result: { error: '#N/A' } })).toEqual({ error: '#N/A' });
    expect(plainCell({ richText: [{ text: '造价' }, { text: '一部' }] })).toBe('造价一部');
    expect(plainCell({ text: '链接', hyperlink: 'https://example.com' })).toBe('链接');
    expect(plainCell(undefined)).toBeNull();
  });

  it('shows whole numbers without a decimal part and dates as YYYY-MM-DD', () => {
    expect(cellText(13800000001)).toBe('13800000001');
    expect(cellText(1.5)).toBe('1.5');
    expect(cellText(new Date(Date.UTC(2024, 4, 1)))).toBe('2024-05-01');
    expect(cellText('  有空格 ')).toBe('有空格');
  });
});

describe('dates', () => {
  it.each([
    ['an Excel date', new Date(Date.UTC(2024, 4, 1)), '2024-05-01'],
    ['an Excel serial', 45413, '2024-05-01'],
    ['a serial with a time part', 45413.75, '2024-05-01'],
    ['YYYY-MM-DD', '2024-05-01', '2024-05-01'],
    ['YYYY/M/D', '2024/5/1', '2024-05-01'],
    ['YYYY.MM.DD', '2024.05.01', '2024-05-01'],
    ['年月日', '2024年5月1日', '2024-05-01'],
    ['full-width digits', '２０２４年５月１日', '2024-05-01'],
    ['with a time', '2024-05-01 08:30', '2024-05-01'],
    ['YYYYMMDD', '20240501', '2024-05-01'],
  ] as const)('reads %s', (_what, value, expected) => {
    expect(parseDate(value)).toBe(expected);
  });

  it.each([['2024-02-30'], ['2023/13/01'], ['五月一日'], ['2024-5'], [true]] as const)(
    'refuses %s',
    (value) => {
      expect(parseDate(value)).toBeNull();
    },
  );
});

describe('numbers and flags', () => {
  it('reads numbers from cells and typed text with thousands commas', () => {
    expect(parseNumber(12.5)).toBe(12.5);
    expect(parseNumber('1,234.50')).toBe(1234.5);
    expect(parseNumber('－３')).toBe(-3);
    expect(parseNumber('12a')).toBeNull();
    expect(parseNumber('1,23')).toBeNull();
  });

  it('reads 是/否 and their usual spellings', () => {
    expect(parseBoolean('是')).toBe(true);
    expect(parseBoolean('N')).toBe(false);
    expect(parseBoolean(1)).toBe(true);
    expect(parseBoolean('也许')).toBeNull();
  });
});

describe('headers', () => {
  it('match whatever the width, spacing, required mark or (必填) note', () => {
    expect(normaliseHeader('＊ 手机号码（必填）')).toBe(normaliseHeader('手机号码'));
    expect(normaliseHeader('*Email ')).toBe('email');
  });

  it('name columns as Excel does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('tree paths', () => {
  const tree = new TreePaths([
    { id: 'root', parentId: null, name: '示例公司' },
    { id: 'a', parentId: 'root', name: '造价一部' },
    { id: 'a-office', parentId: 'a', name: '综合部' },
    { id: 'office', parentId: 'root', name: '综合部' },
  ]);

  it('finds a row by its full path, by a unique name, or by its last segments', () => {
    expect(tree.find('示例公司/造价一部')).toMatchObject({ id: 'a' });
    expect(tree.find('造价一部')).toMatchObject({ id: 'a' });
    expect(tree.find('造价一部 / 综合部')).toMatchObject({ id: 'a-office' });
    expect(tree.find('示例公司／综合部')).toMatchObject({ id: 'office' });
  });

  it('says when a name is ambiguous or unknown', () => {
    expect(tree.find('综合部')).toBe('ambiguous');
    expect(tree.find('财务部')).toBeUndefined();
    expect(tree.pathOf('a-office')).toBe('示例公司/造价一部/综合部');
  });
});

describe('files', () => {
  it('reads CSV with quotes, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('姓名,备注\r\n"王, 芳","说""好""的\n第二行"\n李四,\n')).toEqual([
      ['姓名', '备注'],
      ['王, 芳', '说"好"的\n第二行'],
      ['李四', null],
    ]);
  });

  it('reads CSV saved as GBK, as Excel in China saves it', async () => {
    // 姓名 in GBK, then a line "1,2".
    const content = Buffer.from([0xd0, 0xd5, 0xc3, 0xfb, 0x0a, 0x31, 0x2c, 0x32]);
    const [sheet] = await readWorkbook(content, 'csv');
    expect(sheet!.rows).toEqual([['姓名'], ['1', '2']]);
  });

  it('refuses Excel 97-2003 files with advice, and files of other kinds', async () => {
    const legacy = Buffer.from('d0cf11e0a1b11ae1000000000000000000', 'hex');
    await expect(readWorkbook(legacy, 'xls')).rejects.toMatchObject({ key: 'excel.legacyXls' });
    await expect(readWorkbook(Buffer.from('%PDF-1.4'), 'pdf')).rejects.toMatchObject({
      key: 'excel.suffix',
    });
    await expect(readWorkbook(Buffer.from('not a workbook'), 'xlsx')).rejects.toMatchObject({
      key: 'excel.unreadable',
    });
  });
});
