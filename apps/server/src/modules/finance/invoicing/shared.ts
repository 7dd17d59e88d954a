import { sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { formatDateTime } from '../../../i18n';

/** The day of `now` in the product's time zone ("YYYY-MM-DD"). */
export const dayOf = (now: Date) => formatDateTime(now).slice(0, 10);

/** Whole days from `from` to `to` (both "YYYY-MM-DD"). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The next document number of a month: prefix + yyyyMM + a 4-digit sequence (KP2025110001). The
 * table's unique (company, code) index refuses a number two requests drew at once.
 */
export async function nextCode(
  db: Db,
  table: PgTable,
  codeColumn: AnyColumn,
  prefix: string,
  now: Date,
): Promise<string> {
  const month = dayOf(now).slice(0, 7).replace('-', '');
  const stem = `${prefix}${month}`;
  const [row] = await db
    .select({ last: sql<string | null>`max(${codeColumn})` })
    .from(table)
    .where(sql`${codeColumn} like ${`${stem}%`}`);
  const last = row?.last ? Number(row.last.slice(stem.length)) : 0;
  return `${stem}${String(last + 1).padStart(4, '0')}`;
}
