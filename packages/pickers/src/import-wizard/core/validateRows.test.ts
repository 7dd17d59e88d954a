import { detectHeaderRow, matchColumns } from './columnMatching';
import { bankFields, buildXlsx, staffFields, staffSheet } from './fixtures';
import type { ImportRow } from './importTypes';
import { readWorkbook } from './readWorkbook';
import {
  checkRows,
  parseImportDate,
  parseImportNumber,
  rowKeyOf,
  toImportRows,
  validateRows,
  type ImportRowRule,
} from './validateRows';

const issuesOf = (row: ImportRow | undefined) =>
  row?.issues.map((issue) => `${issue.field ?? '*'}:${issue.rule}`);

describe('parseImportNumber', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['¥1,000', 1000],
    ['-12.5', -12.5],
    ['０１２', 12],
    ['.5', 0.5],
  ])('reads %s as %s', (text, value) => expect(parseImportNumber(text)).toBe(value));

  it.each(['abc', '1.2.3', '', '12a', '1-2'])('rejects %s', (text) =>
    expect(parseImportNumber(text)).toBeUndefined(),
  );
});

describe('parseImportDate', () => {
  it.each([
    ['2024-01-02', '2024-01-02'],
    ['2024/1/2', '2024-01-02'],
    ['2024.01.02', '2024-01-02'],
    ['2024年1月2日', '2024-01-02'],
    ['20240102', '2024-01-02'],
    ['2024-01-02 09:05:01', '2024-01-02 09:05:01'],
    ['2024/01/02 9:05', '2024-01-02 09:05:00'],
  ])('reads %s as %s', (text, iso) => expect(parseImportDate(text)).toBe(iso));

  it.each(['2023-13-01', '2023-02-30', '13800138000', '2024-01-02 25:00', 'yesterday'])(
    'rejects %s',
    (text) => expect(parseImportDate(text)).toBeUndefined(),
  );
});

describe('validateRows', () => {
  it('given the staff sheet, finds the header, maps it and reports each rule per row', async () => {
    const [sheet] = await readWorkbook(await buildXlsx(staffSheet));
    const rows = sheet?.rows ?? [];
    const header = detectHeaderRow(rows, staffFields);
    expect(header).toBe(2);
    const mapping = matchColumns(rows[header] ?? [], staffFields).map((match) => match.field);
    const result = validateRows(rows.slice(header + 1), mapping, staffFields, {
      firstRowNumber: header + 2,
    });
    expect(result.map((row) => row.rowNumber)).toEqual([4, 5, 6, 7]);
    expect(result[0]?.values).toEqual({
      code: '00123',
      name: '李四',
      mobile: '13800138000',
      joined: '2023-03-05',
      salary: '8500.5',
    });
    // 00123 appears twice: both rows are duplicates.
    expect(issuesOf(result[0])).toEqual(['code:unique']);
    expect(issuesOf(result[1])).toEqual([]);
    expect(issuesOf(result[2])).toEqual(['mobile:pattern', 'joined:type', 'salary:type']);
    expect(result[2]?.issues[0]?.message).toBe('手机号格式不正确');
    expect(result[2]?.issues[1]?.expected).toBe('date');
    expect(issuesOf(result[3])).toEqual(['code:unique', 'name:required']);
  });

  it('checks integers and ignores fields no column fills', () => {
    const result = validateRows([['1.5'], ['3'], ['x']], ['age'], staffFields);
    expect(result.map(issuesOf)).toEqual([['age:type'], [], ['age:type']]);
  });

  it('accepts a pattern given as a string, anchored to the whole cell', () => {
    const fields = [{ key: 'code', label: '编码', pattern: '[A-Z]{2}\\d{3}' }];
    const result = validateRows([['AB123'], ['xAB123'], ['AB1234']], ['code'], fields);
    expect(result.map(issuesOf)).toEqual([[], ['code:pattern'], ['code:pattern']]);
  });

  it('skips blank rows but keeps their numbering', () => {
    const result = validateRows([['a'], ['', ''], ['b']], ['name'], staffFields, {
      firstRowNumber: 2,
    });
    expect(result.map((row) => [row.id, row.rowNumber])).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it('given key fields and existing keys, rejects duplicate and already stored keys', () => {
    const rows = [
      ['6222', 'S1'],
      ['6222', 'S2'],
      ['6222', 'S2'],
      ['6223', 'S1'],
    ];
    const result = validateRows(rows, ['account', 'serial'], [], {
      keyFields: ['account', 'serial'],
      existingKeys: [rowKeyOf({ account: '6223', serial: 'S1' }, ['account', 'serial'])],
    });
    expect(result.map(issuesOf)).toEqual([[], ['*:unique'], ['*:unique'], ['*:exists']]);
  });

  it('given a one-field key on a unique field, reports the duplicate once', () => {
    const result = validateRows([['A'], ['A']], ['code'], staffFields, { keyFields: ['code'] });
    expect(result.map(issuesOf)).toEqual([['code:unique'], ['code:unique']]);
  });

  it('runs row rules with the previous row, e.g. bank balance continuity', () => {
    const balanceContinuity: ImportRowRule = (row, previous) => {
      if (!previous) return undefined;
      const value = (key: string, of: ImportRow) => parseImportNumber(of.values[key] ?? '') ?? 0;
      const expected = value('balance', previous) + value('income', row) - value('pay', row);
      return Math.abs(expected - value('balance', row)) > 0.01
        ? { field: 'balance', rule: 'custom', message: '余额不连续' }
        : undefined;
    };
    const mapping = ['dateTime', 'pay', 'income', 'balance'];
    const rows = [
      ['2024/01/01', '', '1,000.00', '1,000.00'],
      ['2024/01/02', '100.00', '', '900.00'],
      ['20240103', '', '50', '990.00'],
    ];
    const result = validateRows(rows, mapping, bankFields, { rules: [balanceContinuity] });
    expect(result.map(issuesOf)).toEqual([[], [], ['balance:custom']]);
    expect(result[2]?.issues[0]?.message).toBe('余额不连续');
  });

  it('after a duplicate row is removed, checkRows finds the other one valid again', () => {
    const rows = toImportRows([['A'], ['A']], ['code']);
    expect(checkRows(rows, staffFields).map(issuesOf)).toEqual([['code:unique'], ['code:unique']]);
    expect(checkRows(rows.slice(1), staffFields).map(issuesOf)).toEqual([[]]);
  });

  it('given a 50,000-row sheet, parses and validates every row', { timeout: 180_000 }, async () => {
    const count = 50_000;
    const buffer = await buildXlsx((workbook) => {
      const sheet = workbook.addWorksheet('大表');
      sheet.addRow(['工号', '姓名', '手机号', '月薪']);
      for (let index = 0; index < count; index += 1) {
        sheet.addRow([String(index).padStart(6, '0'), `员工${index}`, 13800000000 + index, 5000]);
      }
    });
    const [sheet] = await readWorkbook(buffer);
    const rows = sheet?.rows ?? [];
    expect(rows).toHaveLength(count + 1);
    const mapping = matchColumns(rows[0] ?? [], staffFields).map((match) => match.field);
    const result = validateRows(rows.slice(1), mapping, staffFields, { firstRowNumber: 2 });
    expect(result).toHaveLength(count);
    expect(result.every((row) => row.issues.length === 0)).toBe(true);
    expect(result[count - 1]?.values).toEqual({
      code: '049999',
      name: '员工49999',
      mobile: '13800049999',
      salary: '5000',
    });
  });
});
