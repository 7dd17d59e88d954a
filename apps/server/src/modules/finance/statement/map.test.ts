import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../excel/cells';
import type { SheetData } from '../../excel/workbook';
import { generateStatement, type GenerateOptions } from './generate';
import { mapStatement } from './map';
import { checkContinuity } from './continuity';
import { moneyText, parseDateTime, parseMoney, parseTime } from './values';

const sheet = (rows: CellValue[][]): SheetData[] => [{ name: 'Sheet1', rows }];

describe('cell values of bank exports', () => {
  it('reads dates in the usual forms, with their time', () => {
    expect(parseDateTime('2024/05/01')).toBe('2024-05-01 00:00:00');
    expect(parseDateTime('2024/5/1 9:05')).toBe('2024-05-01 09:05:00');
    expect(parseDateTime('20240501')).toBe('2024-05-01 00:00:00');
    expect(parseDateTime(20240501)).toBe('2024-05-01 00:00:00');
    expect(parseDateTime('20240501103005')).toBe('2024-05-01 10:30:05');
    expect(parseDateTime('2024-05-01 10:30:05')).toBe('2024-05-01 10:30:05');
    expect(parseDateTime('2024-05-01T10:30:05')).toBe('2024-05-01 10:30:05');
    expect(parseDateTime('2024年5月1日')).toBe('2024-05-01 00:00:00');
    expect(parseDateTime('2024年5月1日 10:30:05')).toBe('2024-05-01 10:30:05');
    // Excel serial 45413 is 2024-05-01; .4375 is 10:30.
    expect(parseDateTime(45413.4375)).toBe('2024-05-01 10:30:00');
    expect(parseDateTime(new Date(Date.UTC(2024, 4, 1, 10, 30, 5)))).toBe('2024-05-01 10:30:05');
    expect(parseDateTime('2024-02-30')).toBeNull();
    expect(parseDateTime('昨天')).toBeNull();
    expect(parseDateTime('2024-05-01 25:00:00')).toBeNull();
  });

  it('reads times of day', () => {
    expect(parseTime('10:30')).toBe('10:30:00');
    expect(parseTime('103005')).toBe('10:30:05');
    expect(parseTime(0.4375)).toBe('10:30:00');
    expect(parseTime('2024-05-01 10:30:05')).toBe('10:30:05');
    expect(parseTime('noon')).toBeNull();
  });

  it('reads amounts with separators, currency signs and parentheses', () => {
    expect(parseMoney('1,234.50')?.toFixed(2)).toBe('1234.50');
    expect(parseMoney('¥1,234.50')?.toFixed(2)).toBe('1234.50');
    expect(parseMoney('￥ 1 234.50')?.toFixed(2)).toBe('1234.50');
    expect(parseMoney('(1,234.50)')?.toFixed(2)).toBe('-1234.50');
    expect(parseMoney('-88.1')?.toFixed(2)).toBe('-88.10');
    expect(parseMoney('88.10-')?.toFixed(2)).toBe('-88.10');
    expect(parseMoney('RMB 5.00元')?.toFixed(2)).toBe('5.00');
    expect(parseMoney(0.1 + 0.2)?.toFixed(2)).toBe('0.30');
    expect(moneyText(1.005)).toBe('1.01');
    expect(moneyText(-2.5)).toBe('-2.50');
    expect(moneyText('0012.5')).toBe('12.50');
    expect(moneyText('(0.00)')).toBe('0.00');
    expect(moneyText('¥-1,234.567')).toBe('-1234.57');
    expect(moneyText(1e21)).toBe('1000000000000000000000.00');
    expect(moneyText('x')).toBeNull();
    expect(parseMoney('12a')).toBeNull();
    expect(parseMoney('1.2.3')).toBeNull();
  });
});

