import { describe, expect, it } from 'vitest';
import {
  evaluateFormula,
  formatFormula,
  formulaMessage,
  formulaSymbols,
  parseFormula,
  verifyFormula,
  type FormulaNode,
} from './formula';

const known = new Set(['FBFXHJ', 'CSXMHJ', 'A', 'B', 'D1', '规费']);

function ast(text: string): FormulaNode {
  const parsed = parseFormula(text);
  if (!parsed.ast) throw new Error(`expected ${text} to parse: ${JSON.stringify(parsed.errors)}`);
  return parsed.ast;
}

function valueOf(text: string, values: Record<string, number | string> = {}): string {
  return evaluateFormula(ast(text), (code) => values[code]).value.toString();
}

describe('parseFormula', () => {
  it('gives * and / precedence over + and -, left to right', () => {
    expect(valueOf('2+3*4')).toBe('14');
    expect(valueOf('(2+3)*4')).toBe('20');
    expect(valueOf('10-4-3')).toBe('3');
    expect(valueOf('100/10/5')).toBe('2');
    expect(valueOf('10-(4-3)')).toBe('9');
    expect(formatFormula(ast('a + b * (c - d) / 2'))).toBe('A+B*(C-D)/2');
  });

  it('reads unary signs, also after operators and repeated', () => {
    expect(valueOf('-3+5')).toBe('2');
    expect(valueOf('2*-3')).toBe('-6');
    expect(valueOf('--4')).toBe('4');
    expect(valueOf('-(2+3)*2')).toBe('-10');
    expect(valueOf('+A', { A: 7 })).toBe('7');
  });

  it('reads percent literals as hundredths', () => {
    expect(valueOf('FBFXHJ*3.5%', { FBFXHJ: 1000 })).toBe('35');
    expect(valueOf('50%+50%')).toBe('1');
    expect(valueOf('.5')).toBe('0.5');
  });

  it('accepts full-width operators, parentheses, digits, letters and spaces as ASCII', () => {
    const text = '（ａ＋Ｂ）×２÷４－１０％　＋FBFXhj';
    const node = ast(text);
    expect(formatFormula(node)).toBe('(A+B)*2/4-10%+FBFXHJ');
    expect(valueOf(text, { A: 1, B: 3, FBFXHJ: 0.1 })).toBe('2');
  });

  it('upper-cases codes and keeps CJK codes, positions in the original text', () => {
    const node = ast('  fbfxhj + 规费');
    expect(formulaSymbols(node)).toEqual(['FBFXHJ', '规费']);
    expect(node.type === 'binary' && node.right.start).toBe(11);
    expect(node.start).toBe(2);
  });

  it('lists each code once, in order of first use', () => {
    expect(formulaSymbols(ast('b+a*B-c'))).toEqual(['B', 'A', 'C']);
  });
});

