import type {
  FundCompareKind,
  FundCompareLine,
  fundCompareMatch,
  fundCompareQuery,
  fundCompareUnmatch,
} from '@ccms/api-client';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { bankDetails, receipts } from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import type { HandlerInput } from '../../../http/endpoint';
import { rowsOf } from '../../cockpit/service';
import { getBankDetail } from '../shared';

type QueryBody = HandlerInput<typeof fundCompareQuery>['body'];
type MatchBody = HandlerInput<typeof fundCompareMatch>['body'];
type UnmatchBody = HandlerInput<typeof fundCompareUnmatch>['body'];

export const FUND_COMPARE_KINDS: readonly FundCompareKind[] = [
  'matched',
  'amountDiff',
  'dateDiff',
  'entryOnly',
  'bankOnly',
];

/**
 * The comparison's lines as one SQL statement (a CTE named `lines`): the period's income rows that
 * need claiming, each with the receipts entered on it, and the receipts entered by hand (no bank
 * row) dated in the period. Every amount stays numeric; row-level security keeps it in the tenant.
 */
function linesCte(body: QueryBody): SQL {
  const account = body.accountId ? sql` and d.account_id = ${body.accountId}` : sql``;
  return sql`
    with bank_rows as (
      select d.id, d.account_id, a.account_name, a.account_no, d.date_time::date as bank_date,
        d.income, d.other_side_name, d.summary
      from bank_details d join bank_accounts a on a.id = d.account_id
      where d.income > 0 and d.is_need_claim
        and d.date_time >= ${body.dateFrom}::date
        and d.date_time < ${body.dateTo}::date + 1${account}
    ),
    bank_lines as (
      select b.id, b.account_id, b.account_name, b.account_no, b.bank_date, b.income,
        b.other_side_name, b.summary,
        coalesce(array_agg(r.id order by r.received_date, r.id) filter (where r.id is not null),
          array[]::text[]) as receipt_ids,
        count(r.id)::int as entry_count,
        sum(r.amount) as entry_amount,
        min(r.received_date) as entry_from,
        max(r.received_date) as entry_to,
        string_agg(distinct c.code, ',' order by c.code) as contract_codes,
        string_agg(distinct k.name, ',' order by k.name) as customer_names,
        coalesce(max(abs(r.received_date - b.bank_date)), 0)::int as date_diff_days
      from bank_rows b
        left join receipts r on r.bank_detail_id = b.id
        left join contracts c on c.id = r.contract_id
        left join customers k on k.id = c.customer_id
      group by b.id, b.account_id, b.account_name, b.account_no, b.bank_date, b.income,
        b.other_side_name, b.summary
    ),
    lines as (
      select id as key,
        case
          when entry_count = 0 then 'bankOnly'
          when entry_amount <> income then 'amountDiff'
          when date_diff_days > 0 then 'dateDiff'
          else 'matched'
        end as kind,
        id as bank_detail_id, account_id, account_name, account_no, bank_date,
        income as bank_amount, other_side_name, summary, receipt_ids, entry_count, entry_amount,
        entry_from, entry_to, contract_codes, customer_names, date_diff_days
      from bank_lines
      union all
      select r.id, 'entryOnly', null, null, null, null, null, null, null, null,
        array[r.id], 1, r.amount, r.received_date, r.received_date, c.code, k.name, 0
      from receipts r
        join contracts c on c.id = r.contract_id
        left join customers k on k.id = c.customer_id
      where r.bank_detail_id is null
        and r.received_date between ${body.dateFrom}::date and ${body.dateTo}::date
    )`;
}

interface LineRow {
  key: string;
  kind: FundCompareKind;
  bank_detail_id: string | null;
  account_id: string | null;
  account_name: string | null;
  account_no: string | null;
  bank_date: string | null;
  bank_amount: string | null;
  other_side_name: string | null;
  summary: string | null;
  receipt_ids: string[];
  entry_count: number;
  entry_amount: string | null;
  entry_from: string | null;
  entry_to: string | null;
  contract_codes: string | null;
  customer_names: string | null;
  difference: string;
  date_diff_days: number;
}

interface TotalRow {
  kind: FundCompareKind | null;
  count: number;
  bank_amount: string;
  entry_amount: string;
  difference: string;
}

const money = (expression: SQL) => sql`(${expression})::numeric(18,2)::text`;
const day = (expression: SQL) => sql`to_char(${expression}, 'YYYY-MM-DD')`;

