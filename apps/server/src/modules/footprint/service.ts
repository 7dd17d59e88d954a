import { randomUUID } from 'node:crypto';
import {
  footprintTypeOf,
  type Footprint,
  type FootprintAnalysis,
  type footprintAnalyzeList,
  type footprintQueryList,
  type footprintSaveSchema,
} from '@ccms/api-client';
import { and, count, desc, eq, gte, isNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { footprints } from '../../db/schema';
import { formatDateTime, translate, type Locale, type MessageKey } from '../../i18n';

type FootprintRow = typeof footprints.$inferSelect;
type FootprintSave = z.output<typeof footprintSaveSchema>;
type FootprintQuery = z.output<NonNullable<(typeof footprintQueryList)['body']>>;
type DateRange = z.output<NonNullable<(typeof footprintAnalyzeList)['body']>>;

/** Visits of the same page or record closer together than this update one footprint. */
export const REVISIT_WINDOW_MS = 30 * 60_000;

export function footprintTypeName(locale: Locale, type: number): string {
  return translate(locale, `footprint.type.${type}` as MessageKey);
}

function toFootprint(row: FootprintRow, locale: Locale): Footprint {
  return {
    id: row.id,
    type: row.type,
    typeName: footprintTypeName(locale, row.type),
    menuName: row.menuName,
    businessId: row.businessId,
    businessName: row.businessName,
    visitCount: row.visitCount,
    firstVisitAt: formatDateTime(row.firstVisitAt),
    visitAt: formatDateTime(row.visitAt),
  };
}

/**
 * Records a visit of the signed-in user. The type comes from the menu name (footprintTypeOf); a
 * visit of the same menu and record within REVISIT_WINDOW_MS of the last one updates that
 * footprint (count, time, record name) instead of adding a row.
 */
export async function recordFootprint(
  db: Db,
  actor: Actor,
  now: Date,
  locale: Locale,
  body: FootprintSave,
): Promise<Footprint> {
  const type = footprintTypeOf(body.menuName, body.type);
  const [recent] = await db
    .select()
    .from(footprints)
    .where(
      and(
        eq(footprints.userId, actor.userId),
        eq(footprints.menuName, body.menuName),
        body.businessId === null
          ? isNull(footprints.businessId)
          : eq(footprints.businessId, body.businessId),
        gte(footprints.visitAt, new Date(now.getTime() - REVISIT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(footprints.visitAt))
    .limit(1);
  if (recent) {
    const [updated] = await db
      .update(footprints)
      .set({
        type,
        businessName: body.businessName ?? recent.businessName,
        visitCount: sql`${footprints.visitCount} + 1`,
        visitAt: now,
        ...updatedStamp(actor, now),
      })
      .where(eq(footprints.id, recent.id))
      .returning();
    return toFootprint(updated!, locale);
  }
  const [created] = await db
    .insert(footprints)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      userId: actor.userId,
      type,
      menuName: body.menuName,
      businessId: body.businessId,
      businessName: body.businessName,
      visitCount: 1,
      firstVisitAt: now,
      visitAt: now,
      ...createdStamp(actor, now),
    })
    .returning();
  return toFootprint(created!, locale);
}

const TIME_ZONE_OFFSET = '+08:00';

/** The start of a day "YYYY-MM-DD" in the product's time zone. */
export function startOfDay(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00${process.env.TZ ? '' : TIME_ZONE_OFFSET}`);
  return new Date(start.getTime() + plusDays * 24 * 60 * 60_000);
}

/** Only the user's own footprints, visited within the days asked for. */
function ownWithin(actor: Actor, range: DateRange | undefined): SQL[] {
  const filters: SQL[] = [eq(footprints.userId, actor.userId)];
  if (range?.beginDate) filters.push(gte(footprints.visitAt, startOfDay(range.beginDate)));
  if (range?.endDate) filters.push(lt(footprints.visitAt, startOfDay(range.endDate, 1)));
  return filters;
}

export async function queryFootprints(
  db: Db,
  actor: Actor,
  locale: Locale,
  request: FootprintQuery,
) {
  const params = request.params;
  const filters = ownWithin(actor, params);
  if (params?.type !== undefined) filters.push(eq(footprints.type, params.type));
  if (params?.keyword)
    filters.push(
      sql`strpos(lower(${footprints.menuName} || ' ' || coalesce(${footprints.businessName}, '')), lower(${params.keyword})) > 0`,
    );
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(footprints)
    .where(where);
  const rows = await db
    .select()
    .from(footprints)
    .where(where)
    .orderBy(desc(footprints.visitAt), desc(footprints.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: rows.map((row) => toFootprint(row, locale)),
  };
}

export async function analyzeFootprints(
  db: Db,
  actor: Actor,
  locale: Locale,
  range: DateRange,
): Promise<FootprintAnalysis> {
  const where = and(...ownWithin(actor, range));
  const visits = sql<number>`coalesce(${sum(footprints.visitCount)}, 0)::int`;
  const byType = await db
    .select({ type: footprints.type, count: count(), visits })
    .from(footprints)
    .where(where)
    .groupBy(footprints.type)
    .orderBy(desc(visits), footprints.type);
  const byMenu = await db
    .select({ menuName: footprints.menuName, type: footprints.type, count: count(), visits })
    .from(footprints)
    .where(where)
    .groupBy(footprints.menuName, footprints.type)
    .orderBy(desc(visits), footprints.menuName)
    .limit(50);
  return {
    total: byType.reduce((all, row) => all + row.count, 0),
    visits: byType.reduce((all, row) => all + Number(row.visits), 0),
    byType: byType.map((row) => ({
      ...row,
      visits: Number(row.visits),
      typeName: footprintTypeName(locale, row.type),
    })),
    byMenu: byMenu.map((row) => ({
      ...row,
      visits: Number(row.visits),
      typeName: footprintTypeName(locale, row.type),
    })),
  };
}