describe('verifyFormula', () => {
  it('reports an empty formula without a position', () => {
    expect(verifyFormula('', { known })).toEqual([{ kind: 'empty', position: null }]);
    expect(verifyFormula(' \u3000 ', { known })).toEqual([{ kind: 'empty', position: null }]);
  });

  it('reports every illegal character with its position and the character as typed', () => {
    expect(verifyFormula('A+B#C&', { known })).toEqual([
      { kind: 'illegalCharacter', position: 3, symbol: '#' },
      { kind: 'illegalCharacter', position: 5, symbol: '&' },
    ]);
    expect(verifyFormula('A＋＃', { known })).toEqual([
      { kind: 'illegalCharacter', position: 2, symbol: '＃' },
    ]);
  });

  it.each([
    ['A+', 2, 'unexpectedEnd', ''],
    ['A**B', 2, 'unexpectedToken', '*'],
    ['A B', 2, 'missingOperator', 'B'],
    ['2A', 1, 'missingOperator', 'A'],
    ['(A+B', 0, 'unclosedParenthesis', '('],
    ['A+B)', 3, 'unmatchedParenthesis', ')'],
    ['()', 1, 'unexpectedToken', ')'],
    ['1.2.3', 0, 'invalidNumber', '1.2.3'],
    ['A%', 1, 'unexpectedToken', '%'],
    ['(A)(B)', 3, 'missingOperator', '('],
  ])('reports a syntax error in %s at %i (%s)', (text, position, detail, symbol) => {
    expect(verifyFormula(text, { known })).toEqual([{ kind: 'syntax', position, detail, symbol }]);
  });

  it('reports nesting too deep as a syntax error instead of overflowing', () => {
    const errors = verifyFormula(`${'('.repeat(500)}A${')'.repeat(500)}`, { known });
    expect(errors).toEqual([expect.objectContaining({ kind: 'syntax', detail: 'tooDeep' })]);
  });

  it('reports unknown symbols at each use, and a self-reference', () => {
    expect(verifyFormula('A+x1*B+X1', { known })).toEqual([
      { kind: 'unknownSymbol', position: 2, symbol: 'X1' },
      { kind: 'unknownSymbol', position: 7, symbol: 'X1' },
    ]);
    expect(verifyFormula('fbfxhj+d1', { known, self: 'D1' })).toEqual([
      { kind: 'selfReference', position: 7, symbol: 'D1' },
    ]);
    expect(verifyFormula('A', { known: (code) => code === 'A' })).toEqual([]);
  });

  it('reports a literal division by zero at the operator, not one through codes', () => {
    expect(verifyFormula('A/0', { known })).toEqual([
      { kind: 'divisionByZero', position: 1, symbol: '/' },
    ]);
    expect(verifyFormula('A ÷ (1-100%)', { known })).toEqual([
      { kind: 'divisionByZero', position: 2, symbol: '/' },
    ]);
    expect(verifyFormula('A/(B-B)', { known })).toEqual([]);
    expect(verifyFormula('A/0.5', { known })).toEqual([]);
  });

  it('accepts a valid formula', () => {
    expect(verifyFormula('(FBFXHJ+CSXMHJ)*3.48%', { known })).toEqual([]);
  });
});

describe('formulaMessage', () => {
  it('fills the 1-based column and the symbol in every language', () => {
    const [error] = verifyFormula('A+X', { known });
    expect(formulaMessage(error!, 'zh')).toBe(
      '第 3 个字符处的费用代码“X”不存在，请检查拼写或先添加该费用行',
    );
    expect(formulaMessage(error!, 'en')).toContain('“X” at character 3');
    expect(formulaMessage(error!, 'es')).toContain('«X» del carácter 3');
  });

  it('explains the kind of syntax error', () => {
    const [error] = verifyFormula('A+', { known });
    expect(formulaMessage(error!, 'en')).toBe(
      'The formula is wrong at character 3: the formula is incomplete: a number or fee code is missing',
    );
  });
});

describe('evaluateFormula', () => {
  it('computes in decimal arithmetic, not binary floating point', () => {
    expect(valueOf('0.1+0.2')).toBe('0.3');
    expect(valueOf('A*B', { A: '1234567.89', B: '0.0348' })).toBe('42962.962572');
  });

  it('gives 0 and a warning for a divisor that is 0 at run time, never NaN or Infinity', () => {
    const result = evaluateFormula(ast('A + B/(C-C)'), (code) => ({ A: 5, B: 3, C: 2 })[code]);
    expect(result.value.toString()).toBe('5');
    expect(result.warnings).toEqual([{ kind: 'runtimeDivisionByZero', position: 5, symbol: '/' }]);
  });

  it('counts a code without a value as 0 and warns', () => {
    const result = evaluateFormula(ast('A+Q'), (code) => (code === 'A' ? 2 : undefined));
    expect(result.value.toNumber()).toBe(2);
    expect(result.warnings).toEqual([{ kind: 'missingValue', position: 2, symbol: 'Q' }]);
  });

  it('never yields -0', () => {
    expect(Object.is(evaluateFormula(ast('-0'), () => undefined).value.toNumber(), 0)).toBe(true);
  });
});
