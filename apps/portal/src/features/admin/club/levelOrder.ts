// Member levels are a flat list kept in sort order; a move in the table becomes the server's
// "drop this level before or after that one".
import type { MemberLevel } from '@ccms/api-client';
import type { TreeMoveEvent, TreeRow } from '@ccms/data-grid';
import type { LevelDrop } from './clubQueries';

/** A level as a row of the (flat) tree table: `order` is its place in the list. */
export interface LevelRow extends TreeRow, MemberLevel {}

export function levelRows(levels: readonly MemberLevel[]): LevelRow[] {
  return levels.map((level, index) => ({ ...level, parentId: null, order: index + 1 }));
}

/**
 * The drop a move asks the server for, read from the rows as the move left them: after the level
 * now above it, or before the one now below when it went to the top. `null` when the move puts a
 * level inside another (levels hold nothing) or changes nothing.
 */
export function levelDrop(
  shown: readonly LevelRow[],
  { id, parentId, order }: TreeMoveEvent,
): LevelDrop | null {
  if (parentId !== null) return null;
  const sorted = shown.filter((row) => row.parentId === null).sort((a, b) => a.order - b.order);
  const at = sorted.findIndex((row) => row.id === id);
  if (at < 0 || sorted[at]!.order !== order) return null;
  if (at > 0) return { sourceId: id, targetId: sorted[at - 1]!.id, before: 'after' };
  const below = sorted[1];
  return below ? { sourceId: id, targetId: below.id, before: 'before' } : null;
}
