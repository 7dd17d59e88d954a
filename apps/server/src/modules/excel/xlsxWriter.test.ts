import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, escapeXml, writeTableWorkbook, type TableRow } from './xlsxWriter';
import { readXlsxSheets } from './xlsxSheets';

async function load(content: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  return book;
}

describe('the table workbook writer', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml('a<b>&"c"\u0001\u0008\t\n')).toBe('a&lt;b&gt;&amp;&quot;c&quot;\t\n');
  });

  it('writes sheets that exceljs reads back: values, styles, widths, frozen rows and filters', async () => {
    // Rows paged from somewhere asynchronous, as a report reads findings.
    async function* rows(): AsyncGenerator<TableRow | (string | number | null)[]> {
      yield { cells: ['编号', '名称', '金额', '是否'], style: 'header' };
      await Promise.resolve();
      yield [1, '平整场地 <A&B>', 1234.5, null];
      yield { cells: [2, '挖土方\n第二行', -0.25, true] };
    }
    const content = await writeTableWorkbook([
      {
        name: "汇总 & 'A' 表",
        widths: [6, 30],
        rows: [{ cells: ['项目', '1#楼'], style: 'firstBold' }, { cells: [] }],
      },
      { name: '明细', widths: [6, 30, 12, 8], frozenRows: 1, filterRow: 1, rows: rows() },
    ]);
    const book = await load(content);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["汇总 & 'A' 表", '明细']);
    const summary = book.getWorksheet("汇总 & 'A' 表")!;
    expect(summary.getCell('A1').value).toBe('项目');
    expect(summary.getCell('A1').font?.bold).toBe(true);
    expect(summary.getCell('B1').font?.bold).toBeFalsy();
    const detail = book.getWorksheet('明细')!;
    expect(detail.getRow(1).values).toEqual([undefined, '编号', '名称', '金额', '是否']);
    expect(detail.getCell('A1').font?.bold).toBe(true);
    expect(detail.getCell('A1').fill).toMatchObject({ pattern: 'solid' });
    expect(detail.getRow(2).values).toEqual([undefined, 1, '平整场地 <A&B>', 1234.5]);
    expect(detail.getRow(3).values).toEqual([undefined, 2, '挖土方\n第二行', -0.25, true]);
    expect(detail.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(detail.getColumn(2).width).toBe(30);
    expect(detail.autoFilter).toBe('A1:D1');
  });

  it('streams many rows in pieces, and the fast reader reads them all back', async () => {
    const count = 20_000;
    function* rows() {
      for (let i = 1; i <= count; i++) yield [i, `清单行${i}`, i / 100];
    }
    const content = await writeTableWorkbook([{ name: 'rows', widths: [8, 20, 10], rows: rows() }]);
    const [sheet] = await readXlsxSheets(content);
    expect(sheet!.rows).toHaveLength(count);
    expect(sheet!.rows[0]).toEqual([1, '清单行1', 0.01]);
    expect(sheet!.rows[count - 1]).toEqual([count, `清单行${count}`, count / 100]);
  });
});
