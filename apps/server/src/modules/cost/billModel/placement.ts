/**
 * Placing bills on the bill models of the book (pure): a bill goes to the model of its 9-digit code
 * prefix (several: the most similar name), else to the most similar model by name, features and
 * unit (subject/similar.ts, ≥ 0.6); bills placed by hand are kept.
 */
import { billSimilarity, SIMILAR_THRESHOLD, type BillText } from '../subject/similar';

export interface ModelText extends BillText {
  id: string;
  code: string;
}

export interface PlacedBill {
  billId: string;
  modelId: string;
  method: 'code' | 'similar';
  score: string | null;
}

export interface PlacementResult {
  placements: PlacedBill[];
  byCode: number;
  bySimilarity: number;
  unmatched: number;
  kept: number;
}

const compareModels = (a: { score: number; model: ModelText }, b: typeof a) =>
  b.score - a.score ||
  (a.model.code < b.model.code ? -1 : a.model.code > b.model.code ? 1 : 0) ||
  (a.model.id < b.model.id ? -1 : 1);

/** The best model of a list for a bill (ties: lower code, then id). */
export function bestModel(
  bill: BillText,
  models: readonly ModelText[],
): { model: ModelText; score: number } | null {
  let best: { model: ModelText; score: number } | null = null;
  for (const model of models) {
    const candidate = { model, score: billSimilarity(bill, model) };
    if (!best || compareModels(candidate, best) < 0) best = candidate;
  }
  return best;
}

export function placeBills(
  bills: readonly (BillText & { id: string; code: string })[],
  models: readonly ModelText[],
  manual: ReadonlySet<string>,
  onStep?: (index: number, total: number) => void,
): PlacementResult {
  const byPrefix = new Map<string, ModelText[]>();
  for (const model of models) {
    const list = byPrefix.get(model.code) ?? [];
    list.push(model);
    byPrefix.set(model.code, list);
  }
  const similar = new Map<string, { model: ModelText; score: number } | null>();
  const result: PlacementResult = {
    placements: [],
    byCode: 0,
    bySimilarity: 0,
    unmatched: 0,
    kept: 0,
  };
  bills.forEach((bill, index) => {
    onStep?.(index, bills.length);
    if (manual.has(bill.id)) {
      result.kept += 1;
      return;
    }
    const sameCode = byPrefix.get(bill.code.trim().slice(0, 9));
    if (sameCode?.length) {
      const best = sameCode.length === 1 ? { model: sameCode[0]! } : bestModel(bill, sameCode)!;
      result.byCode += 1;
      result.placements.push({
        billId: bill.id,
        modelId: best.model.id,
        method: 'code',
        score: null,
      });
      return;
    }
    // Bills of a project repeat their texts: each distinct text is compared once.
    const text = `${bill.name}\u0000${bill.features}\u0000${bill.unit}`;
    let best = similar.get(text);
    if (best === undefined) {
      best = bestModel(bill, models);
      similar.set(text, best);
    }
    if (!best || best.score < SIMILAR_THRESHOLD) {
      result.unmatched += 1;
      return;
    }
    result.bySimilarity += 1;
    result.placements.push({
      billId: bill.id,
      modelId: best.model.id,
      method: 'similar',
      score: (Math.round(best.score * 10_000) / 10_000).toFixed(4),
    });
  });
  return result;
}
