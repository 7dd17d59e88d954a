import { randomUUID } from 'node:crypto';
import type {
  Member,
  MemberLevel,
  RoleMemberLevel,
  memberLevelPageRequestSchema,
  memberLevelSaveSchema,
  memberPageRequestSchema,
  memberSaveSchema,
} from '@ccms/api-client';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { areas, memberLevels, members, roleMemberLevels, users } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { areaSubtreeIds, requireAreas } from '../area/service';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { normalisePhone, phoneSpellings } from '../auth/sms';
import { findRole, sourceAndTarget } from '../role/service';

type LevelRow = typeof memberLevels.$inferSelect;
type MemberRow = typeof members.$inferSelect;
type LevelPageRequest = z.output<typeof memberLevelPageRequestSchema>;
type LevelSave = z.output<typeof memberLevelSaveSchema>;
type MemberPageRequest = z.output<typeof memberPageRequestSchema>;
type MemberSave = z.output<typeof memberSaveSchema>;

// ── Member levels ──────────────────────────────────────────────────────────────

/** A member level of the caller's company (row-level security hides the others), or a 404. */
export async function findMemberLevel(db: Db, id: string): Promise<LevelRow> {
  const [row] = await db.select().from(memberLevels).where(eq(memberLevels.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

async function memberCounts(db: Db, levelIds: string[]): Promise<Map<string, number>> {
  if (levelIds.length === 0) return new Map();
  const rows = await db
    .select({ levelId: members.levelId, total: count() })
    .from(members)
    .where(inArray(members.levelId, levelIds))
    .groupBy(members.levelId);
  return new Map(rows.map((row) => [row.levelId ?? '', row.total]));
}

function toMemberLevel(row: LevelRow, memberCount: number): MemberLevel {
  return {
    id: row.id,
    name: row.name,
    sort: row.sort,
    remarks: row.remarks,
    memberCount,
    ...auditOf(row),
  };
}

/** Levels by sort (then name) unless the request orders them otherwise. */
function levelOrder(request: Pick<LevelPageRequest, 'orderBy' | 'order'>) {
  const direction = request.order.toUpperCase() === 'DESC' ? desc : asc;
  return request.orderBy === 'name'
    ? [direction(memberLevels.name), asc(memberLevels.sort)]
    : [direction(memberLevels.sort), asc(memberLevels.name)];
}

export async function queryMemberLevels(db: Db, request: LevelPageRequest) {
  const name = request.params?.name;
  const where = name ? ilike(memberLevels.name, containing(name)) : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(memberLevels)
    .where(where);
  const rows = await db
    .select()
    .from(memberLevels)
    .where(where)
    .orderBy(...levelOrder(request))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const counts = await memberCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: rows.map((row) => toMemberLevel(row, counts.get(row.id) ?? 0)),
  };
}

export async function saveMemberLevel(
  db: Db,
  actor: Actor,
  now: Date,
  body: LevelSave,
): Promise<MemberLevel> {
  const existing = body.id ? await findMemberLevel(db, body.id) : undefined;
  const [clash] = await db
    .select({ id: memberLevels.id })
    .from(memberLevels)
    .where(eq(memberLevels.name, body.name))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('memberLevel.nameTaken', { name: body.name });
  const fields = { name: body.name, sort: body.sort, remarks: body.remarks };
  if (existing) {
    const [updated] = await db
      .update(memberLevels)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(memberLevels.id, existing.id))
      .returning();
    const counts = await memberCounts(db, [existing.id]);
    return toMemberLevel(updated!, counts.get(existing.id) ?? 0);
  }
  const [created] = await db
    .insert(memberLevels)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      ...fields,
      ...createdStamp(actor, now),
    })
    .returning();
  return toMemberLevel(created!, 0);
}

export async function deleteMemberLevel(db: Db, id: string): Promise<void> {
  await findMemberLevel(db, id);
  const counts = await memberCounts(db, [id]);
  const holders = counts.get(id) ?? 0;
  if (holders > 0) throw businessFailure('memberLevel.inUse', { count: holders });
  await db.delete(roleMemberLevels).where(eq(roleMemberLevels.levelId, id));
  await db.delete(memberLevels).where(eq(memberLevels.id, id));
}

