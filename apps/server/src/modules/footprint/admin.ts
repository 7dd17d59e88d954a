import type {
  FootprintAdminRow,
  footprintAdminDelete,
  footprintAdminQueryList,
} from '@ccms/api-client';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { containing, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { footprints, users } from '../../db/schema';
import { formatDateTime, type Locale } from '../../i18n';
import { footprintTypeName, startOfDay } from './service';

type AdminQuery = z.output<NonNullable<(typeof footprintAdminQueryList)['body']>>;
type AdminDelete = z.output<NonNullable<(typeof footprintAdminDelete)['body']>>;

/** The most active users the list answers beside the page. */
const USER_SUMMARY_LIMIT = 10;

/** The company's footprints within the filters (the company is also enforced by row security). */
function adminFilters(actor: Actor, params: AdminQuery['params']): SQL[] {
  const filters: SQL[] = [eq(footprints.companyId, actor.companyId)];
  if (!params) return filters;
  if (params.beginDate) filters.push(gte(footprints.visitAt, startOfDay(params.beginDate)));
  if (params.endDate) filters.push(lt(footprints.visitAt, startOfDay(params.endDate, 1)));
  if (params.type !== undefined) filters.push(eq(footprints.type, params.type));
  if (params.menuName) filters.push(ilike(footprints.menuName, containing(params.menuName)));
  if (params.user)
    filters.push(
      or(
        ilike(users.name, containing(params.user)),
        ilike(users.loginName, containing(params.user)),
      )!,
    );
  return filters;
}

/** 足迹管理: every user's footprints in the administrator's company, latest visit first. */
export async function queryCompanyFootprints(
  db: Db,
  actor: Actor,
  locale: Locale,
  request: AdminQuery,
) {
  const where = and(...adminFilters(actor, request.params));
  const joined = () =>
    db
      .select({ total: count() })
      .from(footprints)
      .innerJoin(users, eq(users.id, footprints.userId));
  const [{ total } = { total: 0 }] = await joined().where(where);
  const rows = await db
    .select({ footprint: footprints, userName: users.name, loginName: users.loginName })
    .from(footprints)
    .innerJoin(users, eq(users.id, footprints.userId))
    .where(where)
    .orderBy(desc(footprints.visitAt), desc(footprints.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const visits = sql<number>`coalesce(${sum(footprints.visitCount)}, 0)::int`;
  const summary = await db
    .select({ userId: users.id, userName: users.name, count: count(), visits })
    .from(footprints)
    .innerJoin(users, eq(users.id, footprints.userId))
    .where(where)
    .groupBy(users.id, users.name)
    .orderBy(desc(visits), users.name)
    .limit(USER_SUMMARY_LIMIT);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: rows.map(({ footprint: row, userName, loginName }): FootprintAdminRow => ({
      id: row.id,
      type: row.type,
      typeName: footprintTypeName(locale, row.type),
      menuName: row.menuName,
      businessId: row.businessId,
      businessName: row.businessName,
      visitCount: row.visitCount,
      firstVisitAt: formatDateTime(row.firstVisitAt),
      visitAt: formatDateTime(row.visitAt),
      userId: row.userId,
      userName,
      loginName,
    })),
    users: summary.map((row) => ({ ...row, visits: Number(row.visits) })),
  };
}

/**
 * Deletes footprints of the administrator's company: the ids given (ids of other companies match
 * nothing), or every footprint last visited before the day given.
 */
export async function deleteCompanyFootprints(
  db: Db,
  actor: Actor,
  body: AdminDelete,
): Promise<{ deleted: number }> {
  const filters: SQL[] = [eq(footprints.companyId, actor.companyId)];
  if (body.ids && body.ids.length > 0) filters.push(inArray(footprints.id, body.ids));
  else if (body.before) filters.push(lt(footprints.visitAt, startOfDay(body.before)));
  else return { deleted: 0 };
  const deleted = await db
    .delete(footprints)
    .where(and(...filters))
    .returning({ id: footprints.id });
  return { deleted: deleted.length };
}
