import type { CheckId } from '../quality/types';
import type { FlawKind } from './generate';

/** The check that owns each planted flaw: the one that must report it (ERROR or WARN). */
export const FLAW_CHECK: Record<FlawKind, CheckId> = {
  divisionSubtotal: 'branchFeeBalanceCheck',
  summaryRow: 'projectAmountCheck',
  missingLawfeeRow: 'lawfeeCheck',
  taxRate: 'taxCheck',
  lawfeeAmount: 'lawfeeCheck',
  duplicateBillCode: 'branchValencyCheck',
  twoPrices: 'checkResourcePrice',
  billAmount: 'checkBillPrice',
  zeroPrice: 'checkBillPrice',
  provisionalMismatch: 'branchFeeBalanceCheck',
  safetyRate: 'measuresRateCheck',
  negativeQuantity: 'quantityCheck',
};

/** Findings of one check run, by check and severity (a record's rule counts summed). */
export type CheckCounts = Partial<Record<CheckId, { ERROR: number; WARN: number; INFO: number }>>;

export interface WorkbookReview {
  file: string;
  flaws: FlawKind[];
  clean: CheckCounts;
  flawed: CheckCounts;
}

export interface FlawRow {
  kind: FlawKind;
  check: CheckId;
  planted: number;
  found: number;
}

const serious = (counts: CheckCounts, check: CheckId) =>
  (counts[check]?.ERROR ?? 0) + (counts[check]?.WARN ?? 0);

/**
 * Per flaw kind: how many were planted, and in how many flawed twins the owning check reported
 * at least as many ERROR/WARN findings as flaws it owns there, beyond what it said on the clean
 * twin (a flaw is found when its check speaks up for it).
 */
export function flawTable(reviews: readonly WorkbookReview[]): FlawRow[] {
  const rows = new Map<FlawKind, FlawRow>();
  for (const review of reviews) {
    const owned = new Map<CheckId, number>();
    for (const kind of review.flaws)
      owned.set(FLAW_CHECK[kind], (owned.get(FLAW_CHECK[kind]) ?? 0) + 1);
    for (const kind of review.flaws) {
      const check = FLAW_CHECK[kind];
      const row = rows.get(kind) ?? { kind, check, planted: 0, found: 0 };
      row.planted += 1;
      if (serious(review.flawed, check) - serious(review.clean, check) >= owned.get(check)!)
        row.found += 1;
      rows.set(kind, row);
    }
  }
  return [...rows.values()];
}

/** Σ findings of the clean twins by severity. */
export function cleanTotals(reviews: readonly WorkbookReview[]) {
  const totals = { ERROR: 0, WARN: 0, INFO: 0 };
  for (const review of reviews)
    for (const counts of Object.values(review.clean)) {
      totals.ERROR += counts.ERROR;
      totals.WARN += counts.WARN;
      totals.INFO += counts.INFO;
    }
  return totals;
}

/** The review as a text table: flaw × check × planted × found, then the clean twins' findings. */
export function formatReview(reviews: readonly WorkbookReview[]): string {
  const lines = ['flaw                 check                   planted  found'];
  for (const row of flawTable(reviews))
    lines.push(
      `${row.kind.padEnd(20)} ${row.check.padEnd(23)} ${String(row.planted).padStart(7)} ${String(row.found).padStart(6)}`,
    );
  const clean = cleanTotals(reviews);
  lines.push(
    `clean twins (${reviews.length}): ${clean.ERROR} ERROR, ${clean.WARN} WARN, ${clean.INFO} INFO`,
  );
  for (const review of reviews) {
    const noisy = Object.entries(review.clean)
      .filter(([, counts]) => counts.ERROR + counts.WARN > 0)
      .map(([check, counts]) => `${check} ${counts.ERROR}E/${counts.WARN}W`);
    if (noisy.length > 0) lines.push(`  ${review.file}: ${noisy.join(', ')}`);
  }
  return lines.join('\n');
}
