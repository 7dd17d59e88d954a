import Decimal from 'decimal.js';

// The arithmetic of 跟踪审计, without the database: line amounts, percentages and the pay figures of
// a period. Every amount is an exact decimal rounded half up to 2 places at the step that makes it.

type Num = Decimal.Value;

const D = (value: Num) => new Decimal(value);

/** quantity × unit price, 2 places. */
export const lineAmount = (quantity: Num, unitPrice: Num) =>
  D(quantity).times(unitPrice).toFixed(2);

/** part ÷ whole × 100, 2 places; null when the whole is 0. */
export function percentOf(part: Num, whole: Num): string | null {
  const base = D(whole);
  if (base.isZero()) return null;
  return D(part).dividedBy(base).times(100).toFixed(2);
}

/** A quantity as the contract answers it: plain notation, no trailing zeros ("12.5"). */
export const quantityText = (value: Num) => D(value).toFixed();

/** The cumulative approved quantity passes the contract quantity (变更/超量). */
export const isOver = (cumulative: Num, contractQuantity: Num) =>
  D(cumulative).greaterThan(contractQuantity);

export interface PayTerms {
  contractAmount: Num;
  /** 进度款支付比例 (0.8) */
  payRatio: Num;
  advanceAmount: Num;
  /** 起扣点 as a share of the contract amount. */
  advanceStartRatio: Num;
  /** 扣回比例 of the approved amount beyond the start point. */
  advanceDeductRatio: Num;
  retentionRatio: Num;
}

/** What the earlier (approved) periods add up to. */
export interface PayHistory {
  approved: Num;
  advanceDeducted: Num;
  retained: Num;
  paid: Num;
}

export interface PayFigures {
  approvedAmount: string;
  cumulativeApproved: string;
  payableLimit: string;
  advanceDeduction: string;
  advanceDeductedTotal: string;
  retention: string;
  retentionTotal: string;
  payableCumulative: string;
  previouslyPaid: string;
  payableThisPeriod: string;
  payAmount: string;
  paidTotal: string;
  paidPercent: string | null;
}

/**
 * The pay figures of a period:
 * - 预付款扣回 this period = 扣回比例 × (the part of the cumulative approved amount beyond both the
 *   起扣点 and the earlier cumulative), never more than the advance still outstanding;
 * - 质保金 this period = 质保金比例 × the period's approved amount;
 * - payable cumulative = cumulative approved × 支付比例 − advance deducted − retained (both cumulative);
 * - payable this period = payable cumulative − paid before (not below 0);
 * - 本期支付 is the proposed amount when given, else the payable.
 */
export function payFigures(
  terms: PayTerms,
  history: PayHistory,
  approvedThisPeriod: Num,
  proposed?: Num | null,
  /** Kept figures of an approved period (they were computed with the terms of that day). */
  kept?: { advanceDeduction: Num; retention: Num } | null,
): PayFigures {
  const approved = D(approvedThisPeriod);
  const before = D(history.approved);
  const cumulative = before.plus(approved);
  const limit = cumulative.times(terms.payRatio).toDecimalPlaces(2);

  let advanceDeduction: Decimal;
  let retention: Decimal;
  if (kept) {
    advanceDeduction = D(kept.advanceDeduction);
    retention = D(kept.retention);
  } else {
    const start = D(terms.contractAmount).times(terms.advanceStartRatio);
    const base = Decimal.max(0, cumulative.minus(Decimal.max(before, start)));
    const outstanding = Decimal.max(0, D(terms.advanceAmount).minus(history.advanceDeducted));
    advanceDeduction = Decimal.min(
      base.times(terms.advanceDeductRatio).toDecimalPlaces(2),
      outstanding,
    );
    retention = approved.times(terms.retentionRatio).toDecimalPlaces(2);
  }
  const advanceDeductedTotal = D(history.advanceDeducted).plus(advanceDeduction);
  const retentionTotal = D(history.retained).plus(retention);
  const payableCumulative = limit.minus(advanceDeductedTotal).minus(retentionTotal);
  const paidBefore = D(history.paid);
  const payable = Decimal.max(0, payableCumulative.minus(paidBefore));
  const payAmount = proposed === null || proposed === undefined ? payable : D(proposed);
  const paidTotal = paidBefore.plus(payAmount);
  return {
    approvedAmount: approved.toFixed(2),
    cumulativeApproved: cumulative.toFixed(2),
    payableLimit: limit.toFixed(2),
    advanceDeduction: advanceDeduction.toFixed(2),
    advanceDeductedTotal: advanceDeductedTotal.toFixed(2),
    retention: retention.toFixed(2),
    retentionTotal: retentionTotal.toFixed(2),
    payableCumulative: payableCumulative.toFixed(2),
    previouslyPaid: paidBefore.toFixed(2),
    payableThisPeriod: payable.toFixed(2),
    payAmount: payAmount.toFixed(2),
    paidTotal: paidTotal.toFixed(2),
    paidPercent: percentOf(paidTotal, terms.contractAmount),
  };
}

/** The cumulative payment passes what may be paid (cumulative approved × ratio). */
export const exceedsLimit = (figures: PayFigures) =>
  D(figures.paidTotal).greaterThan(figures.payableLimit);
