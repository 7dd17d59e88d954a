import { describe, expect, it } from 'vitest';
import type { FeeRow } from '../engine/model';
import {
  evaluateFeeTable,
  FEE_SYSTEM_CODES,
  getFeeBySymbol,
  getValueByFormula,
  verifyFeeTable,
  type FeeTableIssue,
} from './feeTable';
import { feeTemplate, TAX_RATES, vatRate } from './template';
import { feeRow, smallUnit } from './testUnit';

const idOf = (code: string) => `row-${code}`;
const general = () => feeTemplate('general', 'unit', idOf);

function issuesOf(rows: FeeRow[], template?: FeeRow[]) {
  return verifyFeeTable(rows, FEE_SYSTEM_CODES, template);
}
function kinds(issues: FeeTableIssue<string>[]) {
  return issues.map((issue) => `${issue.code}:${issue.kind}`).sort();
}
function replace(rows: FeeRow[], code: string, change: Partial<FeeRow>): FeeRow[] {
  return rows.map((row) => (row.code === code ? { ...row, ...change } : row));
}

describe('feeTemplate', () => {
  it('lays out the GB 50500 table with stable codes and parents', () => {
    const rows = general();
    expect(rows.map((row) => [row.code, row.parentId, row.category, row.base, row.rate])).toEqual([
      ['A', null, 'fbfx', 'FBFXHJ', 100],
      ['B', null, 'measures', 'CSXMHJ', 100],
      ['B1', 'row-B', 'safety', 'AQWM', 100],
      ['C', null, 'other', 'QTXMHJ', 100],
      ['D', null, 'lawfee', 'D1+D2', 100],
      ['D1', 'row-D', 'socialInsurance', 'FBFXRGFHJ', 16],
      ['D2', 'row-D', 'housingFund', 'FBFXRGFHJ', 5],
      ['E', null, 'tax', 'A+B+C+D', 9],
      ['F', null, 'total', 'A+B+C+D+E', 100],
    ]);
    expect(rows.filter((row) => row.nonCompetitive).map((row) => row.code)).toEqual([
      'B1',
      'D',
      'D1',
      'D2',
      'E',
    ]);
    expect(rows.filter((row) => row.isTotal).map((row) => row.code)).toEqual(['F']);
    expect(feeTemplate('simple', 'unit', idOf).find((row) => row.category === 'tax')!.rate).toBe(
      TAX_RATES.simple,
    );
  });

  it('is itself a valid table with no warnings', () => {
    expect(issuesOf(general(), general())).toEqual([]);
    const simple = feeTemplate('simple', 'unit', idOf);
    expect(issuesOf(simple, simple)).toEqual([]);
  });
});

describe('vatRate', () => {
  it.each([
    ['2016-04-30', 'general', null],
    ['2016-05-01', 'general', 11],
    ['2018-04-30', 'general', 11],
    ['2018-05-01', 'general', 10],
    ['2019-03-31', 'general', 10],
    ['2019/04/01', 'general', 9],
    ['20240115', 'general', 9],
    ['2024-01-15 08:00:00', 'simple', 3],
    ['2015-12-31', 'simple', null],
    ['not a date', 'general', null],
    ['2024-13-01', 'general', null],
  ] as const)('%s under %s is %s', (date, method, rate) => {
    expect(vatRate(date, method)).toBe(rate);
  });
});

