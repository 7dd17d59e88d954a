import type { FeeRow, FeeRowTree } from '@ccms/api-client';

// Pure helpers of the fee table editor: the tree as table rows, a code put in at the caret, and
// how a formula issue points at its place.

/** A fee row as the tree table takes it (parent and order from the server's tree). */
export type FeeTableRow = Omit<FeeRow, 'parentId'> & { parentId: string | null; order: number };

/** The server's fee tree as flat rows in display order, each with its place among its siblings. */
export function feeTableRows(tree: readonly FeeRowTree[]): FeeTableRow[] {
  const rows: FeeTableRow[] = [];
  const walk = (level: readonly FeeRowTree[], parentId: string | null) => {
    level.forEach((node, index) => {
      const { children, ...row } = node;
      rows.push({ ...row, parentId, order: index });
      walk(children, row.id);
    });
  };
  walk(tree, null);
  return rows;
}

/** The formula with `code` put in place of the selection [start, end), and where the caret goes. */
export function insertAtCaret(
  formula: string,
  start: number | null,
  end: number | null,
  code: string,
): { formula: string; caret: number } {
  const from = Math.min(Math.max(start ?? formula.length, 0), formula.length);
  const to = Math.min(Math.max(end ?? from, from), formula.length);
  return { formula: formula.slice(0, from) + code + formula.slice(to), caret: from + code.length };
}

/** A cycle path as people write it: ["D", "G", "F", "D"] → "D → G → F → D". */
export function cycleText(path: readonly string[]): string {
  return path.join(' → ');
}

/**
 * The formula split around the character an issue points at (0-based), for underlining it. A
 * position at the end (a formula that stops too early) points at the gap after the last character.
 */
export function splitAtPosition(
  formula: string,
  position: number,
): { before: string; at: string; after: string } {
  const index = Math.min(Math.max(position, 0), formula.length);
  return {
    before: formula.slice(0, index),
    at: formula.slice(index, index + 1),
    after: formula.slice(index + 1),
  };
}
