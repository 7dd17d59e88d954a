import { randomUUID } from 'node:crypto';
import type { BankAccount, bankAccountQueryList, bankAccountSaveSchema } from '@ccms/api-client';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { bankAccounts, bankDetails, departments } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import type { HandlerInput } from '../../http/endpoint';
import { bankTime } from './shared';

type AccountRow = typeof bankAccounts.$inferSelect;
type QueryBody = HandlerInput<typeof bankAccountQueryList>['body'];
type SaveBody = z.output<typeof bankAccountSaveSchema>;

/** The balance after an account's last stored row (by time, then order), else its opening balance. */
export async function lastBalance(
  db: Db,
  accountId: string,
  before?: string,
): Promise<{ balance: string | null; dateTime: string | null; seq: number }> {
  const [last] = await db
    .select({ balance: bankDetails.balance, dateTime: bankDetails.dateTime, seq: bankDetails.seq })
    .from(bankDetails)
    .where(
      and(
        eq(bankDetails.accountId, accountId),
        before ? sql`${bankDetails.dateTime} < ${before}::timestamp` : undefined,
      ),
    )
    .orderBy(sql`${bankDetails.dateTime} desc, ${bankDetails.seq} desc`)
    .limit(1);
  if (last) return { balance: last.balance, dateTime: bankTime(last.dateTime), seq: last.seq };
  const [account] = await db
    .select({ openingBalance: bankAccounts.openingBalance })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, accountId));
  return { balance: account?.openingBalance ?? null, dateTime: null, seq: 0 };
}

async function withFigures(db: Db, rows: readonly AccountRow[]): Promise<BankAccount[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [counts, lasts, depts] = await Promise.all([
    db
      .select({ accountId: bankDetails.accountId, total: count() })
      .from(bankDetails)
      .where(sql`${bankDetails.accountId} in (${idList})`)
      .groupBy(bankDetails.accountId),
    db
      .selectDistinctOn([bankDetails.accountId], {
        accountId: bankDetails.accountId,
        balance: bankDetails.balance,
        dateTime: bankDetails.dateTime,
      })
      .from(bankDetails)
      .where(sql`${bankDetails.accountId} in (${idList})`)
      .orderBy(bankDetails.accountId, sql`${bankDetails.dateTime} desc, ${bankDetails.seq} desc`),
    db.select({ id: departments.id, name: departments.name }).from(departments),
  ]);
  const countOf = new Map(counts.map((row) => [row.accountId, row.total]));
  const lastOf = new Map(lasts.map((row) => [row.accountId, row]));
  const deptName = new Map(depts.map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const last = lastOf.get(row.id);
    return {
      id: row.id,
      accountUnit: row.accountUnit,
      accountName: row.accountName,
      accountNo: row.accountNo,
      bankName: row.bankName,
      currency: row.currency,
      openingBalance: row.openingBalance,
      openingDate: row.openingDate,
      departmentId: row.departmentId,
      departmentName: row.departmentId ? (deptName.get(row.departmentId) ?? null) : null,
      enabled: row.enabled,
      sort: row.sort,
      rowCount: countOf.get(row.id) ?? 0,
      balance: last?.balance ?? row.openingBalance,
      lastDateTime: last ? bankTime(last.dateTime) : null,
      ...auditOf(row),
    };
  });
}

export async function listAccounts(db: Db, body: QueryBody) {
  const params = body.params ?? {};
  const filters: (SQL | undefined)[] = [];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(bankAccounts.accountName, pattern),
        ilike(bankAccounts.accountNo, pattern),
        ilike(bankAccounts.bankName, pattern),
        ilike(bankAccounts.accountUnit, pattern),
      ),
    );
  }
  if (params.enabled !== undefined) filters.push(eq(bankAccounts.enabled, params.enabled));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankAccounts)
      .where(where)
      .orderBy(asc(bankAccounts.sort), asc(bankAccounts.accountNo))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db.select({ total: count() }).from(bankAccounts).where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: await withFigures(db, rows),
  };
}

export async function findAccount(db: Db, id: string): Promise<AccountRow> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  if (!row) throw recordNotFound();
  return row;
}

async function rowCountOf(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bankDetails)
    .where(eq(bankDetails.accountId, accountId));
  return row?.total ?? 0;
}

export async function saveAccount(
  db: Db,
  actor: Actor,
  now: Date,
  body: SaveBody,
): Promise<BankAccount> {
  if (body.departmentId) {
    const [dept] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, body.departmentId));
    if (!dept) throw unknownReference('departmentId');
  }
  const [taken] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.accountNo, body.accountNo));
  if (taken && taken.id !== body.id)
    throw businessFailure('finance.account.noTaken', { accountNo: body.accountNo });
  const values = {
    accountUnit: body.accountUnit,
    accountName: body.accountName,
    accountNo: body.accountNo,
    bankName: body.bankName,
    currency: body.currency,
    openingBalance: body.openingBalance,
    openingDate: body.openingDate,
    departmentId: body.departmentId,
    enabled: body.enabled,
    sort: body.sort,
  };
  let id = body.id;
  if (id) {
    const existing = await findAccount(db, id);
    const openingChanged =
      Number(existing.openingBalance) !== Number(body.openingBalance) ||
      existing.openingDate !== body.openingDate;
    if (openingChanged && (await rowCountOf(db, id)) > 0)
      throw businessFailure('finance.account.openingLocked');
    await db
      .update(bankAccounts)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(eq(bankAccounts.id, id));
  } else {
    id = randomUUID();
    await db
      .insert(bankAccounts)
      .values({ id, companyId: actor.companyId, ...values, ...createdStamp(actor, now) });
  }
  const [saved] = await withFigures(db, [await findAccount(db, id)]);
  return saved!;
}

export async function deleteAccount(db: Db, id: string): Promise<void> {
  await findAccount(db, id);
  const rows = await rowCountOf(db, id);
  if (rows > 0) throw businessFailure('finance.account.hasRows', { count: rows });
  await db.delete(bankAccounts).where(eq(bankAccounts.id, id));
}
