import { randomUUID } from 'node:crypto';
import type { Area, AreaNode, areaSaveSchema } from '@ccms/api-client';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  atOrUnder,
  auditOf,
  createdStamp,
  nest,
  pathUnder,
  subtreePathRewrite,
  updatedStamp,
  type Actor,
} from '../../db/audit';
import type { Db } from '../../db/database';
import { areas, members, roleDataRefs } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { dataMenuIdsOf } from '../dataauth/dataMenus';

type AreaRow = typeof areas.$inferSelect;
type AreaSave = z.output<typeof areaSaveSchema>;

function toArea(row: AreaRow): Area {
  return {
    id: row.id,
    parentId: row.parentId,
    parentIds: row.parentIds,
    name: row.name,
    sort: row.sort,
    ...auditOf(row),
  };
}

/** An area of the caller's company (row-level security hides the others), or a 404. */
export async function findArea(db: Db, id: string): Promise<AreaRow> {
  const [row] = await db.select().from(areas).where(eq(areas.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

export async function areaTree(db: Db): Promise<AreaNode[]> {
  const rows = await db.select().from(areas).orderBy(asc(areas.sort));
  return nest(rows.map(toArea));
}

/** The ids of an area and every area beneath it. */
export async function areaSubtreeIds(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: areas.id })
    .from(areas)
    .where(atOrUnder(areas.id, areas.parentIds, id));
  return rows.map((row) => row.id);
}

export async function saveArea(db: Db, actor: Actor, now: Date, body: AreaSave): Promise<Area> {
  const existing = body.id ? await findArea(db, body.id) : undefined;
  let parentIds = '';
  if (body.parentId) {
    const [parent] = await db.select().from(areas).where(eq(areas.id, body.parentId)).limit(1);
    if (!parent) throw unknownReference('parentId');
    const path = pathUnder(parent, existing?.id);
    if (path === undefined) throw businessFailure('area.cycle');
    parentIds = path;
  }
  const fields = { parentId: body.parentId, parentIds, name: body.name, sort: body.sort };
  if (!existing) {
    const [created] = await db
      .insert(areas)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        ...fields,
        ...createdStamp(actor, now),
      })
      .returning();
    return toArea(created!);
  }
  const [updated] = await db
    .update(areas)
    .set({ ...fields, ...updatedStamp(actor, now) })
    .where(eq(areas.id, existing.id))
    .returning();
  // A move rewrites the ancestor list of the whole subtree.
  const rewrite = subtreePathRewrite(areas.parentIds, existing, parentIds);
  if (rewrite) {
    await db
      .update(areas)
      .set({ parentIds: rewrite.set, ...updatedStamp(actor, now) })
      .where(rewrite.where);
  }
  return toArea(updated!);
}

export async function deleteArea(db: Db, id: string): Promise<void> {
  await findArea(db, id);
  const [child] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(eq(areas.parentId, id))
    .limit(1);
  if (child) throw businessFailure('area.hasChildren');
  const [inArea] = await db.select({ total: count() }).from(members).where(eq(members.areaId, id));
  if ((inArea?.total ?? 0) > 0) throw businessFailure('area.hasMembers', { count: inArea!.total });
  // Data grants name areas by id; a deleted area grants nothing any more.
  await db
    .delete(roleDataRefs)
    .where(
      and(eq(roleDataRefs.dataId, id), inArray(roleDataRefs.dataMenuId, dataMenuIdsOf('area'))),
    );
  await db.delete(areas).where(eq(areas.id, id));
}

/** Every id must name an area of the company. */
export async function requireAreas(db: Db, ids: readonly string[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db.select({ id: areas.id }).from(areas).where(inArray(areas.id, unique));
  if (rows.length !== unique.length) throw unknownReference(field);
  return unique;
}
