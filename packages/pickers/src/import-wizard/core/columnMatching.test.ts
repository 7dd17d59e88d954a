import {
  detectHeaderRow,
  matchColumns,
  normaliseHeader,
  remapColumn,
  toColIndexMaps,
  unmappedRequiredFields,
} from './columnMatching';
import { bankFields, staffFields } from './fixtures';

describe('normaliseHeader', () => {
  it('folds width and case and drops spaces, required marks and a trailing colon', () => {
    expect(normaliseHeader(' *工 号： ')).toBe('工号');
    expect(normaliseHeader('ＡＢＣ＊')).toBe('abc');
  });
});

describe('matchColumns', () => {
  it('matches by name first, then by alias, and ignores the rest', () => {
    expect(matchColumns(['员工编号', '姓名', '联系电话', '备注', '入职日期'], staffFields)).toEqual(
      [
        { field: 'code', by: 'alias' },
        { field: 'name', by: 'name' },
        { field: 'mobile', by: 'alias' },
        { field: null, by: null },
        { field: 'joined', by: 'name' },
      ],
    );
  });

  it('matches the key too, and a header with a unit in brackets', () => {
    expect(matchColumns(['CODE', '月薪（元）'], staffFields)).toEqual([
      { field: 'code', by: 'name' },
      { field: 'salary', by: 'name' },
    ]);
  });

  it('gives a field to one column only, preferring an exact name over an earlier alias', () => {
    expect(matchColumns(['编号', '工号', '工号'], staffFields)).toEqual([
      { field: null, by: null },
      { field: 'code', by: 'name' },
      { field: null, by: null },
    ]);
  });

  it('maps a bank layout with separate in and out columns through aliases', () => {
    const headers = ['记账日期', '借方发生额', '贷方发生额', '余额', '对方单位名称', '用途'];
    expect(matchColumns(headers, bankFields).map((match) => match.field)).toEqual([
      'dateTime',
      'pay',
      'income',
      'balance',
      'otherSideName',
      'summary',
    ]);
  });
});

describe('detectHeaderRow', () => {
  it('skips a title and metadata rows above the header', () => {
    const rows = [
      ['招商银行账户明细'],
      ['账户名称', '某某造价咨询有限公司'],
      ['账号', '6222000011112222', '币种', '人民币'],
      ['交易日期', '借方发生额', '贷方发生额', '余额', '对方户名', '摘要'],
      ['2024/01/02', '100.00', '', '900.00', '供应商', '货款'],
    ];
    expect(detectHeaderRow(rows, bankFields)).toBe(3);
  });

  it('given no row naming a field, answers the first row', () => {
    expect(detectHeaderRow([['x'], ['y']], staffFields)).toBe(0);
  });
});

describe('mapping helpers', () => {
  it('remapColumn moves a field to its new column and can ignore a column', () => {
    expect(remapColumn(['code', 'name', null], 2, 'name')).toEqual(['code', null, 'name']);
    expect(remapColumn(['code', 'name'], 0, null)).toEqual([null, 'name']);
  });

  it('toColIndexMaps gives the server field → column index', () => {
    expect(toColIndexMaps(['code', null, 'name'])).toEqual({ code: 0, name: 2 });
  });

  it('unmappedRequiredFields lists the required fields no column fills', () => {
    expect(unmappedRequiredFields(['name', null], staffFields).map((field) => field.key)).toEqual([
      'code',
    ]);
  });
});
