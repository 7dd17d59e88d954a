import type {
  BankDetail,
  BankDetailParams,
  bankDayCount,
  bankDetailCorrect,
  bankDetailQueryList,
  bankDetailSetNeedClaim,
  capitalPosition,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containing, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { bankAccounts, bankDetails } from '../../db/schema';
import { businessFailure } from '../../http/failure';
import type { HandlerInput } from '../../http/endpoint';
import { getBankDetail, selectBankDetails, sumMoney, toBankDetail } from './shared';

type ListBody = HandlerInput<typeof bankDetailQueryList>['body'];
type CorrectBody = HandlerInput<typeof bankDetailCorrect>['body'];
type NeedClaimBody = HandlerInput<typeof bankDetailSetNeedClaim>['body'];
type PeriodBody = HandlerInput<typeof bankDayCount>['body'];

/** The day after a 'YYYY-MM-DD' date: period ends are inclusive of the whole day. */
const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** The filters of the bank-funds list (and of the subscription list). */
export function bankDetailFilters(params: Partial<BankDetailParams>): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
  if (params.accountId) filters.push(eq(bankDetails.accountId, params.accountId));
  if (params.dateFrom) filters.push(sql`${bankDetails.dateTime} >= ${params.dateFrom}::timestamp`);
  if (params.dateTo)
    filters.push(sql`${bankDetails.dateTime} < ${nextDay(params.dateTo)}::timestamp`);
  if (params.direction === 'in') filters.push(gt(bankDetails.income, '0'));
  if (params.direction === 'out') filters.push(gt(bankDetails.pay, '0'));
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(bankDetails.otherSideName, pattern),
        ilike(bankDetails.otherSideUnit, pattern),
        ilike(bankDetails.summary, pattern),
        ilike(bankDetails.matter, pattern),
        ilike(bankDetails.memo, pattern),
      ),
    );
  }
  if (params.isNeedClaim !== undefined)
    filters.push(eq(bankDetails.isNeedClaim, params.isNeedClaim));
  if (params.isCorrect !== undefined) filters.push(eq(bankDetails.isCorrect, params.isCorrect));
  return filters;
}

export const newestFirst = sql`${bankDetails.dateTime} desc, ${bankDetails.seq} desc`;

export async function listBankDetails(db: Db, body: ListBody) {
  const where = and(...bankDetailFilters(body.params ?? {}));
  const [rows, [totals]] = await Promise.all([
    selectBankDetails(db)
      .where(where)
      .orderBy(newestFirst)
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db
      .select({
        total: count(),
        income: sumMoney(bankDetails.income),
        pay: sumMoney(bankDetails.pay),
      })
      .from(bankDetails)
      .where(where),
  ]);
  const data = rows.map(toBankDetail);
  const pageSum = (pick: (row: BankDetail) => string) =>
    data.reduce((sum, row) => sum.plus(pick(row)), new Decimal(0)).toFixed(2);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: totals?.total ?? 0,
    data,
    totals: { income: totals?.income ?? '0.00', pay: totals?.pay ?? '0.00' },
    pageTotals: { income: pageSum((row) => row.income), pay: pageSum((row) => row.pay) },
  };
}

/** 更正: marks the row corrected (who, when) or not, and edits its texts. */
export async function correctBankDetail(
  db: Db,
  actor: Actor,
  now: Date,
  body: CorrectBody,
): Promise<BankDetail> {
  await getBankDetail(db, body.id);
  await db
    .update(bankDetails)
    .set({
      isCorrect: body.isCorrect,
      correctedBy: body.isCorrect ? actor.userId : null,
      correctedAt: body.isCorrect ? now : null,
      ...(body.summary !== undefined ? { summary: body.summary } : {}),
      ...(body.matter !== undefined ? { matter: body.matter } : {}),
      ...(body.memo !== undefined ? { memo: body.memo } : {}),
      ...updatedStamp(actor, now),
    })
    .where(eq(bankDetails.id, body.id));
  return getBankDetail(db, body.id);
}

/** Whether an income row needs claiming; not while claims exist. */
export async function setNeedClaim(
  db: Db,
  actor: Actor,
  now: Date,
  body: NeedClaimBody,
): Promise<BankDetail> {
  const row = await getBankDetail(db, body.id);
  if (body.isNeedClaim && Number(row.income) <= 0) throw businessFailure('finance.claim.notIncome');
  if (!body.isNeedClaim && Number(row.claimTotal) > 0)
    throw businessFailure('finance.claim.hasClaims');
  await db
    .update(bankDetails)
    .set({
      isNeedClaim: body.isNeedClaim,
      needClaimTotal: body.isNeedClaim
        ? sql`${bankDetails.income} - ${bankDetails.claimTotal}`
        : '0',
      ...(body.isChangeAccount !== undefined ? { isChangeAccount: body.isChangeAccount } : {}),
      ...updatedStamp(actor, now),
    })
    .where(eq(bankDetails.id, body.id));
  return getBankDetail(db, body.id);
}

