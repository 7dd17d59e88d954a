import {
  messageTypeSchema,
  type Message,
  type MessageType,
  type messageQueryList,
} from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { messages, users } from '../../db/schema';
import { formatDateTime } from '../../i18n';
import { recordNotFound, unknownReference } from '../../http/failure';
import { containing } from '../../db/audit';

type MessageRow = typeof messages.$inferSelect;
type PageRequest = z.output<NonNullable<(typeof messageQueryList)['body']>>;

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    type: messageTypeSchema.catch('business').parse(row.type),
    title: row.title,
    content: row.content,
    read: row.readAt !== null,
    readAt: row.readAt ? formatDateTime(row.readAt) : null,
    ...auditOf(row),
  };
}

// Row-level security keeps other companies out; naming the user keeps colleagues out.
const mine = (userId: string) => eq(messages.userId, userId);

export async function queryMessages(db: Db, userId: string, request: PageRequest) {
  const params = request.params ?? {};
  const filters: SQL[] = [mine(userId)];
  if (params.type) filters.push(eq(messages.type, params.type));
  if (params.read !== undefined)
    filters.push(params.read ? isNotNull(messages.readAt) : isNull(messages.readAt));
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(or(ilike(messages.title, pattern), ilike(messages.content, pattern))!);
  }
  const where = and(...filters);
  const [total] = await db.select({ total: count() }).from(messages).where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: total?.total ?? 0,
    data: rows.map(toMessage),
  };
}

/** Unread messages of the user, of one category when given (an unknown one counts none). */
export async function unreadCount(db: Db, userId: string, type?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .where(and(mine(userId), isNull(messages.readAt), type ? eq(messages.type, type) : undefined));
  return row?.total ?? 0;
}

export async function unreadCounts(db: Db, userId: string): Promise<Record<MessageType, number>> {
  const rows = await db
    .select({ type: messages.type, total: count() })
    .from(messages)
    .where(and(mine(userId), isNull(messages.readAt)))
    .groupBy(messages.type);
  const counts = Object.fromEntries(messageTypeSchema.options.map((type) => [type, 0])) as Record<
    MessageType,
    number
  >;
  for (const row of rows) {
    const type = messageTypeSchema.safeParse(row.type);
    if (type.success) counts[type.data] = row.total;
  }
  return counts;
}

const readStamp = (actor: Actor, now: Date) => ({
  readAt: now,
  updatedAt: now,
  updatedBy: actor.userId,
});

/** Marks one of the actor's messages read (again is harmless); another's is not found. */
export async function setRead(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const [row] = await db
    .select({ readAt: messages.readAt })
    .from(messages)
    .where(and(eq(messages.id, id), mine(actor.userId)))
    .limit(1);
  if (!row) throw recordNotFound();
  if (row.readAt) return;
  await db.update(messages).set(readStamp(actor, now)).where(eq(messages.id, id));
}

/** Marks several of the actor's messages read; one id that is not theirs refuses the lot. */
export async function setReadList(
  db: Db,
  actor: Actor,
  now: Date,
  ids: readonly string[],
): Promise<number> {
  const wanted = [...new Set(ids)];
  const own = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(inArray(messages.id, wanted), mine(actor.userId)));
  if (own.length !== wanted.length) throw unknownReference('ids');
  const changed = await db
    .update(messages)
    .set(readStamp(actor, now))
    .where(and(inArray(messages.id, wanted), mine(actor.userId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return changed.length;
}

export async function setAllRead(db: Db, actor: Actor, now: Date, type: string): Promise<number> {
  const changed = await db
    .update(messages)
    .set(readStamp(actor, now))
    .where(and(mine(actor.userId), eq(messages.type, type), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return changed.length;
}

/** What another module sends a user. */
export interface NewMessage {
  type: MessageType;
  title: string;
  content?: string;
  /** The user the message comes from; none: the system. */
  from?: string;
}

/** Stores a message for a user of the database's company (a tenant transaction sees only its own). */
export async function storeMessage(
  db: Db,
  userId: string,
  message: NewMessage,
  now: Date,
): Promise<Message> {
  const [recipient] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.deleted, false)))
    .limit(1);
  if (!recipient) throw unknownReference('userId');
  const sender = message.from ?? 'system';
  const [row] = await db
    .insert(messages)
    .values({
      id: randomUUID(),
      companyId: recipient.companyId,
      userId,
      type: messageTypeSchema.parse(message.type),
      title: message.title.trim().slice(0, 200),
      content: (message.content ?? '').slice(0, 4000),
      createdAt: now,
      createdBy: sender,
      updatedAt: now,
      updatedBy: sender,
    })
    .returning();
  return toMessage(row!);
}
