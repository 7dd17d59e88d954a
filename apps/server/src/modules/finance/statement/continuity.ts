import Decimal from 'decimal.js';
import type { StatementIssue, StatementLine } from './types';
import { money } from './values';

/**
 * What makes a line the same bank transaction (DOMAIN.md §4): its serial number when the bank
 * gives one, else date and time, amount, counterparty and balance. Keys are per account.
 */
export function dedupeKey(line: StatementLine): string {
  if (line.serialNo) return `s:${line.serialNo}`;
  const amount = line.pay === '0.00' ? line.income : `-${line.pay}`;
  const counterparty = line.otherSideAccount ?? line.otherSideName ?? '';
  return `d:${line.dateTime}|${amount}|${counterparty}|${line.balance ?? ''}`;
}

/**
 * Lines not yet stored (`existingKeys` holds the account's stored keys) and the rest: lines
 * already stored and repeats within the file (the first one stays fresh).
 */
export function splitDuplicates(
  lines: readonly StatementLine[],
  existingKeys: ReadonlySet<string>,
): { fresh: StatementLine[]; duplicates: StatementLine[] } {
  const fresh: StatementLine[] = [];
  const duplicates: StatementLine[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const key = dedupeKey(line);
    if (existingKeys.has(key) || seen.has(key)) duplicates.push(line);
    else {
      seen.add(key);
      fresh.push(line);
    }
  }
  return { fresh, duplicates };
}

const TOLERANCE = new Decimal('0.01');

/** The balance after a line: one of income and pay is zero, as mapStatement gives them. */
const step = (balance: Decimal, line: StatementLine) =>
  line.pay === '0.00'
    ? balance.plus(line.income)
    : line.income === '0.00'
      ? balance.minus(line.pay)
      : balance.plus(line.income).minus(line.pay);

/**
 * Balance continuity: each line's balance must be the previous balance + income − pay within
 * 0.01. `previousBalance` is the account's balance before the first line (its last stored line or
 * opening balance); null checks from the first line's own balance on. A line without a balance
 * carries the computed one forward; lines without any balance give no issues.
 *
 * Each break names the row, the expected and the actual balance. After a break the check goes on
 * from the expected balance when the next balance agrees with it (one mistyped balance is one
 * issue), else from the actual one (a missing or extra line is one issue too).
 */
export function checkContinuity(
  lines: readonly StatementLine[],
  previousBalance: string | null,
): StatementIssue[] {
  const issues: StatementIssue[] = [];
  let previous = previousBalance === null ? null : new Decimal(previousBalance);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const expected = previous === null ? null : step(previous, line);
    if (line.balance === null) {
      previous = expected;
      continue;
    }
    const actual = new Decimal(line.balance);
    if (expected === null || expected.eq(actual) || expected.minus(actual).abs().lte(TOLERANCE)) {
      previous = actual;
      continue;
    }
    issues.push({
      rowNumber: line.rowNumber,
      field: 'balance',
      key: 'finance.statement.balanceBreak',
      params: {
        row: line.rowNumber,
        previous: money(previous!),
        income: line.income,
        pay: line.pay,
        expected: money(expected),
        actual: line.balance,
        difference: money(actual.minus(expected)),
      },
    });
    previous = agreesLater(lines, index + 1, expected) ? expected : actual;
  }
  return issues;
}

/** Whether the next line with a balance continues from `balance`. */
function agreesLater(lines: readonly StatementLine[], from: number, balance: Decimal): boolean {
  let running = balance;
  for (let index = from; index < lines.length; index++) {
    const line = lines[index]!;
    running = step(running, line);
    if (line.balance !== null) return running.minus(line.balance).abs().lte(TOLERANCE);
  }
  return false;
}
