import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { evaluateCondition, evaluateValue, validateExpression } from './expression';

describe('condition expressions', () => {
  const vars = {
    amount: '5000.01',
    type: 'A',
    n: 3,
    ok: true,
    form: { dept: { code: 'D1' } },
    list: [],
    name: '',
  };

  it('compares numbers exactly, including numeric strings from forms', () => {
    expect(evaluateCondition('${amount > 5000}', vars)).toBe(true);
    expect(evaluateCondition('${amount > 5000.01}', vars)).toBe(false);
    expect(evaluateCondition('${amount >= 5000.01}', vars)).toBe(true);
    expect(evaluateCondition('${0.1 + 0.2 == 0.3}', {})).toBe(true);
    expect(evaluateCondition('${n * 2 - 1 == 5 && n % 2 == 1}', vars)).toBe(true);
    expect(evaluateCondition('${2/3 >= 0.66}', {})).toBe(true);
  });

  it('supports && || ! and word operators, strings and field paths', () => {
    expect(evaluateCondition("${amount > 5000 && type == 'A'}", vars)).toBe(true);
    expect(evaluateCondition("${amount > 5000 && type == 'B'}", vars)).toBe(false);
    expect(evaluateCondition("${type == 'B' || !ok}", vars)).toBe(false);
    expect(evaluateCondition('${not (type eq "B") and n gt 2}', vars)).toBe(true);
    expect(evaluateCondition("${form.dept.code == 'D1'}", vars)).toBe(true);
    expect(evaluateCondition("${form.missing.code == 'D1'}", vars)).toBe(false);
    expect(evaluateCondition('#{ok}', vars)).toBe(true);
    expect(evaluateCondition("${type != 'A'}", vars)).toBe(false);
  });

  it('empty tests null, empty strings and empty lists', () => {
    expect(evaluateCondition('${empty list && empty name && empty nothing}', vars)).toBe(true);
    expect(evaluateCondition('${empty type}', vars)).toBe(false);
    expect(evaluateCondition('${!empty type}', vars)).toBe(true);
  });

  it('a missing field is never equal to a value and never greater', () => {
    expect(evaluateCondition('${missing > 1}', {})).toBe(false);
    expect(evaluateCondition('${missing == 0}', {})).toBe(false);
    expect(evaluateCondition('${missing == null}', {})).toBe(true);
  });

  it('is not a gateway to JavaScript', () => {
    expect(evaluateCondition("${constructor == 'x'}", {})).toBe(false);
    expect(() => validateExpression('${process.exit()}')).toThrow(EngineError);
    expect(() => validateExpression('${a = 1}')).toThrow(/Unexpected/);
    expect(() => validateExpression("${'open}")).toThrow(/Unterminated/);
    expect(() => validateExpression('${(a > 1}')).toThrow(/Missing/);
    expect(() => validateExpression('${}')).toThrow(/Empty/);
  });

  it('evaluates values', () => {
    expect(evaluateValue('${n * 1.5}', vars)).toBe('4.5');
    expect(evaluateValue("${type + '-' + n}", vars)).toBe('A-3');
  });
});
