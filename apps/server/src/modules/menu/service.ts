import { randomUUID } from 'node:crypto';
import {
  FORM_BUTTONS,
  MenuType,
  type MenuItem,
  type createButtonsSchema,
  type menuSaveSchema,
} from '@ccms/api-client';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { companies, menus, roleMenus } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { menuTree } from '../auth/access';
import { roleMenuIds } from '../role/service';

type MenuSave = z.output<typeof menuSaveSchema>;
type MenuRecord = typeof menus.$inferSelect;
export type DropPosition = 'before' | 'after' | 'inner';

async function allMenus(db: Db): Promise<MenuRecord[]> {
  return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

/** Whether candidate is menu id itself or lies beneath it. */
export function isWithin(
  rows: readonly { id: string; parentId: string | null }[],
  candidate: string | null,
  id: string,
): boolean {
  const parents = new Map(rows.map((row) => [row.id, row.parentId]));
  for (let at = candidate, steps = 0; at && steps <= rows.length; steps++) {
    if (at === id) return true;
    at = parents.get(at) ?? null;
  }
  return false;
}

/** The columns a menu form sets, shared by a company's menus and the enterprise-menu catalogue. */
export function menuFields(body: Omit<MenuSave, 'id' | 'noLogin'>) {
  return {
    parentId: body.parentId,
    name: body.name,
    nameKey: body.nameKey,
    url: body.url,
    href: body.href,
    icon: body.icon,
    permission: body.permission,
    type: body.type,
    openType: body.openType,
    sort: body.sort,
  };
}

export async function fullMenuTree(db: Db): Promise<MenuItem[]> {
  return menuTree(await allMenus(db), { buttons: true });
}

export async function saveMenu(db: Db, actor: Actor, now: Date, body: MenuSave): Promise<MenuItem> {
  const rows = await allMenus(db);
  const existing = body.id ? rows.find((row) => row.id === body.id) : undefined;
  if (body.id && !existing) throw recordNotFound();
  if (body.parentId && !rows.some((row) => row.id === body.parentId))
    throw unknownReference('parentId');
  if (existing && isWithin(rows, body.parentId, existing.id)) throw businessFailure('menu.cycle');
  const fields = { ...menuFields(body), noLogin: body.noLogin };
  const [saved] = existing
    ? await db
        .update(menus)
        .set({ ...fields, ...updatedStamp(actor, now) })
        .where(eq(menus.id, existing.id))
        .returning()
    : await db
        .insert(menus)
        .values({
          id: randomUUID(),
          companyId: actor.companyId,
          ...fields,
          ...createdStamp(actor, now),
        })
        .returning();
  return { ...menuTree([saved!], { buttons: true })[0]!, children: [] };
}

export async function deleteMenu(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).limit(1);
  if (!row) throw recordNotFound();
  const [child] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(eq(menus.parentId, id))
    .limit(1);
  if (child) throw businessFailure('menu.hasChildren');
  await db.delete(roleMenus).where(eq(roleMenus.menuId, id));
  await db.delete(menus).where(eq(menus.id, id));
}

async function writePlacement(
  db: Db,
  actor: Actor,
  now: Date,
  placements: readonly { id: string; parentId?: string | null; sort: number }[],
) {
  for (const { id, parentId, sort } of placements) {
    await db
      .update(menus)
      .set({ sort, ...(parentId === undefined ? {} : { parentId }), ...updatedStamp(actor, now) })
      .where(eq(menus.id, id));
  }
}

/** Drag and drop: the source lands before, after or inside the target; its new level is renumbered. */
export async function dropMenu(
  db: Db,
  actor: Actor,
  now: Date,
  sourceId: string,
  targetId: string,
  position: DropPosition,
): Promise<void> {
  const rows = await allMenus(db);
  const source = rows.find((row) => row.id === sourceId);
  const target = rows.find((row) => row.id === targetId);
  if (!source || !target) throw recordNotFound();
  const parentId = position === 'inner' ? target.id : target.parentId;
  if (isWithin(rows, parentId, source.id) || source.id === target.id)
    throw businessFailure('menu.cycle');
  const level = rows.filter((row) => row.parentId === parentId && row.id !== source.id);
  const at =
    position === 'inner'
      ? level.length
      : level.findIndex((row) => row.id === target.id) + (position === 'after' ? 1 : 0);
  level.splice(at, 0, source);
  await writePlacement(
    db,
    actor,
    now,
    level.map((row, index) => ({
      id: row.id,
      parentId: row.id === source.id ? parentId : undefined,
      sort: index + 1,
    })),
  );
}

