import { randomUUID } from 'node:crypto';
import { PROJECT_KIND_CODE, TREE_DICT_MAX_DEPTH } from '@ccms/api-client';
import type {
  DictBook,
  DictItem,
  DictItemNode,
  DictOption,
  DictType,
  TreeDictNode,
  dictItemSaveSchema,
  dictQueryList,
  dictShareQueryList,
  dictTypeQueryList,
  dictTypeSaveSchema,
  treeDictUpdateSortList,
} from '@ccms/api-client';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  auditOf,
  containing,
  createdStamp,
  nest,
  pathUnder,
  subtreePathRewrite,
  updatedStamp,
  type Actor,
} from '../../db/audit';
import type { Db } from '../../db/database';
import { dictItems, dictTypes, projectKinds } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';

type TypeRow = typeof dictTypes.$inferSelect;
type ItemRow = typeof dictItems.$inferSelect;
type ItemSave = z.output<typeof dictItemSaveSchema>;
type TypeSave = z.output<typeof dictTypeSaveSchema>;
type SharePageRequest = z.output<NonNullable<(typeof dictShareQueryList)['body']>>;
type AdminPageRequest = z.output<NonNullable<(typeof dictQueryList)['body']>>;
type TypePageRequest = z.output<NonNullable<(typeof dictTypeQueryList)['body']>>;
type Placement = z.output<NonNullable<(typeof treeDictUpdateSortList)['body']>>[number];

function toOption(row: ItemRow): DictOption {
  return {
    id: row.id,
    label: row.label,
    value: row.value,
    key: row.value,
    text: row.label,
    enabled: row.enabled,
    group: row.groupCode,
  };
}

function toType(row: TypeRow): DictType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind === 'tree' ? 'tree' : 'list',
    sort: row.sort,
    remarks: row.remarks,
    ...auditOf(row),
  };
}

function toItem(row: ItemRow, type: string): DictItem {
  return {
    id: row.id,
    typeId: row.typeId,
    type,
    parentId: row.parentId,
    parentIds: row.parentIds,
    label: row.label,
    value: row.value,
    group: row.groupCode,
    sort: row.sort,
    enabled: row.enabled,
    remarks: row.remarks,
    ...auditOf(row),
  };
}

// ── Reads ─────────────────────────────────────────────────────────────────────

/** A dictionary of the caller's company by code (row-level security hides the others), or a 404. */
export async function findDictType(db: Db, code: string): Promise<TypeRow> {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.code, code)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

const itemOrder = [asc(dictItems.sort), asc(dictItems.value)];

async function enabledItems(db: Db, code: string, group?: string): Promise<ItemRow[]> {
  const type = await findDictType(db, code);
  return db
    .select()
    .from(dictItems)
    .where(
      and(
        eq(dictItems.typeId, type.id),
        eq(dictItems.enabled, true),
        group === undefined ? undefined : eq(dictItems.groupCode, group),
      ),
    )
    .orderBy(...itemOrder);
}

export async function dictOptions(db: Db, code: string): Promise<DictOption[]> {
  return (await enabledItems(db, code)).map(toOption);
}

export async function dictOption(db: Db, code: string, value: string): Promise<DictOption> {
  const type = await findDictType(db, code);
  const [row] = await db
    .select()
    .from(dictItems)
    .where(and(eq(dictItems.typeId, type.id), eq(dictItems.value, value)))
    .limit(1);
  if (!row) throw recordNotFound();
  return toOption(row);
}

export async function dictBook(db: Db, code: string): Promise<DictBook> {
  const type = await findDictType(db, code);
  const groups = new Map<string, DictOption[]>();
  for (const row of await enabledItems(db, code)) {
    const group = row.groupCode ?? '';
    groups.set(group, [...(groups.get(group) ?? []), toOption(row)]);
  }
  return {
    code: type.code,
    name: type.name,
    groupList: [...groups].map(([group, list]) => ({ group, list })),
  };
}

/**
 * The enabled nodes of a tree dictionary; with a group, the nodes of that group whose parent is
 * outside it become roots. A disabled node hides everything beneath it.
 */