describe('mapping a statement', () => {
  const variants: [string, GenerateOptions][] = [
    ['separate 借方/贷方 columns, YYYY/MM/DD with time', { rows: 60, layout: 'separate' }],
    [
      'an amount with a 借/贷 column, yyyyMMdd and a time column',
      { rows: 60, layout: 'direction', dates: 'compact', splitTime: true },
    ],
    ['a signed amount, yyyy-MM-dd HH:mm:ss', { rows: 60, layout: 'signed', dates: 'iso' }],
    ['yyyy年M月d日 dates only', { rows: 60, dates: 'chinese' }],
    ['Excel serial dates with time', { rows: 60, dates: 'serial' }],
    ['Date cells, separate time column', { rows: 60, dates: 'date', splitTime: true }],
    ['amounts as text with , and ¥', { rows: 60, amountText: true, layout: 'direction' }],
    [
      'metadata rows, a total row, newest first',
      { rows: 60, metadata: true, totals: true, newestFirst: true },
    ],
    ['no serial numbers and no balance', { rows: 60, noSerials: true, noBalance: true }],
  ];
  it.each(variants)('%s', (_, options) => {
    const generated = generateStatement({ seed: 7, ...options });
    const mapped = mapStatement([generated.sheet]);
    expect(mapped.issues).toEqual([]);
    expect(mapped.headerRow).toBe(generated.headerRow);
    expect(mapped.lines).toEqual(generated.lines);
    expect(mapped.reversed).toBe(options.newestFirst ?? false);
    expect(checkContinuity(mapped.lines, generated.openingBalance)).toEqual([]);
  });

  it('finds the header below metadata rows and reads the account details', () => {
    const mapped = mapStatement(
      sheet([
        ['中国建设银行单位账户交易明细'],
        ['账户名称：某某工程造价咨询有限公司', null, '币种：人民币'],
        ['账号', '11050100000012345678', '起止日期', '2025-01-01 至 2025-01-31'],
        ['开户行: 建行北京分行   查询时间: 2025-02-01'],
        [],
        [
          '交易时间',
          '借方发生额（支取）',
          '贷方发生额（收入）',
          '余额',
          '对方户名',
          '对方账号',
          '对方行名',
          '摘要',
          '交易附言',
          '凭证号',
        ],
        [
          '2025-01-03 09:00:00',
          '',
          '12,600.00',
          '112,600.00',
          '甲公司',
          '6222',
          '工行',
          '转账',
          '咨询费',
          'V1',
        ],
        [
          '2025-01-04 10:00:00',
          '2,600.00',
          '',
          '110,000.00',
          '乙公司',
          '6333',
          '农行',
          '转账',
          null,
          'V2',
        ],
        ['本页合计', '2,600.00', '12,600.00'],
        ['总计', '2,600.00', '12,600.00'],
      ]),
    );
    expect(mapped.issues).toEqual([]);
    expect(mapped.headerRow).toBe(6);
    expect(mapped.meta).toEqual({
      accountName: '某某工程造价咨询有限公司',
      currency: '人民币',
      accountNo: '11050100000012345678',
      period: '2025-01-01 至 2025-01-31',
      bankName: '建行北京分行',
    });
    expect(mapped.columns).toMatchObject({
      dateTime: 0,
      pay: 1,
      income: 2,
      balance: 3,
      otherSideUnit: 6,
      memo: 8,
      serialNo: 9,
    });
    expect(mapped.lines).toEqual([
      {
        rowNumber: 7,
        dateTime: '2025-01-03 09:00:00',
        income: '12600.00',
        pay: '0.00',
        balance: '112600.00',
        otherSideName: '甲公司',
        otherSideAccount: '6222',
        otherSideUnit: '工行',
        summary: '转账',
        matter: null,
        memo: '咨询费',
        serialNo: 'V1',
      },
      expect.objectContaining({
        rowNumber: 8,
        pay: '2600.00',
        income: '0.00',
        balance: '110000.00',
      }),
    ]);
  });

  it('recognises other banks’ header names', () => {
    const mapped = mapStatement(
      sheet([
        [
          '入账日期',
          '交易时间',
          '收入金额',
          '支出金额',
          '账户余额',
          '对方账户名称',
          '对方账户',
          '对方开户行',
          '用途',
          '备注',
          '交易参考号',
        ],
        [
          '2025/03/01',
          '08:15:00',
          '￥500.00',
          '',
          '1,500.00',
          '丙公司',
          '7001',
          '中行',
          '服务费',
          '三月',
          'R1',
        ],
      ]),
    );
    expect(mapped.issues).toEqual([]);
    expect(mapped.lines[0]).toMatchObject({
      dateTime: '2025-03-01 08:15:00',
      income: '500.00',
      balance: '1500.00',
      otherSideName: '丙公司',
      otherSideAccount: '7001',
      otherSideUnit: '中行',
      matter: '服务费',
      memo: '三月',
      serialNo: 'R1',
    });
  });

  it('takes the full timestamp from a time column beside a posting date (CCB)', () => {
    const mapped = mapStatement(
      sheet([
        [
          '记账日期',
          '交易时间',
          '借方发生额（支取）',
          '贷方发生额（收入）',
          '余额',
          '对方开户机构',
        ],
        ['20250104', '20250103 23:59:10', null, '5', '5', '建行'],
        ['20250104', '2025-01-04 08:00', '1', null, '4', null],
        ['20250104', '093000', '1', null, '3', null],
        ['20250104', '9:31', '1', null, '2', null],
        ['20250104', 0.5, '1', null, '1', null],
        ['20250104', '明天', '1', null, '0', null],
      ]),
    );
    expect(mapped.columns).toMatchObject({ dateTime: 0, time: 1, otherSideUnit: 5 });
    expect(mapped.lines.map((line) => line.dateTime)).toEqual([
      '2025-01-03 23:59:10',
      '2025-01-04 08:00:00',
      '2025-01-04 09:30:00',
      '2025-01-04 09:31:00',
      '2025-01-04 12:00:00',
    ]);
    expect(mapped.issues).toEqual([
      {
        rowNumber: 7,
        field: 'time',
        key: 'finance.statement.badTime',
        params: { column: '交易时间', value: '明天' },
      },
    ]);
  });

  it('reads 收/支 and D/C directions and negative amounts in a 支出 column', () => {
    const direction = mapStatement(
      sheet([
        ['交易日期', '收支方向', '金额', '余额'],
        ['2025-01-01', '收', '100', '100'],
        ['2025-01-02', 'D', '30', '70'],
        ['2025-01-03', '转出', '20', '50'],
        ['2025-01-04', 'CR', '5', '55'],
      ]),
    );
    expect(direction.issues).toEqual([]);
    expect(direction.layout).toBe('direction');
    expect(direction.lines.map((line) => [line.income, line.pay])).toEqual([
      ['100.00', '0.00'],
      ['0.00', '30.00'],
      ['0.00', '20.00'],
      ['5.00', '0.00'],
    ]);
    const negative = mapStatement(
      sheet([
        ['交易日期', '收入', '支出', '余额'],
        ['2025-01-01', null, -40, 60],
      ]),
    );
    expect(negative.lines[0]).toMatchObject({ income: '0.00', pay: '40.00' });
  });

  it('reverses a newest-first export, also when all lines fall on one day', () => {
    const mapped = mapStatement(
      sheet([
        ['交易日期', '借方发生额', '贷方发生额', '余额'],
        ['2025-01-05', '10', null, '190'],
        ['2025-01-05', null, '100', '200'],
        ['2025-01-05', '50', null, '100'],
      ]),
    );
    expect(mapped.reversed).toBe(true);
    expect(mapped.lines.map((line) => line.rowNumber)).toEqual([4, 3, 2]);
    expect(checkContinuity(mapped.lines, '150.00')).toEqual([]);
  });

  it('names each row that cannot be read, with what was found', () => {
    const mapped = mapStatement(
      sheet([
        ['交易日期', '借方发生额', '贷方发生额', '余额', '摘要'],
        ['2025-13-01', null, '10', '10'],
        [null, '5', null, '5'],
        ['2025-01-02', '5', '5', '5'],
        ['2025-01-02', null, null, '5', '说明'],
        ['2025-01-02', 'abc', null, '5'],
        ['2025-01-02', '1', null, null],
        ['2025-01-02', '1', null, '九'],
        [null, null, null, null, '以下空白'],
        [],
      ]),
    );
    expect(mapped.issues).toEqual([
      {
        rowNumber: 2,
        field: 'dateTime',
        key: 'finance.statement.badDate',
        params: { column: '交易日期', value: '2025-13-01' },
      },
      { rowNumber: 3, field: 'dateTime', key: 'finance.statement.dateMissing' },
      {
        rowNumber: 4,
        field: 'row',
        key: 'finance.statement.bothAmounts',
        params: { income: '5.00', pay: '5.00' },
      },
      { rowNumber: 5, field: 'row', key: 'finance.statement.noAmount' },
      {
        rowNumber: 6,
        field: 'pay',
        key: 'finance.statement.badAmount',
        params: { column: '借方发生额', value: 'abc' },
      },
      { rowNumber: 7, field: 'balance', key: 'finance.statement.balanceMissing' },
      {
        rowNumber: 8,
        field: 'balance',
        key: 'finance.statement.badAmount',
        params: { column: '余额', value: '九' },
      },
    ]);
    expect(mapped.lines).toEqual([]);
  });

  it('flags a missing or unknown direction', () => {
    const mapped = mapStatement(
      sheet([
        ['交易日期', '借贷标志', '交易金额'],
        ['2025-01-01', null, '1'],
        ['2025-01-01', '进出', '1'],
      ]),
    );
    expect(mapped.issues.map((issue) => [issue.rowNumber, issue.key])).toEqual([
      [2, 'finance.statement.directionMissing'],
      [3, 'finance.statement.badDirection'],
    ]);
  });

  it('says when there is no header or a required column is missing', () => {
    expect(
      mapStatement(
        sheet([
          ['名称', '数量'],
          ['a', 1],
        ]),
      ).issues,
    ).toEqual([{ rowNumber: 0, field: 'row', key: 'finance.statement.noHeader' }]);
    expect(mapStatement(sheet([['交易日期', '摘要']]), { headerRow: 1 }).issues).toEqual([
      {
        rowNumber: 1,
        field: 'row',
        key: 'finance.statement.columnsMissing',
        params: { columns: '收入金额/支出金额（或交易金额）' },
      },
    ]);
  });

  it('follows an explicit mapping of sheet, header row and columns', () => {
    const sheets: SheetData[] = [
      {
        name: '说明',
        rows: [
          ['交易日期', '金额'],
          ['x', 'y'],
        ],
      },
      {
        name: '明细',
        rows: [
          ['日', '进', '出', '结余'],
          ['2025-02-01', '8', null, '8'],
        ],
      },
    ];
    const mapped = mapStatement(sheets, {
      sheet: 1,
      headerRow: 1,
      columns: { dateTime: 0, income: 1, pay: 2, balance: 3 },
    });
    expect(mapped.issues).toEqual([]);
    expect(mapped.sheet).toBe(1);
    expect(mapped.lines[0]).toMatchObject({
      dateTime: '2025-02-01 00:00:00',
      income: '8.00',
      balance: '8.00',
    });
  });

  it('finds the fields left out of a mapping by their headers; a mapped column is taken from them', () => {
    const rows: CellValue[][] = [
      ['交易日期', '摘要', '收入金额', '支出金额', '余额', '备注'],
      ['2025-02-01', '服务费', '8', null, '8', '发票 12'],
    ];
    expect(mapStatement(sheet(rows), { columns: {} }).lines[0]).toMatchObject({
      income: '8.00',
      summary: '服务费',
      memo: '发票 12',
    });
    const mapped = mapStatement(sheet(rows), { columns: { summary: 5 } });
    expect(mapped.columns).toMatchObject({ summary: 5, memo: null, income: 2, balance: 4 });
    expect(mapped.lines[0]).toMatchObject({ summary: '发票 12', memo: null, income: '8.00' });
  });
});
