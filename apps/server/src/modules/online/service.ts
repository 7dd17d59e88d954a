import type { OnlineCount, OnlineNode } from '@ccms/api-client';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { departments, sessions, users } from '../../db/schema';
import { businessFailure, recordNotFound } from '../../http/failure';

/** Live sessions: not revoked and not expired. Row-level security keeps them to the company. */
const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

async function onlineUserIds(db: Db, now: Date): Promise<Set<string>> {
  const rows = await db.selectDistinct({ userId: sessions.userId }).from(sessions).where(live(now));
  return new Set(rows.map((row) => row.userId));
}

export async function onlineCount(db: Db, now: Date): Promise<OnlineCount> {
  const [online] = await db
    .select({ count: sql<number>`count(distinct ${sessions.userId})::int` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(live(now), eq(users.deleted, false)));
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.deleted, false));
  return { onlineNo: online?.count ?? 0, totalNo: total?.count ?? 0 };
}

/**
 * The company's department tree with its people under their departments (people without one at
 * the top), each person marked online; a department counts the people online beneath it.
 */
export async function onlineTree(db: Db, now: Date): Promise<OnlineNode[]> {
  const online = await onlineUserIds(db, now);
  const depts = await db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.name));
  const people = await db
    .select({ id: users.id, name: users.name, job: users.job, deptId: users.deptId })
    .from(users)
    .where(eq(users.deleted, false))
    .orderBy(asc(users.name));

  const byId = new Map<string, OnlineNode>();
  for (const dept of depts) {
    byId.set(dept.id, {
      id: dept.id,
      name: dept.name,
      dept: true,
      online: false,
      onlineNo: 0,
      job: null,
      deptName: null,
      children: [],
    });
  }
  const roots: OnlineNode[] = [];
  const parentOf = new Map(depts.map((dept) => [dept.id, dept.parentId]));
  for (const dept of depts) {
    const node = byId.get(dept.id)!;
    const parent = dept.parentId ? byId.get(dept.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const unplaced: OnlineNode[] = [];
  for (const person of people) {
    const dept = person.deptId ? byId.get(person.deptId) : undefined;
    const isOnline = online.has(person.id);
    const node: OnlineNode = {
      id: person.id,
      name: person.name,
      dept: false,
      online: isOnline,
      onlineNo: isOnline ? 1 : 0,
      job: person.job,
      deptName: dept?.name ?? null,
      children: [],
    };
    (dept ? dept.children : unplaced).push(node);
    if (!isOnline || !person.deptId) continue;
    // Count the person in every department above them.
    const seen = new Set<string>();
    for (let id: string | null | undefined = person.deptId; id && !seen.has(id);) {
      seen.add(id);
      const ancestor = byId.get(id);
      if (ancestor) ancestor.onlineNo += 1;
      id = parentOf.get(id);
    }
  }
  for (const dept of byId.values()) dept.online = dept.onlineNo > 0;
  return [...roots, ...unplaced];
}

/** Ends every live session of a person of the company; never the caller's own. */
export async function kickOut(
  db: Db,
  actor: { userId: string },
  now: Date,
  userId: string,
): Promise<{ ended: number }> {
  if (userId === actor.userId) throw businessFailure('online.kickSelf');
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.deleted, false)))
    .limit(1);
  if (!person) throw recordNotFound();
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), live(now)))
    .returning({ id: sessions.id });
  return { ended: ended.length };
}