export async function treeDict(db: Db, code: string, group?: string): Promise<TreeDictNode[]> {
  if (code === PROJECT_KIND_CODE) return projectKindTree(db, group);
  const rows = await enabledItems(db, code);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const fullText = (row: ItemRow): string | undefined => {
    const labels: string[] = [];
    for (const id of [...row.parentIds.split(',').filter(Boolean), row.id]) {
      const step = byId.get(id);
      if (!step) return undefined;
      labels.push(step.label);
    }
    return labels.join('/');
  };
  const kept = rows.flatMap((row) => {
    const text = fullText(row);
    if (text === undefined || (group !== undefined && row.groupCode !== group)) return [];
    return [{ row, text }];
  });
  const keptIds = new Set(kept.map(({ row }) => row.id));
  const nested = nest(
    kept.map(({ row, text }) => ({
      id: row.id,
      parentId: row.parentId && keptIds.has(row.parentId) ? row.parentId : null,
      sort: row.sort,
      text: row.label,
      value: row.value,
      enabled: row.enabled,
      group: row.groupCode,
      extValues: { fullText: text },
    })),
  );
  const strip = (nodes: typeof nested): TreeDictNode[] =>
    nodes.map(({ id, text, value, enabled, group: nodeGroup, extValues, children }) => ({
      id,
      text,
      value,
      enabled,
      group: nodeGroup,
      extValues,
      children: strip(children),
    }));
  return strip(nested);
}

function itemFilters(
  typeId: string | undefined,
  params: { keyword?: string; group?: string } | undefined,
): SQL[] {
  const filters: SQL[] = [];
  if (typeId) filters.push(eq(dictItems.typeId, typeId));
  if (params?.keyword) {
    const pattern = containing(params.keyword);
    filters.push(or(ilike(dictItems.label, pattern), ilike(dictItems.value, pattern))!);
  }
  if (params?.group) filters.push(eq(dictItems.groupCode, params.group));
  return filters;
}

async function pageItems(
  db: Db,
  request: { pageNo: number; pageSize: number },
  where: SQL | undefined,
  order: SQL[],
) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(where);
  const rows = await db
    .select({ item: dictItems, type: dictTypes.code })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(where)
    .orderBy(...order)
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  return { total, rows };
}

export async function queryDictOptions(db: Db, request: SharePageRequest) {
  const type = request.params?.type ? await findDictType(db, request.params.type) : undefined;
  const where = and(eq(dictItems.enabled, true), ...itemFilters(type?.id, request.params));
  const { total, rows } = await pageItems(db, request, where, [asc(dictTypes.sort), ...itemOrder]);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: rows.map(({ item }) => toOption(item)),
  };
}

// ── Administration ────────────────────────────────────────────────────────────

export async function queryDictItems(db: Db, request: AdminPageRequest) {
  const type = request.params?.type ? await findDictType(db, request.params.type) : undefined;
  const direction = request.order.toUpperCase() === 'DESC' ? desc : asc;
  const column = { sort: dictItems.sort, value: dictItems.value, label: dictItems.label }[
    request.orderBy
  ];
  const { total, rows } = await pageItems(
    db,
    request,
    and(...itemFilters(type?.id, request.params)),
    [asc(dictTypes.sort), direction(column), asc(dictItems.value)],
  );
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: rows.map(({ item, type: code }) => toItem(item, code)),
  };
}

export async function dictItemTree(db: Db, code: string, group?: string): Promise<DictItemNode[]> {
  const type = await findDictType(db, code);
  const rows = await db
    .select()
    .from(dictItems)
    .where(
      and(
        eq(dictItems.typeId, type.id),
        group === undefined ? undefined : eq(dictItems.groupCode, group),
      ),
    )
    .orderBy(...itemOrder);
  return nest(rows.map((row) => toItem(row, type.code)));
}