/** Drops a level before or after another ('inner' counts as after: levels are a flat list). */
export async function dropMemberLevel(
  db: Db,
  actor: Actor,
  now: Date,
  sourceId: string,
  targetId: string,
  position: 'before' | 'after' | 'inner',
): Promise<void> {
  const rows = await db
    .select({ id: memberLevels.id })
    .from(memberLevels)
    .orderBy(asc(memberLevels.sort), asc(memberLevels.name));
  if (!rows.some((row) => row.id === sourceId) || !rows.some((row) => row.id === targetId))
    throw recordNotFound();
  if (sourceId === targetId) return;
  const order = rows.map((row) => row.id).filter((id) => id !== sourceId);
  const at = order.indexOf(targetId) + (position === 'before' ? 0 : 1);
  order.splice(at, 0, sourceId);
  for (const [index, id] of order.entries()) {
    await db
      .update(memberLevels)
      .set({ sort: index + 1, ...updatedStamp(actor, now) })
      .where(eq(memberLevels.id, id));
  }
}

/** Every id must name a member level of the company. */
export async function requireMemberLevels(db: Db, ids: readonly string[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: memberLevels.id })
    .from(memberLevels)
    .where(inArray(memberLevels.id, unique));
  if (rows.length !== unique.length) throw unknownReference(field);
  return unique;
}

// ── Members ────────────────────────────────────────────────────────────────────

export async function findMember(db: Db, id: string): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

const memberColumns = {
  member: members,
  levelName: memberLevels.name,
  areaName: areas.name,
};

function toMember(row: { member: MemberRow; levelName: string | null; areaName: string | null }) {
  const { member } = row;
  return {
    id: member.id,
    name: member.name,
    phone: member.phone,
    email: member.email,
    levelId: member.levelId,
    levelName: row.levelName,
    areaId: member.areaId,
    areaName: row.areaName,
    remarks: member.remarks,
    ...auditOf(member),
  } satisfies Member;
}

const membersWithNames = (db: Db) =>
  db
    .select(memberColumns)
    .from(members)
    .leftJoin(memberLevels, eq(memberLevels.id, members.levelId))
    .leftJoin(areas, eq(areas.id, members.areaId));

async function getMember(db: Db, id: string): Promise<Member> {
  const [row] = await membersWithNames(db).where(eq(members.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return toMember(row);
}

export async function queryMembers(db: Db, request: MemberPageRequest) {
  const filters: SQL[] = [];
  const params = request.params ?? {};
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(or(ilike(members.name, pattern), ilike(members.phone, pattern))!);
  }
  if (params.levelId) filters.push(eq(members.levelId, params.levelId));
  if (params.areaId) {
    const ids = await areaSubtreeIds(db, params.areaId);
    // An unknown area matches nobody rather than everybody.
    filters.push(ids.length ? inArray(members.areaId, ids) : sql`false`);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(members).where(where);
  const rows = await membersWithNames(db)
    .where(where)
    .orderBy(asc(members.name), asc(members.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: rows.map(toMember),
  };
}

export async function saveMember(
  db: Db,
  actor: Actor,
  now: Date,
  body: MemberSave,
): Promise<Member> {
  const existing = body.id ? await findMember(db, body.id) : undefined;
  if (body.levelId) await requireMemberLevels(db, [body.levelId], 'levelId');
  if (body.areaId) await requireAreas(db, [body.areaId], 'areaId');
  const [clash] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, body.phone))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('member.phoneTaken', { phone: body.phone });
  const fields = {
    name: body.name,
    phone: body.phone,
    email: body.email,
    levelId: body.levelId,
    areaId: body.areaId,
    remarks: body.remarks,
  };
  const id = existing?.id ?? randomUUID();
  if (existing)
    await db
      .update(members)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(members.id, id));
  else
    await db
      .insert(members)
      .values({ id, companyId: actor.companyId, ...fields, ...createdStamp(actor, now) });
  return getMember(db, id);
}

export async function deleteMember(db: Db, id: string): Promise<void> {
  await findMember(db, id);
  await db.delete(members).where(eq(members.id, id));
}

