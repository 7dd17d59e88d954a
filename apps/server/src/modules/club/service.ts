import { randomUUID } from 'node:crypto';
import type { Club, clubQueryList, clubSaveSchema } from '@ccms/api-client';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { areas, clubMembers, clubs, members } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { areaSubtreeIds } from '../area/service';
import { containing } from '../../db/audit';

type ClubRow = typeof clubs.$inferSelect;
type ClubSave = z.output<typeof clubSaveSchema>;
type ClubQuery = z.output<NonNullable<(typeof clubQueryList)['body']>>;

/** Clubs with their area's and leader's names and how many members each has. */
async function clubsOut(db: Db, rows: readonly ClubRow[]): Promise<Club[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const areaIds = [...new Set(rows.flatMap((row) => (row.areaId ? [row.areaId] : [])))];
  const leaderIds = [...new Set(rows.flatMap((row) => (row.leaderId ? [row.leaderId] : [])))];
  const areaRows =
    areaIds.length > 0
      ? await db
          .select({ id: areas.id, name: areas.name })
          .from(areas)
          .where(inArray(areas.id, areaIds))
      : [];
  const leaderRows =
    leaderIds.length > 0
      ? await db
          .select({ id: members.id, name: members.name })
          .from(members)
          .where(inArray(members.id, leaderIds))
      : [];
  const counts = await db
    .select({ clubId: clubMembers.clubId, total: count() })
    .from(clubMembers)
    .where(inArray(clubMembers.clubId, ids))
    .groupBy(clubMembers.clubId);
  const nameOf = (list: { id: string; name: string }[], id: string | null) =>
    list.find((entry) => entry.id === id)?.name ?? null;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    areaId: row.areaId,
    areaName: nameOf(areaRows, row.areaId),
    leaderId: row.leaderId,
    leaderName: nameOf(leaderRows, row.leaderId),
    sort: row.sort,
    remarks: row.remarks,
    memberCount: counts.find((entry) => entry.clubId === row.id)?.total ?? 0,
    ...auditOf(row),
  }));
}

async function findClub(db: Db, id: string): Promise<ClubRow> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

export async function queryClubs(db: Db, request: ClubQuery) {
  const params = request.params;
  const conditions = [
    // The keyword's own % and _ are taken literally.
    params?.name ? ilike(clubs.name, containing(params.name)) : undefined,
    params?.areaId ? inArray(clubs.areaId, await areaSubtreeIds(db, params.areaId)) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(clubs)
    .where(where)
    .orderBy(asc(clubs.sort), asc(clubs.name))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const [total] = await db.select({ total: count() }).from(clubs).where(where);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: total!.total,
    data: await clubsOut(db, rows),
  };
}

export async function saveClub(db: Db, actor: Actor, now: Date, body: ClubSave): Promise<Club> {
  const existing = body.id ? await findClub(db, body.id) : undefined;
  const [clash] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.name, body.name))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw businessFailure('club.nameTaken', { name: body.name });
  if (body.areaId) {
    const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, body.areaId));
    if (!area) throw unknownReference('areaId');
  }
  if (body.leaderId) {
    const [leader] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, body.leaderId));
    if (!leader) throw unknownReference('leaderId');
  }
  const fields = {
    name: body.name,
    areaId: body.areaId,
    leaderId: body.leaderId,
    sort: body.sort,
    remarks: body.remarks,
  };
  const [saved] = existing
    ? await db
        .update(clubs)
        .set({ ...fields, ...updatedStamp(actor, now) })
        .where(eq(clubs.id, existing.id))
        .returning()
    : await db
        .insert(clubs)
        .values({
          id: randomUUID(),
          companyId: actor.companyId,
          ...fields,
          ...createdStamp(actor, now),
        })
        .returning();
  // A leader belongs to the club they lead.
  if (saved!.leaderId)
    await db
      .insert(clubMembers)
      .values({
        companyId: actor.companyId,
        clubId: saved!.id,
        memberId: saved!.leaderId,
        createdAt: now,
        createdBy: actor.userId,
      })
      .onConflictDoNothing();
  return (await clubsOut(db, [saved!]))[0]!;
}

export async function deleteClub(db: Db, id: string): Promise<void> {
  await findClub(db, id);
  await db.delete(clubs).where(eq(clubs.id, id));
}

export async function clubMemberIdList(db: Db, id: string): Promise<string[]> {
  await findClub(db, id);
  const rows = await db
    .select({ memberId: clubMembers.memberId })
    .from(clubMembers)
    .where(eq(clubMembers.clubId, id))
    .orderBy(asc(clubMembers.memberId));
  return rows.map((row) => row.memberId);
}

export async function saveClubMembers(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  memberIds: readonly string[],
): Promise<Club> {
  const club = await findClub(db, id);
  const wanted = [...new Set(memberIds)];
  if (wanted.length > 0) {
    const known = await db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.id, wanted));
    if (known.length !== wanted.length) throw unknownReference('memberIds');
  }
  await db.delete(clubMembers).where(eq(clubMembers.clubId, id));
  if (wanted.length > 0)
    await db.insert(clubMembers).values(
      wanted.map((memberId) => ({
        companyId: actor.companyId,
        clubId: id,
        memberId,
        createdAt: now,
        createdBy: actor.userId,
      })),
    );
  const leaderStays = club.leaderId !== null && wanted.includes(club.leaderId);
  const [saved] = await db
    .update(clubs)
    .set({ leaderId: leaderStays ? club.leaderId : null, ...updatedStamp(actor, now) })
    .where(eq(clubs.id, id))
    .returning();
  return (await clubsOut(db, [saved!]))[0]!;
}
