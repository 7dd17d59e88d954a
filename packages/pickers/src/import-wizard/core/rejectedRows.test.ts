import { readWorkbook } from './readWorkbook';
import { rejectedRowsWorkbook, XLSX_MIME, type RejectedRow } from './rejectedRows';

const rejected: RejectedRow[] = [
  { rowNumber: 4, cells: ['00123', '李四', '-12.5'], reasons: ['工号重复', '姓名必填'] },
  { rowNumber: 9, cells: ['=HYPERLINK("x")', '王,五'], reasons: ['服务器拒绝'] },
];
const options = {
  headers: ['工号', '姓名', '月薪'],
  rowNumberTitle: '行号',
  reasonTitle: '未导入原因',
  fileName: '未导入数据',
};

describe('rejectedRowsWorkbook', () => {
  it('writes an .xlsx of the row numbers, original cells as text and reasons', async () => {
    const file = await rejectedRowsWorkbook(rejected, options);
    expect(file.name).toBe('未导入数据.xlsx');
    expect(file.type).toBe(XLSX_MIME);
    const [sheet] = await readWorkbook(await file.arrayBuffer());
    expect(sheet?.rows).toEqual([
      ['行号', '工号', '姓名', '月薪', '未导入原因'],
      ['4', '00123', '李四', '-12.5', '工号重复；姓名必填'],
      // Formula-looking text is neutralised so opening the file runs nothing.
      ['9', `'=HYPERLINK("x")`, '王,五', '', '服务器拒绝'],
    ]);
  });

  it('writes a CSV with a byte-order mark and quoted fields', async () => {
    const file = await rejectedRowsWorkbook(rejected, { ...options, format: 'csv' });
    expect(file.name).toBe('未导入数据.csv');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      '行号,工号,姓名,月薪,未导入原因',
      '4,00123,李四,-12.5,工号重复；姓名必填',
      `9,"'=HYPERLINK(""x"")","王,五",,服务器拒绝`,
    ]);
  });
});
