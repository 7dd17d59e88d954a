import {
  formatViewDate,
  formatViewValue,
  neutraliseFormulaText,
  toDelimitedText,
  type GridView,
} from './delimited';

interface Fee {
  code: string;
  name: string | null;
  amount: number | undefined;
  signedOn: Date | null;
}

const view: GridView<Fee> = {
  columns: [
    { key: 'code', title: '编号' },
    { key: 'name', title: '名称' },
    { key: 'amount', title: '金额' },
    { key: 'signedOn', title: '签约日期' },
  ],
  rows: [
    { code: '00123', name: '北京办公楼', amount: 1234567.5, signedOn: new Date(2024, 2, 1) },
    { code: '00124', name: null, amount: undefined, signedOn: null },
  ],
};

describe('formatViewValue', () => {
  it('given null or undefined, is empty', () => {
    expect(formatViewValue(null)).toBe('');
    expect(formatViewValue(undefined)).toBe('');
  });

  it('given numbers, prints them as JS does, without thousands separators', () => {
    expect(formatViewValue(1234567.5)).toBe('1234567.5');
    expect(formatViewValue(-42)).toBe('-42');
    expect(formatViewValue(10n)).toBe('10');
  });

  it('given booleans and objects, prints them as text', () => {
    expect(formatViewValue(true)).toBe('true');
    expect(formatViewValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('formatViewDate', () => {
  it('given a local midnight, prints the day only', () => {
    expect(formatViewDate(new Date(2024, 0, 5))).toBe('2024-01-05');
  });

  it('given a time of day, prints it too', () => {
    expect(formatViewDate(new Date(2024, 11, 31, 9, 5, 7))).toBe('2024-12-31 09:05:07');
  });

  it('given an invalid date, is empty', () => {
    expect(formatViewDate(new Date(Number.NaN))).toBe('');
  });
});

describe('neutraliseFormulaText', () => {
  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx'])(
    'given %j, prefixes an apostrophe',
    (text) => {
      expect(neutraliseFormulaText(text)).toBe(`'${text}`);
    },
  );

  it('given ordinary text, leaves it', () => {
    expect(neutraliseFormulaText('a=b')).toBe('a=b');
  });
});

describe('toDelimitedText', () => {
  it('given the default options, writes CSV with a header and CRLF lines', () => {
    expect(toDelimitedText(view)).toBe(
      '编号,名称,金额,签约日期\r\n00123,北京办公楼,1234567.5,2024-03-01\r\n00124,,,',
    );
  });

  it('given header false, writes only the rows', () => {
    expect(toDelimitedText(view, { header: false }).split('\r\n')).toHaveLength(2);
  });

  it('given a value function, reads the cell through it', () => {
    const derived: GridView<Fee> = {
      columns: [{ key: 'label', title: '标签', value: (row) => `${row.code}-${row.name ?? ''}` }],
      rows: view.rows,
    };
    expect(toDelimitedText(derived, { header: false })).toBe('00123-北京办公楼\r\n00124-');
  });

  it('given commas, quotes and line breaks, quotes the field and doubles the quotes', () => {
    const tricky: GridView<{ text: string }> = {
      columns: [{ key: 'text', title: 'text' }],
      rows: [{ text: 'a,b' }, { text: 'say "hi"' }, { text: 'one\ntwo' }, { text: 'cr\rlf' }],
    };
    expect(toDelimitedText(tricky, { header: false })).toBe(
      '"a,b"\r\n"say ""hi"""\r\n"one\ntwo"\r\n"cr\rlf"',
    );
  });

  it('given formula-looking text in CSV, neutralises it but keeps negative numbers', () => {
    const risky: GridView<{ text: string; amount: number }> = {
      columns: [
        { key: 'text', title: 'text' },
        { key: 'amount', title: 'amount' },
      ],
      rows: [
        { text: '=HYPERLINK("x")', amount: -5 },
        { text: '-5', amount: 5 },
      ],
    };
    expect(toDelimitedText(risky, { header: false })).toBe(`"'=HYPERLINK(""x"")",-5\r\n'-5,5`);
  });

  it('given the tab delimiter, replaces tabs and newlines inside cells by spaces and does not quote', () => {
    const pasted: GridView<{ a: string; b: string }> = {
      columns: [
        { key: 'a', title: 'A' },
        { key: 'b', title: 'B' },
      ],
      rows: [{ a: 'x\ty', b: 'one\r\ntwo "q", z' }],
    };
    expect(toDelimitedText(pasted, { delimiter: '\t' })).toBe('A\tB\r\nx y\tone two "q", z');
  });

  it('given no rows and no header, is empty', () => {
    expect(toDelimitedText({ columns: view.columns, rows: [] }, { header: false })).toBe('');
  });
});