/** Several placements at once (parent optional); refused whole when one would make a cycle. */
export async function placeMenus(
  db: Db,
  actor: Actor,
  now: Date,
  entries: readonly { id: string; parentId?: string | null; sort: number }[],
): Promise<void> {
  const rows = await allMenus(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const entry of entries) {
    if (!byId.has(entry.id)) throw unknownReference('id');
    if (entry.parentId && !byId.has(entry.parentId)) throw unknownReference('parentId');
  }
  const after = rows.map((row) => {
    const entry = entries.find((candidate) => candidate.id === row.id);
    return entry && entry.parentId !== undefined ? { ...row, parentId: entry.parentId } : row;
  });
  for (const row of after) {
    if (row.parentId && isWithin(after, row.parentId, row.id)) throw businessFailure('menu.cycle');
  }
  await writePlacement(db, actor, now, entries);
}

/** The menus and buttons a role grants, as a tree. */
export async function roleMenuTree(db: Db, roleId: string): Promise<MenuItem[]> {
  const ids = await roleMenuIds(db, roleId);
  if (ids.length === 0) return [];
  const rows = await db.select().from(menus).where(inArray(menus.id, ids));
  return menuTree(rows, { buttons: true });
}

/** Menus shown before sign-in; read in the system context, as no session names a company. */
export async function noLoginMenuTree(systemDb: Db, companyId?: string): Promise<MenuItem[]> {
  const [company] = companyId
    ? await systemDb.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
    : await systemDb
        .select({ id: companies.id })
        .from(companies)
        .orderBy(asc(companies.createdAt), asc(companies.id))
        .limit(1);
  if (!company) return [];
  const rows = await systemDb.select().from(menus).where(eq(menus.companyId, company.id));
  return menuTree(
    rows.filter((row) => row.noLogin),
    { buttons: false },
  );
}

/**
 * The standard buttons of a form page (新增, 编辑 …) as button menus beneath it, permissions
 * `<prefix>:<code>`; buttons whose permission the page already has are kept as they are. Answers
 * the page's buttons after the change.
 */
export async function createFormButtons(
  db: Db,
  actor: Actor,
  now: Date,
  body: z.output<typeof createButtonsSchema>,
): Promise<MenuItem[]> {
  const [page] = await db.select().from(menus).where(eq(menus.id, body.menuId)).limit(1);
  if (!page) throw recordNotFound();
  if (page.type !== MenuType.page) throw businessFailure('menu.buttonsNeedPage');
  const prefix =
    body.prefix ?? (page.permission ? page.permission.replace(/:[^:]*$/, '') : `form:${page.id}`);
  const children = await db.select().from(menus).where(eq(menus.parentId, page.id));
  const held = new Set(children.map((child) => child.permission));
  const wanted = [...new Set(body.buttons)].filter((code) => !held.has(`${prefix}:${code}`));
  const firstSort = children.reduce((most, child) => Math.max(most, child.sort), 0) + 1;
  if (wanted.length > 0) {
    await db.insert(menus).values(
      wanted.map((code, index) => ({
        id: randomUUID(),
        companyId: actor.companyId,
        parentId: page.id,
        name: FORM_BUTTONS[code],
        nameKey: `button.${code}`,
        permission: `${prefix}:${code}`,
        type: MenuType.button,
        openType: 1,
        sort: firstSort + index,
        ...createdStamp(actor, now),
      })),
    );
  }
  const rows = await db.select().from(menus).where(eq(menus.parentId, page.id));
  return menuTree(rows, { buttons: true });
}