/** 资金录入对比: every line of the period (or one kind) and the totals per kind and side. */
export async function compareFunds(db: Db, body: QueryBody) {
  const cte = linesCte(body);
  const onlyKind = body.kind ? sql` where kind = ${body.kind}` : sql``;
  const [lineResult, totalResult] = await Promise.all([
    db.execute(sql`${cte}
      select key, kind, bank_detail_id, account_id, account_name, account_no,
        ${day(sql`bank_date`)} as bank_date, ${money(sql`bank_amount`)} as bank_amount,
        other_side_name, summary, receipt_ids, entry_count,
        ${money(sql`entry_amount`)} as entry_amount,
        ${day(sql`entry_from`)} as entry_from, ${day(sql`entry_to`)} as entry_to,
        contract_codes, customer_names,
        ${money(sql`coalesce(bank_amount, 0) - coalesce(entry_amount, 0)`)} as difference,
        date_diff_days
      from lines${onlyKind}
      order by coalesce(bank_date, entry_from), account_no nulls last, key`),
    db.execute(sql`${cte}
      select kind, count(*)::int as count,
        ${money(sql`coalesce(sum(bank_amount), 0)`)} as bank_amount,
        ${money(sql`coalesce(sum(entry_amount), 0)`)} as entry_amount,
        ${money(sql`coalesce(sum(bank_amount), 0) - coalesce(sum(entry_amount), 0)`)} as difference
      from lines group by rollup(kind)`),
  ]);
  const lines: FundCompareLine[] = rowsOf<LineRow>(lineResult).map((row) => ({
    key: row.key,
    kind: row.kind,
    bankDetailId: row.bank_detail_id,
    accountId: row.account_id,
    accountName: row.account_name,
    accountNo: row.account_no,
    bankDate: row.bank_date,
    bankAmount: row.bank_amount,
    otherSideName: row.other_side_name,
    summary: row.summary,
    receiptIds: row.receipt_ids,
    entryCount: Number(row.entry_count),
    entryAmount: row.entry_amount,
    entryDateFrom: row.entry_from,
    entryDateTo: row.entry_to,
    contractCodes: row.contract_codes,
    customerNames: row.customer_names,
    difference: row.difference,
    dateDiffDays: Number(row.date_diff_days),
  }));
  const zero = { count: 0, bankAmount: '0.00', entryAmount: '0.00' };
  const byKind = Object.fromEntries(
    FUND_COMPARE_KINDS.map((kind) => [kind, { ...zero }]),
  ) as Record<FundCompareKind, typeof zero>;
  let totals = { bankAmount: '0.00', entryAmount: '0.00', difference: '0.00' };
  for (const row of rowsOf<TotalRow>(totalResult)) {
    if (row.kind === null)
      totals = {
        bankAmount: row.bank_amount,
        entryAmount: row.entry_amount,
        difference: row.difference,
      };
    else
      byKind[row.kind] = {
        count: Number(row.count),
        bankAmount: row.bank_amount,
        entryAmount: row.entry_amount,
      };
  }
  return { lines, byKind, totals };
}

async function receiptOf(db: Db, id: string) {
  const [receipt] = await db
    .select({ id: receipts.id, bankDetailId: receipts.bankDetailId, amount: receipts.amount })
    .from(receipts)
    .where(eq(receipts.id, id));
  if (!receipt) throw recordNotFound();
  return receipt;
}

/**
 * Matches a hand-entered receipt to an income row: the row's claimed and open totals change in one
 * guarded UPDATE (what is left must cover the receipt), then the receipt points at the row.
 */
export async function matchFunds(db: Db, actor: Actor, now: Date, body: MatchBody) {
  const receipt = await receiptOf(db, body.receiptId);
  if (receipt.bankDetailId) throw businessFailure('fundCompare.alreadyMatched');
  const detail = await getBankDetail(db, body.bankDetailId);
  if (Number(detail.income) <= 0) throw businessFailure('finance.claim.notIncome');
  if (!detail.isNeedClaim) throw businessFailure('finance.claim.notNeeded');
  const [updated] = await db
    .update(bankDetails)
    .set({
      claimTotal: sql`${bankDetails.claimTotal} + ${receipt.amount}::numeric`,
      needClaimTotal: sql`${bankDetails.needClaimTotal} - ${receipt.amount}::numeric`,
      ...updatedStamp(actor, now),
    })
    .where(
      and(
        eq(bankDetails.id, detail.id),
        eq(bankDetails.isNeedClaim, true),
        sql`${bankDetails.needClaimTotal} >= ${receipt.amount}::numeric`,
      ),
    )
    .returning({ needClaimTotal: bankDetails.needClaimTotal });
  if (!updated)
    throw businessFailure('finance.claim.exceeds', { remaining: detail.needClaimTotal });
  const [linked] = await db
    .update(receipts)
    .set({ bankDetailId: detail.id, ...updatedStamp(actor, now) })
    .where(and(eq(receipts.id, receipt.id), isNull(receipts.bankDetailId)))
    .returning({ id: receipts.id });
  // Another request matched it in between: this request rolls back whole.
  if (!linked) throw businessFailure('fundCompare.alreadyMatched');
  return { receiptId: receipt.id, bankDetailId: detail.id, needClaimTotal: updated.needClaimTotal };
}

/** Unmatches a receipt: it stays as a hand entry, its amount goes back to the row's open total. */
export async function unmatchFunds(db: Db, actor: Actor, now: Date, body: UnmatchBody) {
  const receipt = await receiptOf(db, body.receiptId);
  if (!receipt.bankDetailId) throw businessFailure('fundCompare.notMatched');
  const [unlinked] = await db
    .update(receipts)
    .set({ bankDetailId: null, ...updatedStamp(actor, now) })
    .where(and(eq(receipts.id, receipt.id), eq(receipts.bankDetailId, receipt.bankDetailId)))
    .returning({ id: receipts.id });
  if (!unlinked) throw businessFailure('fundCompare.notMatched');
  const [updated] = await db
    .update(bankDetails)
    .set({
      claimTotal: sql`${bankDetails.claimTotal} - ${receipt.amount}::numeric`,
      needClaimTotal: sql`case when ${bankDetails.isNeedClaim} then ${bankDetails.needClaimTotal} + ${receipt.amount}::numeric else ${bankDetails.needClaimTotal} end`,
      ...updatedStamp(actor, now),
    })
    .where(eq(bankDetails.id, receipt.bankDetailId))
    .returning({ needClaimTotal: bankDetails.needClaimTotal });
  return {
    receiptId: receipt.id,
    bankDetailId: receipt.bankDetailId,
    needClaimTotal: updated!.needClaimTotal,
  };
}
