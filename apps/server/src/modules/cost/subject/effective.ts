import type { SubjectNorm } from '@ccms/api-client';
import Decimal from 'decimal.js';
import type { SubjectBillNorm } from '../../../db/schema';

// A subject bill's figures (科目清单): the project's bill as the subject model sees it. With its
// norms unchanged the amount is quantity × the bill's 综合单价 (the bill's own amount while the
// quantity is unchanged too); once its norms are edited it is Σ norm quantity × price, each to
// the cent, and the unit price is that amount ÷ quantity.

/** The bill's stored figures (numeric columns as strings; norms as the engine stores them). */
export interface BillFigures {
  quantity: string;
  unitPrice: string;
  amount: string;
  norms?: readonly { code: string; name: string; unit: string; quantity: number; price: number }[];
}

/** The subject model's own quantity and norms of a bill (null: the bill's). */
export interface BillEdit {
  quantity: string | null;
  norms: readonly SubjectBillNorm[] | null;
}

export interface EffectiveBill {
  quantity: Decimal;
  unitPrice: Decimal;
  amount: Decimal;
  edited: boolean;
}

const normAmount = (norm: SubjectBillNorm) =>
  new Decimal(norm.quantity).times(norm.price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The bill's norms as exact strings (engine numbers are read through their shortest text). */
export function billNorms(bill: BillFigures): SubjectBillNorm[] {
  return (bill.norms ?? []).map((norm) => ({
    code: norm.code,
    name: norm.name,
    unit: norm.unit,
    quantity: new Decimal(String(norm.quantity)).toFixed(),
    price: new Decimal(String(norm.price)).toFixed(),
  }));
}

export function normsOut(norms: readonly SubjectBillNorm[]): SubjectNorm[] {
  return norms.map((norm) => ({ ...norm, amount: normAmount(norm).toFixed(2) }));
}

export function effectiveBill(bill: BillFigures, edit: BillEdit | undefined): EffectiveBill {
  const quantity = new Decimal(edit?.quantity ?? bill.quantity);
  if (edit?.norms) {
    const amount = edit.norms.reduce((sum, norm) => sum.plus(normAmount(norm)), new Decimal(0));
    const unitPrice = quantity.isZero()
      ? new Decimal(0)
      : amount.div(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return { quantity, unitPrice, amount, edited: true };
  }
  const unitPrice = new Decimal(bill.unitPrice);
  if (edit?.quantity == null)
    return { quantity, unitPrice, amount: new Decimal(bill.amount), edited: false };
  return {
    quantity,
    unitPrice,
    amount: quantity.times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    edited: true,
  };
}