describe('evaluateFeeTable', () => {
  it('computes the template of a small unit in dependency order (一般计税)', () => {
    const unit = smallUnit(general());
    const result = evaluateFeeTable(unit);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.amounts).toEqual({
      'row-A': 7100,
      'row-B': 1200,
      'row-B1': 300,
      'row-C': 800,
      'row-D': 298.2,
      'row-D1': 227.2,
      'row-D2': 71,
      'row-E': 845.84, // 9,398.2 × 9 % = 845.838
      'row-F': 10244.04,
    });
    expect(result.bases['row-E']).toBe(9398.2);
    expect(result.values).toMatchObject({
      FBFXHJ: 7100,
      FBFXRGFHJ: 1420,
      GF: 298.2,
      SJ: 845.84,
      F: 10244.04,
    });
  });

  it('computes the 简易计税 template at 3 %', () => {
    const result = evaluateFeeTable(smallUnit(feeTemplate('simple', 'unit', idOf)));
    expect(result.amounts['row-E']).toBe(281.95); // 281.946
    expect(result.amounts['row-F']).toBe(9680.15);
  });

  it('evaluates rows listed before the rows they use, and rounds each row half up', () => {
    const rows = [
      feeRow('T', 'X+Y', { sort: 1 }),
      feeRow('X', '0.005', { sort: 2 }),
      feeRow('Y', '-0.005', { sort: 3 }),
      feeRow('Z', 'FBFXHJ', { sort: 4, rate: 3.35 }), // 237.85
    ];
    const { amounts } = evaluateFeeTable(smallUnit(rows));
    expect(amounts).toEqual({ 'row-T': 0, 'row-X': 0.01, 'row-Y': -0.01, 'row-Z': 237.85 });
  });

  it('resolves GF and SJ to the lawfee and tax rows', () => {
    const rows = [
      feeRow('G', 'FBFXRGFHJ', { category: 'lawfee', rate: 10 }),
      feeRow('S', 'FBFXHJ+GF', { category: 'tax', rate: 10 }),
      feeRow('T', 'GF+SJ'),
    ];
    const { amounts, values } = evaluateFeeTable(smallUnit(rows));
    expect(amounts).toEqual({ 'row-G': 142, 'row-S': 724.2, 'row-T': 866.2 });
    expect(values).toMatchObject({ GF: 142, SJ: 724.2 });
  });

  it('does not evaluate a row with errors nor the rows that use it, and evaluates the rest', () => {
    const rows = [
      feeRow('A', 'FBFXHJ'),
      feeRow('B', 'A+NOPE'),
      feeRow('C', 'B*2'),
      feeRow('D', 'A/(FBFXHJ-7100)'),
    ];
    const result = evaluateFeeTable(smallUnit(rows));
    expect(result.amounts).toEqual({ 'row-A': 7100, 'row-B': 0, 'row-C': 0, 'row-D': 0 });
    expect(result.errors.map((error) => [error.code, error.kind, error.position])).toEqual([
      ['B', 'unknownSymbol', 2],
    ]);
    expect(
      result.warnings.map((warning) => [warning.code, warning.kind, warning.symbol ?? null]),
    ).toEqual([
      ['B', 'notEvaluated', null],
      ['C', 'dependencyNotEvaluated', 'B'],
      ['D', 'runtimeDivisionByZero', '/'],
    ]);
    expect(result.warnings[1]!.message.zh).toBe('费用行 C 引用的 B 未能计算，本行金额按 0 计');
  });

  it('gives a symbol or an ad-hoc formula its value', () => {
    const unit = smallUnit(general());
    expect(getFeeBySymbol(unit, 'fbfxhj')).toBe(7100);
    expect(getFeeBySymbol(unit, 'E')).toBe(845.84);
    expect(getFeeBySymbol(unit, 'nothing')).toBeNull();
    expect(getValueByFormula(unit, '(a+b)*3.48%')).toEqual({ value: 288.84, issues: [] });
    const wrong = getValueByFormula(unit, 'A+Q');
    expect(wrong.value).toBeNull();
    expect(wrong.issues).toEqual([
      expect.objectContaining({
        kind: 'unknownSymbol',
        severity: 'error',
        position: 2,
        symbol: 'Q',
      }),
    ]);
    expect(getValueByFormula(unit, 'A/(B-B)')).toEqual({
      value: 0,
      issues: [
        expect.objectContaining({
          kind: 'runtimeDivisionByZero',
          severity: 'warning',
          position: 1,
        }),
      ],
    });
  });
});