// ── Member levels a role serves ────────────────────────────────────────────────

export async function roleMemberLevelIds(db: Db, roleId: string): Promise<string[]> {
  await findRole(db, roleId);
  const rows = await db
    .select({ levelId: roleMemberLevels.levelId })
    .from(roleMemberLevels)
    .where(eq(roleMemberLevels.roleId, roleId))
    .orderBy(asc(roleMemberLevels.levelId));
  return rows.map((row) => row.levelId);
}

/** Every level by sort, filtered by name, marked when the role holds it. */
export async function roleMemberLevelList(
  db: Db,
  roleId: string,
  name: string | undefined,
): Promise<RoleMemberLevel[]> {
  const held = new Set(await roleMemberLevelIds(db, roleId));
  const rows = await db
    .select()
    .from(memberLevels)
    .where(name ? ilike(memberLevels.name, containing(name)) : undefined)
    .orderBy(asc(memberLevels.sort), asc(memberLevels.name));
  const counts = await memberCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toMemberLevel(row, counts.get(row.id) ?? 0),
    checked: held.has(row.id),
  }));
}

export async function addRoleMemberLevels(
  db: Db,
  actor: Actor,
  now: Date,
  roleId: string,
  levelIds: readonly string[],
  field = 'body',
): Promise<void> {
  await findRole(db, roleId);
  const ids = await requireMemberLevels(db, levelIds, field);
  if (ids.length === 0) return;
  await db
    .insert(roleMemberLevels)
    .values(
      ids.map((levelId) => ({
        companyId: actor.companyId,
        roleId,
        levelId,
        createdAt: now,
        createdBy: actor.userId,
      })),
    )
    .onConflictDoNothing();
}

export async function removeRoleMemberLevels(db: Db, roleId: string, levelIds: readonly string[]) {
  await findRole(db, roleId);
  await db
    .delete(roleMemberLevels)
    .where(
      and(eq(roleMemberLevels.roleId, roleId), inArray(roleMemberLevels.levelId, [...levelIds])),
    );
}

/** Adds the source role's member levels to the target's (those it holds already stay). */
export async function mergeRoleMemberLevels(
  db: Db,
  actor: Actor,
  now: Date,
  src: string,
  tar: string,
) {
  await sourceAndTarget(db, src, tar);
  const rows = await db
    .select({ levelId: roleMemberLevels.levelId })
    .from(roleMemberLevels)
    .where(eq(roleMemberLevels.roleId, src));
  await addRoleMemberLevels(
    db,
    actor,
    now,
    tar,
    rows.map((row) => row.levelId),
  );
}

// ── Member accounts ───────────────────────────────────────────────────────────
// A member signs in as the company's user with the member's phone (registration creates both).

/** The member record of a user: the company's member with the user's phone, if any. */
export async function memberOfPhone(db: Db, phone: string | null): Promise<MemberRow | undefined> {
  if (!phone) return undefined;
  const [row] = await db
    .select()
    .from(members)
    .where(inArray(members.phone, phoneSpellings(normalisePhone(phone))))
    .limit(1);
  return row;
}

/** The live sign-in account of a member; a member without exactly one has none to reset. */
async function accountOfMember(db: Db, member: MemberRow): Promise<string> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.phone, phoneSpellings(normalisePhone(member.phone))),
        eq(users.deleted, false),
      ),
    )
    .limit(2);
  if (found.length !== 1) throw businessFailure('member.noAccount', { name: member.name });
  return found[0]!.id;
}

/**
 * Sets the password of a member's account, unlocking it; whoever knew the old one is signed out
 * (the caller keeps the session they act from).
 */
export async function resetMemberPassword(
  db: Db,
  actor: Actor & { id: string },
  now: Date,
  memberId: string,
  password: string,
): Promise<void> {
  const userId = await accountOfMember(db, await findMember(db, memberId));
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      failedLoginCount: 0,
      firstFailedAt: null,
      lockedUntil: null,
      ...updatedStamp(actor, now),
    })
    .where(eq(users.id, userId));
  await endUserSessions(db, userId, now, actor.id);
}
