import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContinuity, dedupeKey, splitDuplicates } from './continuity';
import { generateStatement } from './generate';
import { mapStatement } from './map';
import type { StatementLine } from './types';

const line = (rowNumber: number, values: Partial<StatementLine>): StatementLine => ({
  rowNumber,
  dateTime: '2025-01-01 09:00:00',
  income: '0.00',
  pay: '0.00',
  balance: null,
  otherSideName: null,
  otherSideAccount: null,
  otherSideUnit: null,
  summary: null,
  matter: null,
  memo: null,
  serialNo: null,
  ...values,
});

describe('dedupe keys', () => {
  it('uses the serial number, else date, amount, counterparty and balance', () => {
    expect(dedupeKey(line(2, { serialNo: 'T1', income: '5.00' }))).toBe('s:T1');
    expect(
      dedupeKey(
        line(2, { pay: '12.30', otherSideAccount: '6222', otherSideName: '甲', balance: '7.70' }),
      ),
    ).toBe('d:2025-01-01 09:00:00|-12.30|6222|7.70');
    expect(dedupeKey(line(2, { income: '5.00', otherSideName: '甲' }))).toBe(
      'd:2025-01-01 09:00:00|5.00|甲|',
    );
  });

  it('splits repeats within the file and lines already stored', () => {
    const a = line(2, { serialNo: 'A', income: '1.00' });
    const b = line(3, { serialNo: 'B', income: '2.00' });
    const aAgain = line(4, { serialNo: 'A', income: '1.00' });
    const c = line(5, { serialNo: 'C', pay: '1.00' });
    const { fresh, duplicates } = splitDuplicates([a, b, aAgain, c], new Set(['s:C']));
    expect(fresh.map((l) => l.rowNumber)).toEqual([2, 3]);
    expect(duplicates.map((l) => l.rowNumber)).toEqual([4, 5]);
  });

  it('importing the same statement twice adds nothing', () => {
    for (const noSerials of [false, true]) {
      const { sheet } = generateStatement({ rows: 300, seed: 4, noSerials });
      const { lines } = mapStatement([sheet]);
      const first = splitDuplicates(lines, new Set());
      expect(first.fresh).toHaveLength(300);
      const stored = new Set(first.fresh.map(dedupeKey));
      const second = splitDuplicates(mapStatement([sheet]).lines, stored);
      expect(second.fresh).toEqual([]);
      expect(second.duplicates).toHaveLength(300);
    }
  });
});

describe('balance continuity', () => {
  const lines = [
    line(5, { income: '100.00', balance: '100.00' }),
    line(6, { pay: '30.00', balance: '70.00' }),
    line(7, { pay: '20.00', balance: '60.00' }),
    line(8, { income: '5.00', balance: '55.00' }),
  ];

  it('names the row, the expected and the actual balance of a break', () => {
    expect(checkContinuity(lines, '0.00')).toEqual([
      {
        rowNumber: 7,
        field: 'balance',
        key: 'finance.statement.balanceBreak',
        params: {
          row: 7,
          previous: '70.00',
          income: '0.00',
          pay: '20.00',
          expected: '50.00',
          actual: '60.00',
          difference: '10.00',
        },
      },
    ]);
  });

  it('checks the first line against the previous balance, within 0.01', () => {
    expect(checkContinuity(lines.slice(0, 2), '0.01')).toEqual([]);
    expect(checkContinuity(lines.slice(0, 2), '0.02')).toMatchObject([
      { rowNumber: 5, params: { expected: '100.02', actual: '100.00' } },
    ]);
    expect(checkContinuity(lines.slice(0, 2), null)).toEqual([]);
  });

  it('reports a missing line once and carries on from the balance shown', () => {
    const gap = [lines[0]!, lines[2]!, line(9, { pay: '10.00', balance: '40.00' })];
    expect(checkContinuity(gap, '0.00')).toMatchObject([
      { rowNumber: 7, params: { expected: '80.00', actual: '60.00' } },
      { rowNumber: 9, params: { expected: '50.00', actual: '40.00' } },
    ]);
  });

  it('carries the balance over lines without one and gives no issues without balances', () => {
    const partly = [lines[0]!, { ...lines[1]!, balance: null }, lines[2]!];
    expect(checkContinuity(partly, '0.00')).toMatchObject([
      { rowNumber: 7, params: { expected: '50.00' } },
    ]);
    const none = lines.map((l) => ({ ...l, balance: null }));
    expect(checkContinuity(none, '0.00')).toEqual([]);
  });

  it('a generated consistent statement has no issues; one balance changed by ≥ 0.02 gives exactly that row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 80 }),
        fc.constantFrom('separate' as const, 'direction' as const, 'signed' as const),
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 2, max: 50_000_00 }),
        fc.boolean(),
        (seed, rows, layout, newestFirst, pick, deltaCents, negative) => {
          const generated = generateStatement({ rows, seed, layout, newestFirst });
          const mapped = mapStatement([generated.sheet]);
          expect(mapped.issues).toEqual([]);
          expect(checkContinuity(mapped.lines, generated.openingBalance)).toEqual([]);
          const at = pick % mapped.lines.length;
          const changed = mapped.lines.map((l) => ({ ...l }));
          const delta = new Decimal(deltaCents).div(100).times(negative ? -1 : 1);
          changed[at]!.balance = new Decimal(changed[at]!.balance!).plus(delta).toFixed(2);
          const issues = checkContinuity(changed, generated.openingBalance);
          expect(issues).toHaveLength(1);
          expect(issues[0]).toMatchObject({
            rowNumber: changed[at]!.rowNumber,
            params: { expected: mapped.lines[at]!.balance, actual: changed[at]!.balance },
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