describe('verifyFeeTable', () => {
  it('reports each formula error on its row with position and message', () => {
    const rows = replace(general(), 'C', { base: 'QTXMHJ+#' });
    expect(issuesOf(rows)).toEqual([
      {
        rowId: 'row-C',
        code: 'C',
        field: 'base',
        kind: 'illegalCharacter',
        severity: 'error',
        position: 7,
        symbol: '#',
        message: {
          zh: 'C：第 8 个字符“#”不允许出现在公式中，只能使用费用代码、数字、%、+ - * / 和括号',
          en: 'C: Character 8 “#” is not allowed: use fee codes, numbers, %, + - * / and parentheses',
          es: 'C: El carácter 8 «#» no está permitido: use códigos, números, %, + - * / y paréntesis',
        },
      },
    ]);
  });

  it('reports empty, syntax, unknown, self-reference and literal division by zero', () => {
    const rows = [
      feeRow('A', ''),
      feeRow('B', 'FBFXHJ*'),
      feeRow('C', 'FBFXHJ+XYZ'),
      feeRow('D', 'FBFXHJ+d'),
      feeRow('G', 'FBFXHJ/0', { category: 'lawfee' }),
      feeRow('H', 'GF*2', { category: 'lawfee' }),
      feeRow('L', 'A+gf', { category: 'lawfee', sort: -1 }),
    ];
    const found = issuesOf(rows).filter((issue) => issue.severity === 'error');
    expect(
      found.map((issue) => [issue.code, issue.kind, issue.position, issue.symbol ?? null]),
    ).toEqual([
      ['L', 'selfReference', 2, 'GF'],
      ['A', 'empty', null, null],
      ['B', 'syntax', 7, ''],
      ['C', 'unknownSymbol', 7, 'XYZ'],
      ['D', 'selfReference', 7, 'D'],
      ['G', 'divisionByZero', 6, '/'],
    ]);
  });

  it('reports a circular reference with its cycle on each row of the cycle', () => {
    const rows = [
      feeRow('A', 'FBFXHJ'),
      feeRow('D', 'A+G'),
      feeRow('G', 'F*2'),
      feeRow('F', 'CSXMHJ+D'),
      feeRow('X', 'D+1'), // uses the cycle but is not part of it
    ];
    const cycles = issuesOf(rows).filter((issue) => issue.kind === 'circularReference');
    expect(cycles.map((issue) => [issue.code, issue.path!.join('→'), issue.position])).toEqual([
      ['D', 'D→G→F→D', 2],
      ['G', 'G→F→D→G', 0],
      ['F', 'F→D→G→F', 7],
    ]);
    expect(cycles[0]!.message.zh).toBe(
      '费用行 D 的计算基础存在循环引用：D→G→F→D，请去掉其中一处引用',
    );
    const evaluated = evaluateFeeTable(smallUnit(rows));
    expect(evaluated.amounts).toMatchObject({ 'row-A': 7100, 'row-X': 0 });
  });

  it('finds a cycle through GF', () => {
    const rows = [feeRow('D', 'T', { category: 'lawfee' }), feeRow('T', 'GF*2')];
    expect(issuesOf(rows).map((issue) => issue.path?.join('→'))).toEqual(['D→T→D', 'T→D→T']);
  });

  it('reports duplicate, shadowing and invalid codes, and rates outside 0–100', () => {
    const rows = [
      feeRow('A', 'FBFXHJ', { id: 'a1' }),
      feeRow('a', 'CSXMHJ', { id: 'a2' }),
      feeRow('fbfxhj', '1'),
      feeRow('GF', '1'),
      feeRow('1X', '1'),
      feeRow('B+C', '1'),
      feeRow('R1', '1', { rate: -1 }),
      feeRow('R2', '1', { rate: 100.01 }),
      feeRow('R3', '1', { rate: Number.NaN }),
      feeRow('R4', '1', { rate: 0 }),
      feeRow('R5', '1', { rate: 100 }),
    ];
    expect(kinds(issuesOf(rows))).toEqual(
      [
        'A:duplicateCode',
        'a:duplicateCode',
        'fbfxhj:shadowsSystemCode',
        'GF:shadowsSystemCode',
        '1X:invalidCode',
        'B+C:invalidCode',
        'R1:invalidRate',
        'R2:invalidRate',
        'R3:invalidRate',
      ].sort(),
    );
    const rate = issuesOf(rows).find((issue) => issue.code === 'R2')!;
    expect(rate.field).toBe('rate');
    expect(rate.message.en).toBe(
      'Fee row R2: rate “100.01” is invalid; enter a number from 0 to 100',
    );
  });

  it('warns when a non-competitive row differs from the regulated template', () => {
    let rows = replace(general(), 'E', { rate: 10 });
    rows = replace(rows, 'B1', { base: 'AQWM*0.9' });
    const warnings = issuesOf(rows, general());
    expect(
      warnings.map((issue) => [
        issue.code,
        issue.kind,
        issue.severity,
        issue.field,
        issue.expected,
      ]),
    ).toEqual([
      ['B1', 'differsFromTemplate', 'warning', 'base', { base: 'AQWM', rate: 100 }],
      ['E', 'differsFromTemplate', 'warning', 'rate', { base: 'A+B+C+D', rate: 9 }],
    ]);
    expect(warnings[1]!.message.zh).toBe(
      '不可竞争费用 E 与规定不一致：计算基础应为 A+B+C+D，费率应为 9%',
    );
  });

  it('compares bases by what the codes stand for, ignoring case and spacing', () => {
    const renamed = general().map((row) => ({
      ...row,
      code: row.code.replace('D', 'G'),
      base: row.base.replace(/D/g, 'g').replace(/\+/g, ' + '),
    }));
    expect(issuesOf(renamed, general())).toEqual([]);
  });

  it('warns about an orphan row and a tax base without 规费', () => {
    let rows = replace(general(), 'D2', { parentId: 'gone' });
    rows = replace(rows, 'E', { base: 'A+B+C' });
    expect(kinds(issuesOf(rows))).toEqual(['D2:orphanRow', 'E:taxWithoutLawfee']);
    // 规费 reached through a subtotal row, or as GF, is enough.
    const subtotal = [...replace(general(), 'E', { base: 'P' }), feeRow('P', 'A+B+C+D')];
    expect(issuesOf(subtotal)).toEqual([]);
    expect(issuesOf(replace(general(), 'E', { base: 'A+B+C+GF' }))).toEqual([]);
  });
});
