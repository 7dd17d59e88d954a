import { fromFormValue, paramValueKind, toFormValue } from './paramValue';

describe('paramValueKind', () => {
  it('reads true and false as a switch, whole numbers as numbers, the rest as text', () => {
    expect(paramValueKind('true')).toBe('boolean');
    expect(paramValueKind('false')).toBe('boolean');
    expect(paramValueKind('50')).toBe('integer');
    expect(paramValueKind('0')).toBe('integer');
    expect(paramValueKind('-3')).toBe('integer');
    expect(paramValueKind('001')).toBe('text');
    expect(paramValueKind('1.5')).toBe('text');
    expect(paramValueKind('')).toBe('text');
    expect(paramValueKind('TRUE')).toBe('text');
    expect(paramValueKind('造价咨询管理平台')).toBe('text');
  });

  it('turns a value into the form’s and back into the text the server keeps', () => {
    expect(toFormValue('boolean', 'true')).toBe(true);
    expect(fromFormValue(false)).toBe('false');
    expect(toFormValue('integer', '50')).toBe(50);
    expect(fromFormValue(60)).toBe('60');
    expect(fromFormValue(null)).toBe('');
    expect(fromFormValue('XM')).toBe('XM');
  });
});
