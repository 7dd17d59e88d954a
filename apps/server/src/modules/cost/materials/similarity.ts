/**
 * Deterministic text similarity for coding resources and matching bills: normalised text
 * (full-width → half-width, case, spacing and punctuation folded, Φ/φ/Ф as one letter) compared
 * by the Dice coefficient of character bigrams. No model, no dependency: the same input always
 * gives the same score.
 */

/** Folds what differs between two spellings of the same material or bill name. */
export function normaliseText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[φф]/g, 'φ')
      .replace(/[～~—–]/g, '-')
      .replace(/[×xX*]/g, '×')
      // Spaces and punctuation carry no meaning in a name or spec.
      .replace(/[\s_,，。．、;；:：()（）[\]【】"'“”‘’]/g, '')
  );
}

/** Character bigrams (a one-character text is its own gram), counted. */
function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const chars = [...text];
  if (chars.length === 1) grams.set(chars[0]!, 1);
  for (let i = 0; i < chars.length - 1; i += 1) {
    const gram = chars[i]! + chars[i + 1]!;
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient of the normalised texts' bigrams: 1 for equal texts, 0 for nothing shared. */
export function similarity(a: string, b: string): number {
  const left = normaliseText(a);
  const right = normaliseText(b);
  if (left === right) return 1;
  if (!left || !right) return 0;
  const x = bigrams(left);
  const y = bigrams(right);
  let shared = 0;
  let total = 0;
  for (const count of x.values()) total += count;
  for (const [gram, count] of y) {
    total += count;
    shared += Math.min(count, x.get(gram) ?? 0);
  }
  return total === 0 ? 0 : (2 * shared) / total;
}