async function findItem(db: Db, id: string): Promise<ItemRow> {
  const [row] = await db.select().from(dictItems).where(eq(dictItems.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

export async function saveDictItem(
  db: Db,
  actor: Actor,
  now: Date,
  body: ItemSave,
): Promise<DictItem> {
  const existing = body.id ? await findItem(db, body.id) : undefined;
  const [type] = await db.select().from(dictTypes).where(eq(dictTypes.code, body.type)).limit(1);
  if (!type) throw unknownReference('type');
  if (existing && existing.typeId !== type.id) throw businessFailure('dict.otherDictionary');
  let parentIds = '';
  if (body.parentId) {
    if (type.kind !== 'tree') throw businessFailure('dict.notTree');
    const [parent] = await db
      .select()
      .from(dictItems)
      .where(and(eq(dictItems.id, body.parentId), eq(dictItems.typeId, type.id)))
      .limit(1);
    if (!parent) throw unknownReference('parentId');
    const path = pathUnder(parent, existing?.id);
    if (path === undefined) throw businessFailure('dict.cycle');
    parentIds = path;
  }
  if (type.kind === 'tree') {
    const rows = await treeRows(db, type.id);
    // A new node has no id yet; any id no row has stands for it.
    const movedId = existing?.id ?? '(new)';
    const linked = [
      ...rows.filter((row) => row.id !== movedId),
      { id: movedId, parentId: body.parentId },
    ];
    if (deepestBeyondLimit(linked, [movedId])) throw tooDeepFailure(body.label);
  }
  const [clash] = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(and(eq(dictItems.typeId, type.id), eq(dictItems.value, body.value)))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('dict.valueTaken', { value: body.value });
  const fields = {
    parentId: body.parentId,
    parentIds,
    label: body.label,
    value: body.value,
    groupCode: body.group,
    sort: body.sort,
    enabled: body.enabled,
    remarks: body.remarks,
  };
  if (!existing) {
    const [created] = await db
      .insert(dictItems)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        typeId: type.id,
        ...fields,
        ...createdStamp(actor, now),
      })
      .returning();
    return toItem(created!, type.code);
  }
  const [updated] = await db
    .update(dictItems)
    .set({ ...fields, ...updatedStamp(actor, now) })
    .where(eq(dictItems.id, existing.id))
    .returning();
  const rewrite = subtreePathRewrite(dictItems.parentIds, existing, parentIds);
  if (rewrite) {
    await db
      .update(dictItems)
      .set({ parentIds: rewrite.set, ...updatedStamp(actor, now) })
      .where(and(eq(dictItems.typeId, type.id), rewrite.where));
  }
  return toItem(updated!, type.code);
}

// ── Tree dictionaries ─────────────────────────────────────────────────────────

type Link = { id: string; parentId: string | null };

async function treeRows(db: Db, typeId: string): Promise<Link[]> {
  return db
    .select({ id: dictItems.id, parentId: dictItems.parentId, label: dictItems.label })
    .from(dictItems)
    .where(eq(dictItems.typeId, typeId));
}

/**
 * Each node's level (1 = top) when the tree is linked as given; a node whose parents go round in
 * a circle has none. A parent missing from the rows makes a node top-level.
 */
export function treeLevels(rows: readonly Link[]): Map<string, number | undefined> {
  const parents = new Map(rows.map((row) => [row.id, row.parentId]));
  const levels = new Map<string, number | undefined>();
  for (const row of rows) {
    let level = 1;
    for (let at = row.parentId; at && parents.has(at); at = parents.get(at) ?? null) {
      if (at === row.id || level > rows.length) {
        level = Number.NaN;
        break;
      }
      level++;
    }
    levels.set(row.id, Number.isNaN(level) ? undefined : level);
  }
  return levels;
}

/**
 * The first of the moved nodes, or of the nodes beneath them, that would sit deeper than a tree
 * dictionary allows (nodes elsewhere are not judged: an edit answers for what it moves).
 */
function deepestBeyondLimit(
  rows: readonly Link[],
  movedIds: readonly string[],
): string | undefined {
  const parents = new Map(rows.map((row) => [row.id, row.parentId]));
  const moved = new Set(movedIds);
  const isMovedOrBeneath = (id: string) => {
    for (let at: string | null = id, steps = 0; at && steps <= rows.length; steps++) {
      if (moved.has(at)) return true;
      at = parents.get(at) ?? null;
    }
    return false;
  };
  for (const [id, level] of treeLevels(rows)) {
    if (level !== undefined && level > TREE_DICT_MAX_DEPTH && isMovedOrBeneath(id)) return id;
  }
  return undefined;
}

const tooDeepFailure = (label: string) =>
  businessFailure('dict.tooDeep', { max: TREE_DICT_MAX_DEPTH, label });

async function findTreeType(db: Db, where: SQL): Promise<TypeRow> {
  const [type] = await db.select().from(dictTypes).where(where).limit(1);
  if (!type) throw unknownReference('type');
  if (type.kind !== 'tree') throw businessFailure('dict.notTreeDictionary', { code: type.code });
  return type;
}

/** Saves a node of a tree dictionary: the entry rules, and only in a dictionary of kind tree. */
export async function saveTreeNode(
  db: Db,
  actor: Actor,
  now: Date,
  body: ItemSave,
): Promise<DictItem> {
  await findTreeType(db, eq(dictTypes.code, body.type));
  return saveDictItem(db, actor, now, body);
}

/** Deletes a node of a tree dictionary; refused while nodes sit beneath it. */
export async function deleteTreeNode(db: Db, id: string): Promise<void> {
  const item = await findItem(db, id);
  await findTreeType(db, eq(dictTypes.id, item.typeId));
  await deleteDictItem(db, id);
}

/**
 * A drag in the tree: new parent and sort of several nodes of one tree dictionary, refused whole
 * (nothing written) when a node would sit under itself or deeper than three levels. Every moved
 * node's path, and its subtree's, is rewritten.
 */
export async function placeTreeNodes(
  db: Db,
  actor: Actor,
  now: Date,
  entries: readonly Placement[],
): Promise<void> {
  const ids = [...new Set(entries.map((entry) => entry.id))];
  const found = await db
    .select({ id: dictItems.id, typeId: dictItems.typeId })
    .from(dictItems)
    .where(inArray(dictItems.id, ids));
  if (found.length !== ids.length) throw unknownReference('id');
  const typeIds = new Set(found.map((row) => row.typeId));
  if (typeIds.size > 1) throw businessFailure('dict.otherDictionary');
  const type = await findTreeType(db, eq(dictTypes.id, found[0]!.typeId));
  const rows = await db.select().from(dictItems).where(eq(dictItems.typeId, type.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const entry of entries) {
    if (entry.parentId !== null && !byId.has(entry.parentId)) throw unknownReference('parentId');
  }
  const placed = new Map(entries.map((entry) => [entry.id, entry]));
  const after = rows.map((row) => {
    const entry = placed.get(row.id);
    return { id: row.id, parentId: entry ? entry.parentId : row.parentId };
  });
  const levels = treeLevels(after);
  if ([...levels.values()].some((level) => level === undefined))
    throw businessFailure('dict.cycle');
  const tooDeep = deepestBeyondLimit(after, ids);
  if (tooDeep) throw tooDeepFailure(byId.get(tooDeep)!.label);
  const parents = new Map(after.map((row) => [row.id, row.parentId]));
  const pathOf = (id: string): string => {
    const parentId = parents.get(id) ?? null;
    return parentId === null ? '' : `${pathOf(parentId)}${parentId},`;
  };
  for (const row of rows) {
    const entry = placed.get(row.id);
    const parentIds = pathOf(row.id);
    if (!entry && parentIds === row.parentIds) continue;
    await db
      .update(dictItems)
      .set({
        parentId: parents.get(row.id) ?? null,
        parentIds,
        ...(entry ? { sort: entry.sort } : {}),
        ...updatedStamp(actor, now),
      })
      .where(eq(dictItems.id, row.id));
  }
}

export async function deleteDictItem(db: Db, id: string): Promise<void> {
  await findItem(db, id);
  const [child] = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(eq(dictItems.parentId, id))
    .limit(1);
  if (child) throw businessFailure('dict.hasChildren');
  await db.delete(dictItems).where(eq(dictItems.id, id));
}

export async function queryDictTypes(db: Db, request: TypePageRequest) {
  const keyword = request.params?.keyword;
  const kind = request.params?.kind;
  const where = and(
    keyword
      ? or(ilike(dictTypes.code, containing(keyword)), ilike(dictTypes.name, containing(keyword)))
      : undefined,
    kind ? eq(dictTypes.kind, kind) : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(dictTypes)
    .where(where);
  const rows = await db
    .select()
    .from(dictTypes)
    .where(where)
    .orderBy(asc(dictTypes.sort), asc(dictTypes.code))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  return { pageNo: request.pageNo, pageSize: request.pageSize, total, data: rows.map(toType) };
}

export async function saveDictType(
  db: Db,
  actor: Actor,
  now: Date,
  body: TypeSave,
): Promise<DictType> {
  let existing: TypeRow | undefined;
  if (body.id) {
    [existing] = await db.select().from(dictTypes).where(eq(dictTypes.id, body.id)).limit(1);
    if (!existing) throw recordNotFound();
  }
  const [clash] = await db
    .select({ id: dictTypes.id })
    .from(dictTypes)
    .where(eq(dictTypes.code, body.code))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('dict.codeTaken', { code: body.code });
  if (existing && existing.kind === 'tree' && body.kind === 'list') {
    const [deep] = await db
      .select({ total: count() })
      .from(dictItems)
      .where(and(eq(dictItems.typeId, existing.id), isNotNull(dictItems.parentId)));
    if ((deep?.total ?? 0) > 0) throw businessFailure('dict.treeHasLevels');
  }
  const fields = {
    code: body.code,
    name: body.name,
    kind: body.kind,
    sort: body.sort,
    remarks: body.remarks,
  };
  if (existing) {
    const [updated] = await db
      .update(dictTypes)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(dictTypes.id, existing.id))
      .returning();
    return toType(updated!);
  }
  const [created] = await db
    .insert(dictTypes)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      ...fields,
      ...createdStamp(actor, now),
    })
    .returning();
  return toType(created!);
}

