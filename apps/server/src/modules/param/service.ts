import { randomUUID } from 'node:crypto';
import type { Param, ParamRecord, paramQueryList, paramSaveSchema } from '@ccms/api-client';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { parameters } from '../../db/schema';
import { businessFailure, recordNotFound } from '../../http/failure';

type ParamRow = typeof parameters.$inferSelect;
type PageRequest = z.output<NonNullable<(typeof paramQueryList)['body']>>;
type ParamSave = z.output<typeof paramSaveSchema>;

export const CAPTCHA_ENABLED_KEY = 'captcha.enabled';
export const FILE_SUFFIX_KEY = 'file.suffix';
export const FILE_MAX_SIZE_KEY = 'file.maxSize';

/** Each key once: a company's own row wins over the global row of the same key. */
function effective(rows: readonly ParamRow[]): ParamRow[] {
  const byKey = new Map<string, ParamRow>();
  for (const row of rows) {
    const seen = byKey.get(row.key);
    if (!seen || (seen.companyId === null && row.companyId !== null)) byKey.set(row.key, row);
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The basic parameters, plus captcha.enabled, which follows the running configuration. Before
 * sign-in (no company) the global values; signed in, the company's own values override them.
 */
export async function listBasicParams(
  db: Db,
  captchaEnabled: boolean,
  companyId?: string,
): Promise<Param[]> {
  const rows = await db
    .select()
    .from(parameters)
    .where(
      and(
        eq(parameters.category, 'basic'),
        companyId === undefined ? isNull(parameters.companyId) : undefined,
      ),
    );
  const visible = rows.filter((row) => row.companyId === null || row.companyId === companyId);
  return [
    ...effective(visible)
      .filter((row) => row.key !== CAPTCHA_ENABLED_KEY)
      .map(({ key, value }) => ({ key, value })),
    { key: CAPTCHA_ENABLED_KEY, value: String(captchaEnabled) },
  ];
}

/** One parameter's value as the caller's company sees it (row-level security keeps others out). */
export async function paramValue(db: Db, key: string): Promise<string | undefined> {
  const rows = await db.select().from(parameters).where(eq(parameters.key, key));
  return effective(rows)[0]?.value;
}

function toRecord(row: ParamRow): ParamRecord {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    category: row.category === 'custom' || row.category === 'business' ? row.category : 'basic',
    name: row.name,
    remarks: row.remarks,
    inherited: row.companyId === null,
    ...auditOf(row),
  };
}

export async function queryParams(db: Db, request: PageRequest) {
  const category = request.params?.category;
  const keyword = request.params?.keyword?.toLowerCase();
  const group = request.params?.group;
  const rows = effective(
    await db
      .select()
      .from(parameters)
      .where(category ? eq(parameters.category, category) : undefined)
      .orderBy(asc(parameters.key)),
  ).filter(
    (row) =>
      (!group || row.key === group || row.key.startsWith(`${group}.`)) &&
      (!keyword ||
        row.key.toLowerCase().includes(keyword) ||
        (row.name ?? '').toLowerCase().includes(keyword)),
  );
  // Overrides are merged per key before paging, which a parameter table's size allows.
  const start = (request.pageNo - 1) * request.pageSize;
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: rows.length,
    data: rows.slice(start, start + request.pageSize).map(toRecord),
  };
}

/** Sets the company's own value; a global parameter of the key is left as it is for the others. */
/** Keys kept by their own pages (窗口管理 writes window.*), not edited as plain parameters. */
const RESERVED_PREFIXES = ['window.'];
const isReserved = (key: string) => RESERVED_PREFIXES.some((prefix) => key.startsWith(prefix));

export async function saveParam(
  db: Db,
  actor: Actor,
  now: Date,
  body: ParamSave,
): Promise<ParamRecord> {
  if (isReserved(body.key)) throw businessFailure('param.reserved', { key: body.key });
  const [own] = await db
    .select()
    .from(parameters)
    .where(and(eq(parameters.key, body.key), eq(parameters.companyId, actor.companyId)))
    .limit(1);
  const fields = {
    value: body.value,
    category: body.category,
    name: body.name,
    remarks: body.remarks,
  };
  if (own) {
    const [updated] = await db
      .update(parameters)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(parameters.id, own.id))
      .returning();
    return toRecord(updated!);
  }
  const [created] = await db
    .insert(parameters)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      key: body.key,
      ...fields,
      ...createdStamp(actor, now),
    })
    .returning();
  return toRecord(created!);
}

/** Deletes a company's own value; global rows are not the company's to delete. */
export async function deleteParam(db: Db, companyId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: parameters.id, key: parameters.key })
    .from(parameters)
    .where(and(eq(parameters.id, id), eq(parameters.companyId, companyId)))
    .limit(1);
  if (!row) throw recordNotFound();
  if (isReserved(row.key)) throw businessFailure('param.reserved', { key: row.key });
  await db.delete(parameters).where(eq(parameters.id, row.id));
}