/** 资金日报: per day and account, newest day first. */
export async function dayCount(db: Db, body: PeriodBody) {
  const day = sql<string>`to_char(${bankDetails.dateTime}, 'YYYY-MM-DD')`;
  const where = and(
    body.accountId ? eq(bankDetails.accountId, body.accountId) : undefined,
    sql`${bankDetails.dateTime} >= ${body.dateFrom}::timestamp`,
    sql`${bankDetails.dateTime} < ${nextDay(body.dateTo)}::timestamp`,
  );
  const rows = await db
    .select({
      date: day,
      accountId: bankDetails.accountId,
      accountName: bankAccounts.accountName,
      accountNo: bankAccounts.accountNo,
      count: count(),
      income: sumMoney(bankDetails.income),
      pay: sumMoney(bankDetails.pay),
      closingBalance: sql<
        string | null
      >`((array_agg(${bankDetails.balance} order by ${bankDetails.dateTime} desc, ${bankDetails.seq} desc))[1])::text`,
    })
    .from(bankDetails)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankDetails.accountId))
    .where(where)
    .groupBy(day, bankDetails.accountId, bankAccounts.accountName, bankAccounts.accountNo)
    .orderBy(sql`1 desc`, asc(bankAccounts.accountNo));
  const totals = rows.reduce(
    (sum, row) => ({
      count: sum.count + row.count,
      income: sum.income.plus(row.income),
      pay: sum.pay.plus(row.pay),
    }),
    { count: 0, income: new Decimal(0), pay: new Decimal(0) },
  );
  return {
    rows,
    totals: { count: totals.count, income: totals.income.toFixed(2), pay: totals.pay.toFixed(2) },
  };
}

/** 资金状况表: per account, the balance before the period, its in and out, the balance after. */
export async function capitalPositionOf(
  db: Db,
  body: HandlerInput<typeof capitalPosition>['body'],
) {
  const accounts = await db
    .select()
    .from(bankAccounts)
    .where(body.accountId ? eq(bankAccounts.id, body.accountId) : undefined)
    .orderBy(asc(bankAccounts.sort), asc(bankAccounts.accountNo));
  const end = nextDay(body.dateTo);
  const lastBefore = (instant: string) =>
    db
      .selectDistinctOn([bankDetails.accountId], {
        accountId: bankDetails.accountId,
        balance: bankDetails.balance,
      })
      .from(bankDetails)
      .where(sql`${bankDetails.dateTime} < ${instant}::timestamp`)
      .orderBy(bankDetails.accountId, sql`${bankDetails.dateTime} desc, ${bankDetails.seq} desc`);
  const [before, after, sums] = await Promise.all([
    lastBefore(body.dateFrom),
    lastBefore(end),
    db
      .select({
        accountId: bankDetails.accountId,
        income: sumMoney(bankDetails.income),
        pay: sumMoney(bankDetails.pay),
      })
      .from(bankDetails)
      .where(
        sql`${bankDetails.dateTime} >= ${body.dateFrom}::timestamp and ${bankDetails.dateTime} < ${end}::timestamp`,
      )
      .groupBy(bankDetails.accountId),
  ]);
  const openingOf = new Map(before.map((row) => [row.accountId, row.balance]));
  const closingOf = new Map(after.map((row) => [row.accountId, row.balance]));
  const sumOf = new Map(sums.map((row) => [row.accountId, row]));
  const totals = {
    opening: new Decimal(0),
    income: new Decimal(0),
    pay: new Decimal(0),
    closing: new Decimal(0),
  };
  const rows = accounts.map((account) => {
    const opening = new Decimal(openingOf.get(account.id) ?? account.openingBalance);
    const income = new Decimal(sumOf.get(account.id)?.income ?? 0);
    const pay = new Decimal(sumOf.get(account.id)?.pay ?? 0);
    const stored = closingOf.get(account.id);
    const closing = stored ? new Decimal(stored) : opening.plus(income).minus(pay);
    totals.opening = totals.opening.plus(opening);
    totals.income = totals.income.plus(income);
    totals.pay = totals.pay.plus(pay);
    totals.closing = totals.closing.plus(closing);
    return {
      accountId: account.id,
      accountUnit: account.accountUnit,
      accountName: account.accountName,
      accountNo: account.accountNo,
      bankName: account.bankName,
      opening: opening.toFixed(2),
      income: income.toFixed(2),
      pay: pay.toFixed(2),
      closing: closing.toFixed(2),
    };
  });
  return {
    rows,
    totals: {
      opening: totals.opening.toFixed(2),
      income: totals.income.toFixed(2),
      pay: totals.pay.toFixed(2),
      closing: totals.closing.toFixed(2),
    },
  };
}