export async function deleteDictType(db: Db, id: string): Promise<void> {
  const [type] = await db.select().from(dictTypes).where(eq(dictTypes.id, id)).limit(1);
  if (!type) throw recordNotFound();
  const [items] = await db
    .select({ total: count() })
    .from(dictItems)
    .where(eq(dictItems.typeId, id));
  if ((items?.total ?? 0) > 0) throw businessFailure('dict.hasItems', { count: items!.total });
  await db.delete(dictTypes).where(eq(dictTypes.id, id));
}

/**
 * The company's project kinds as tree-dictionary nodes: value is the kind's id (what a project
 * stores and data authorization grants), group the id of its top-level kind.
 */
export async function projectKindTree(db: Db, group?: string): Promise<TreeDictNode[]> {
  const rows = await db
    .select({
      id: projectKinds.id,
      parentId: projectKinds.parentId,
      name: projectKinds.name,
      sort: projectKinds.sort,
    })
    .from(projectKinds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  /** The kinds from the top down to row; a missing parent makes a kind top-level. */
  const lineOf = (row: (typeof rows)[number]) => {
    const line = [row];
    for (let at = row; at.parentId && line.length <= rows.length;) {
      const parent = byId.get(at.parentId);
      if (!parent) break;
      line.unshift(parent);
      at = parent;
    }
    return line;
  };
  const kept = rows.flatMap((row) => {
    const line = lineOf(row);
    const root = line[0]!.id;
    if (group !== undefined && root !== group) return [];
    return [{ row, root, fullText: line.map((kind) => kind.name).join('/') }];
  });
  const keptIds = new Set(kept.map(({ row }) => row.id));
  const strip = (nodes: ReturnType<typeof nest<NodeRow>>): TreeDictNode[] =>
    nodes.map((node) => ({
      id: node.id,
      text: node.text,
      value: node.id,
      enabled: true,
      group: node.group,
      extValues: { fullText: node.fullText },
      children: strip(node.children),
    }));
  type NodeRow = {
    id: string;
    parentId: string | null;
    sort: number;
    text: string;
    group: string;
    fullText: string;
  };
  return strip(
    nest<NodeRow>(
      kept.map(({ row, root, fullText }) => ({
        id: row.id,
        parentId: row.parentId && keptIds.has(row.parentId) ? row.parentId : null,
        sort: row.sort,
        text: row.name,
        group: root,
        fullText,
      })),
    ),
  );
}
