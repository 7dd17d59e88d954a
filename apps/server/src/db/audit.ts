import { like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatDateTime } from '../i18n';

/** Who acts in a request and for which company: the session's user. */
export interface Actor {
  userId: string;
  companyId: string;
}

/** The stamps of a new row: created and last changed by the actor, now. */
export const createdStamp = (actor: Actor, now: Date) => ({
  createdAt: now,
  createdBy: actor.userId,
  updatedAt: now,
  updatedBy: actor.userId,
});

/** The stamps of a change to an existing row. */
export const updatedStamp = (actor: Actor, now: Date) => ({
  updatedAt: now,
  updatedBy: actor.userId,
});

/** The stamps as the contract's auditSchema answers them. */
export function auditOf(row: {
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}) {
  return {
    createdAt: formatDateTime(row.createdAt),
    createdBy: row.createdBy,
    updatedAt: formatDateTime(row.updatedAt),
    updatedBy: row.updatedBy,
  };
}

export type Nested<T> = T & { children: Nested<T>[] };

/** Nests rows under their parents (a row whose parent is absent becomes a root), sorting each level. */
export function nest<T extends { id: string; parentId: string | null; sort: number }>(
  rows: readonly T[],
): Nested<T>[] {
  type Node = Nested<T>;
  const nodes = new Map<string, Node>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sortLevel = (level: Node[]) => {
    level.sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
    for (const node of level) sortLevel(node.children);
  };
  sortLevel(roots);
  return roots;
}

/** `text` as a LIKE pattern matching itself only (PostgreSQL's escape character is \). */
export const literalLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for values containing `keyword` literally (a typed % or _ is no wildcard). */
export const containing = (keyword: string) => `%${literalLike(keyword)}%`;

/**
 * The rows of a materialised-path tree at `id` or beneath it. The path is matched a whole id at
 * a time (",a,b," contains ",b,"), so an id that ends with another id is not taken for it.
 */
export function atOrUnder(idColumn: AnyColumn, pathColumn: AnyColumn, id: string): SQL {
  return sql`(${idColumn} = ${id} or ',' || ${pathColumn} like ${`%,${literalLike(id)},%`})`;
}

/** A row of a tree kept with a materialised path: `parentIds` lists its ancestors as "a,b,". */
interface PathNode {
  id: string;
  parentIds: string;
}

/**
 * The path of a row placed under `parent`, or `undefined` when `movingId` is the parent itself or
 * one of its ancestors (the move would make a cycle).
 */
export function pathUnder(parent: PathNode, movingId?: string): string | undefined {
  if (movingId && (parent.id === movingId || `,${parent.parentIds}`.includes(`,${movingId},`)))
    return undefined;
  return `${parent.parentIds}${parent.id},`;
}

/**
 * When `node` moves to `newParentIds`, the new path of its whole subtree (`set` for the path
 * column) and which rows that is (`where`); `undefined` when the path does not change.
 */
export function subtreePathRewrite(
  column: AnyColumn,
  node: PathNode,
  newParentIds: string,
): { set: SQL; where: SQL } | undefined {
  const oldPrefix = `${node.parentIds}${node.id},`;
  const newPrefix = `${newParentIds}${node.id},`;
  if (oldPrefix === newPrefix) return undefined;
  return {
    set: sql`${newPrefix} || substr(${column}, ${oldPrefix.length + 1})`,
    where: like(column, `${literalLike(oldPrefix)}%`),
  };
}
