/**
 * Matching a bill no code rule places to the subject of the most similar bill already assigned
 * in the library: 0.7 × name + 0.3 × features similarity (character bigrams, materials/similarity),
 * × 0.8 when the units differ. Deterministic: ties go to the lower subject code, then bill id.
 */
import { normaliseUnit } from '../engine/model';
import { normaliseText, similarity } from '../materials/similarity';

/** Below this a bill stays unassigned for a person to decide. */
export const SIMILAR_THRESHOLD = 0.6;

export interface BillText {
  name: string;
  features: string;
  unit: string;
}

export interface LibraryBill extends BillText {
  billId: string;
  subjectCode: string;
}

export function billSimilarity(a: BillText, b: BillText): number {
  const name = similarity(a.name, b.name);
  const features =
    !a.features.trim() && !b.features.trim() ? 1 : similarity(a.features, b.features);
  const score = 0.7 * name + 0.3 * features;
  return normaliseUnit(a.unit) === normaliseUnit(b.unit) ? score : score * 0.8;
}

export interface SimilarMatch {
  bill: LibraryBill;
  score: number;
}

/** Library bills that read the same once normalised are compared once. */
export function distinctLibrary(library: readonly LibraryBill[]): LibraryBill[] {
  const seen = new Map<string, LibraryBill>();
  for (const bill of library) {
    const key = `${bill.subjectCode}|${normaliseText(bill.name)}|${normaliseText(bill.features)}|${normaliseUnit(bill.unit)}`;
    const known = seen.get(key);
    if (!known || bill.billId < known.billId) seen.set(key, bill);
  }
  return [...seen.values()];
}

/** The `limit` most similar library bills, best first (ties: lower subject code, then bill id). */
export function rankSimilar(
  bill: BillText & { billId?: string },
  library: readonly LibraryBill[],
  limit: number,
): SimilarMatch[] {
  return library
    .filter((candidate) => candidate.billId !== bill.billId)
    .map((candidate) => ({ bill: candidate, score: billSimilarity(bill, candidate) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.bill.subjectCode < b.bill.subjectCode
          ? -1
          : a.bill.subjectCode > b.bill.subjectCode
            ? 1
            : 0) ||
        (a.bill.billId < b.bill.billId ? -1 : 1),
    )
    .slice(0, limit);
}

/** The subject of the most similar library bill, when similar enough. */
export function bestSubject(
  bill: BillText,
  library: readonly LibraryBill[],
): { subjectCode: string; score: number } | null {
  const [best] = rankSimilar(bill, library, 1);
  if (!best || best.score < SIMILAR_THRESHOLD) return null;
  return { subjectCode: best.bill.subjectCode, score: Math.round(best.score * 10_000) / 10_000 };
}
